import type { AdminList } from '../lib/use-admin-list';
import { DataTable, type DataTableProps } from './DataTable';

/**
 * A management list's table once its rows came; 'Loading…' until then, and nothing when they could
 * not be loaded (the screen shows why).
 */
export function AdminListTable<Row>({
  list,
  ...table
}: Omit<DataTableProps<Row>, 'rows'> & { list: Pick<AdminList<Row>, 'items' | 'error'> }) {
  if (list.items) return <DataTable rows={list.items} {...table} />;
  return list.error ? null : <p role="status">Loading…</p>;
}
