import { apiPaths, type TimelineEntry, type TimelineEntryBody } from '@portfolio/contract';
import { useState } from 'react';
import { AdminListTable } from '../../components/AdminListTable';
import { AdminScreen } from '../../components/AdminScreen';
import { actionColumn } from '../../components/action-column';
import ui from '../../components/admin-ui.module.css';
import type { Column } from '../../components/DataTable';
import { DeleteDialog } from '../../components/DeleteDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { api } from '../../lib/api';
import { change } from '../../lib/changes';
import { useAdminList } from '../../lib/use-admin-list';
import { useRowCalls } from '../../lib/use-row-calls';
import { TimelineForm } from './TimelineForm';
import { kindOf, nameOf, periodOf } from './timeline-text';

type Editor = { mode: 'add' } | { mode: 'edit'; entry: TimelineEntry };

/** The ids of a list with the item at `from` swapped with its neighbour `by` places away. */
function swapped(ids: readonly string[], from: number, by: -1 | 1): string[] {
  const next = [...ids];
  const to = from + by;
  [next[from], next[to]] = [ids[to] ?? '', ids[from] ?? ''];
  return next;
}

const statusOf = (entry: TimelineEntry) => (entry.visible ? 'Active' : 'Hidden');

/** The body that replaces an entry with itself, shown or hidden. */
const withVisibility = (entry: TimelineEntry, visible: boolean): TimelineEntryBody => ({
  kind: entry.kind,
  role: entry.role,
  organisation: entry.organisation,
  place: entry.place,
  start: entry.start,
  end: entry.end,
  summary: entry.summary,
  link: entry.link,
  visible,
});

/**
 * Experience (added beside the spec's screens): the timeline of work and education on About, in
 * the spec's pattern: 'Add Entry', a table with Status and Action (Edit, Hide/Show, Delete, Move
 * up, Move down: About follows the order), the add/edit modal, and the spec's delete confirmation.
 */
export function TimelineAdminPage() {
  const list = useAdminList<TimelineEntry>(apiPaths.timeline.list, 'GET');
  const [editor, setEditor] = useState<Editor | undefined>();
  const [deleting, setDeleting] = useState<TimelineEntry | undefined>();
  const { busy, failure, setFailure, run } = useRowCalls();
  const openEditor = (next: Editor) => {
    setFailure(undefined);
    setEditor(next);
  };

  /** Hide/Show as on the spec's tables: the entry saved again with its visibility flipped. */
  const toggle = (entry: TimelineEntry) =>
    run(
      entry._id,
      async () =>
        list.save(
          await change(
            api<TimelineEntry>(apiPaths.timeline.edit(entry._id), {
              method: 'PUT',
              auth: true,
              json: withVisibility(entry, !entry.visible),
            }),
          ),
        ),
      'The status could not be changed',
    );

  const canMove = (entry: TimelineEntry, by: -1 | 1) => {
    const items = list.items ?? [];
    return busy === undefined && items[items.indexOf(entry) + by] !== undefined;
  };

  const move = (entry: TimelineEntry, by: -1 | 1) => {
    const ids = (list.items ?? []).map((item) => item._id);
    const order = swapped(ids, ids.indexOf(entry._id), by);
    run(
      entry._id,
      async () => {
        const ordered = await change(
          api<TimelineEntry[]>(apiPaths.timeline.order, {
            method: 'PUT',
            auth: true,
            json: { ids: order },
          }),
        );
        list.setItems(() => ordered);
      },
      'The order could not be changed',
    );
  };

  async function remove(entry: TimelineEntry) {
    await list.remove(apiPaths.timeline.delete(entry._id));
    setDeleting(undefined);
  }

  const columns: Column<TimelineEntry>[] = [
    { header: 'Kind', cell: kindOf, text: kindOf },
    { header: 'Role', cell: (e) => e.role, text: (e) => e.role },
    { header: 'Organisation', cell: (e) => e.organisation, text: (e) => e.organisation },
    { header: 'Dates', cell: periodOf, text: periodOf },
    {
      header: 'Status',
      cell: (e) => <span className={e.visible ? ui.active : ui.hidden}>{statusOf(e)}</span>,
      text: statusOf,
    },
    actionColumn<TimelineEntry>(nameOf, (e) => [
      { label: 'Edit', onClick: () => openEditor({ mode: 'edit', entry: e }) },
      { label: e.visible ? 'Hide' : 'Show', onClick: () => toggle(e), disabled: busy === e._id },
      {
        label: 'Delete',
        danger: true,
        onClick: () => {
          setFailure(undefined);
          setDeleting(e);
        },
      },
      { label: 'Move up', onClick: () => move(e, -1), disabled: !canMove(e, -1) },
      { label: 'Move down', onClick: () => move(e, 1), disabled: !canMove(e, 1) },
    ]),
  ];

  return (
    <AdminScreen
      heading="Experience"
      action={
        <button type="button" className={ui.primary} onClick={() => openEditor({ mode: 'add' })}>
          Add Entry
        </button>
      }
    >
      <ErrorMessage message={list.error ?? failure} />
      <AdminListTable
        list={list}
        caption="Experience"
        rowKey={(e) => e._id}
        rowName={(e) => nameOf(e)}
        columns={columns}
        emptyText="No experience or education yet: add the first entry."
      />
      {editor && (
        <TimelineForm
          editing={editor.mode === 'edit' ? editor.entry : undefined}
          {...list.formCalls(() => setEditor(undefined))}
        />
      )}
      {deleting && (
        <DeleteDialog
          type={kindOf(deleting)}
          title={nameOf(deleting)}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(undefined)}
        />
      )}
    </AdminScreen>
  );
}
