import type { Deleted } from '@portfolio/contract';
import { useState } from 'react';
import { AdminScreen } from '../../components/AdminScreen';
import ui from '../../components/admin-ui.module.css';
import { type Column, DataTable } from '../../components/DataTable';
import { DeleteDialog } from '../../components/DeleteDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import { useAdminList } from '../../lib/use-admin-list';
import { ImageEntityForm } from './ImageEntityForm';
import type { ImageEntity, ImageEntityKind } from './image-entity';

type Editor<Entity> = { mode: 'add' } | { mode: 'edit'; entity: Entity };

/**
 * The admin screen of an entity with an image (projects, certificates): search, add, a table with
 * Status and Action (Edit, Hide/Show, Delete). The list changes locally after each 200.
 */
export function ImageEntityPage<Entity extends ImageEntity, Values extends Record<string, string>>({
  kind,
}: {
  kind: ImageEntityKind<Entity, Values>;
}) {
  const list = useAdminList<Entity>(kind.paths.list);
  const [editor, setEditor] = useState<Editor<Entity> | undefined>();
  const [deleting, setDeleting] = useState<Entity | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | undefined>();

  const replace = (saved: Entity) =>
    list.setItems((items) => items.map((item) => (item._id === saved._id ? saved : item)));

  async function toggle(entity: Entity) {
    setFailure(undefined);
    setBusy(entity._id);
    try {
      replace(
        await change(api<Entity>(kind.paths.status(entity._id), { method: 'PATCH', auth: true })),
      );
    } catch (err) {
      setFailure(reportError(err, 'The status could not be changed'));
    } finally {
      setBusy(undefined);
    }
  }

  async function remove(entity: Entity) {
    const { _id } = await change(
      api<Deleted>(kind.paths.delete(entity._id), { method: 'DELETE', auth: true }),
    );
    list.setItems((items) => items.filter((item) => item._id !== _id));
    setDeleting(undefined);
  }

  const columns: Column<Entity>[] = [
    ...kind.columns,
    {
      header: 'Status',
      cell: (e) => (
        <span className={e.isActive ? ui.active : ui.hidden}>
          {e.isActive ? 'Active' : 'Hidden'}
        </span>
      ),
      text: (e) => (e.isActive ? 'Active' : 'Hidden'),
    },
    {
      header: 'Action',
      cell: (e) => (
        <div className={ui.actions}>
          <button
            type="button"
            className={ui.button}
            onClick={() => {
              setFailure(undefined);
              setEditor({ mode: 'edit', entity: e });
            }}
          >
            Edit<span className="visually-hidden"> {e.title}</span>
          </button>
          <button
            type="button"
            className={ui.button}
            onClick={() => toggle(e)}
            disabled={busy === e._id}
          >
            {e.isActive ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {e.title}</span>
          </button>
          <button
            type="button"
            className={ui.danger}
            onClick={() => {
              setFailure(undefined);
              setDeleting(e);
            }}
          >
            Delete<span className="visually-hidden"> {e.title}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <AdminScreen
      heading={kind.heading}
      action={
        <button
          type="button"
          className={ui.primary}
          onClick={() => {
            setFailure(undefined);
            setEditor({ mode: 'add' });
          }}
        >
          {kind.addLabel}
        </button>
      }
    >
      <ErrorMessage message={list.error ?? failure} />
      {list.items ? (
        <DataTable
          caption={kind.heading}
          rows={list.items}
          rowKey={(e) => e._id}
          columns={columns}
          emptyText={kind.emptyText}
        />
      ) : (
        !list.error && <p role="status">Loading…</p>
      )}
      {editor && (
        <ImageEntityForm
          kind={kind}
          editing={editor.mode === 'edit' ? editor.entity : undefined}
          onClose={() => setEditor(undefined)}
          onSaved={(saved) => {
            if (editor.mode === 'edit') replace(saved);
            else list.setItems((items) => [saved, ...items]);
            setEditor(undefined);
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          type={kind.type}
          title={deleting.title}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(undefined)}
        />
      )}
    </AdminScreen>
  );
}
