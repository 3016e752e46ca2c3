import ui from './admin-ui.module.css';
import type { Column } from './DataTable';

const statusOf = (row: { isActive: boolean }) => (row.isActive ? 'Active' : 'Hidden');

/** The Status column of a management table (spec §2): Active or Hidden, searchable. */
export const statusColumn: Column<{ isActive: boolean }> = {
  header: 'Status',
  cell: (row) => <span className={row.isActive ? ui.active : ui.hidden}>{statusOf(row)}</span>,
  text: statusOf,
};
