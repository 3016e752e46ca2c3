import { type ReactNode, useState } from 'react';
import { AdminListTable } from '../../components/AdminListTable';
import { AdminScreen } from '../../components/AdminScreen';
import { actionColumn } from '../../components/action-column';
import ui from '../../components/admin-ui.module.css';
import type { Column } from '../../components/DataTable';
import { DeleteDialog } from '../../components/DeleteDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { statusColumn } from '../../components/status-column';
import { api } from '../../lib/api';
import { change } from '../../lib/changes';
import { useAdminList } from '../../lib/use-admin-list';
import { useRowCalls } from '../../lib/use-row-calls';
import { ImageEntityForm } from './ImageEntityForm';
import type { ImageEntity, ImageEntityKind } from './image-entity';

type Editor<Entity> = { mode: 'add' } | { mode: 'edit'; entity: Entity };

/** The ids of a list with the item at `from` moved to `to`, the ones between shifted by one. */
function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = ids.filter((_, index) => index !== from);
  next.splice(to, 0, ids[from] ?? '');
  return next;
}

/**
 * The admin screen of an entity with an image (projects, certificates): search, add, a table with
 * Status and Action (Edit, Hide/Show, Delete, and beside them Screenshots and Feature for
 * projects, Move up and Move down: the public pages follow the order). Rows are also dragged into place by their handle.
 * The list changes locally after each 200.
 */
export function ImageEntityPage<Entity extends ImageEntity, Values extends Record<string, string>>({
  kind,
  moreActions,
  listVersion,
  panel,
}: {
  kind: ImageEntityKind<Entity, Values>;
  /**
   * A row action opening a panel of the entity's own (a project's screenshots): its label, and
   * the panel, given how to close it.
   */
  panel?: { label: string; render(entity: Entity, onClose: () => void): ReactNode };
  /** Controls beside the add button (the Projects screen's 'Import from …'). */
  moreActions?: ReactNode;
  /** Moved when the list changed elsewhere: it is read again. */
  listVersion?: number;
}) {
  const list = useAdminList<Entity>(kind.paths.list, 'POST', listVersion);
  const [editor, setEditor] = useState<Editor<Entity> | undefined>();
  const [deleting, setDeleting] = useState<Entity | undefined>();
  const [panelOf, setPanelOf] = useState<Entity | undefined>();
  const { busy, failure, setFailure, run } = useRowCalls();
  const openEditor = (next: Editor<Entity>) => {
    setFailure(undefined);
    setEditor(next);
  };

  const toggle = (entity: Entity) =>
    run(
      entity._id,
      async () =>
        list.save(
          await change(api<Entity>(kind.paths.status(entity._id), { method: 'PATCH', auth: true })),
        ),
      'The status could not be changed',
    );

  /** Takes the project's title and description again from its repository. */
  const pullTexts = (entity: Entity, path: string) =>
    run(
      entity._id,
      async () => list.save(await change(api<Entity>(path, { method: 'POST', auth: true }))),
      'The texts could not be taken from the repository',
    );

  const { feature, pull } = kind;
  /** Features the entity or stops featuring it; the answer is the whole list in its new order. */
  const toggleFeatured = (entity: Entity, path: string) =>
    run(
      entity._id,
      async () => {
        const ordered = await change(api<Entity[]>(path, { method: 'PATCH', auth: true }));
        list.setItems(() => ordered);
      },
      'The project could not be featured',
    );
  /** Moves stay within a group: featured ones are always listed before the others. */
  const canTakePlaceOf = (entity: Entity, target: Entity | undefined) =>
    target !== undefined &&
    busy === undefined &&
    (!feature || feature.isFeatured(target) === feature.isFeatured(entity));
  const canMove = (entity: Entity, by: -1 | 1) => {
    const items = list.items ?? [];
    return canTakePlaceOf(entity, items[items.indexOf(entity) + by]);
  };

  /** Puts the entity where `target` is (a move up or down, or a drop), saving the whole order. */
  const moveTo = (entity: Entity, target: Entity) => {
    const items = list.items ?? [];
    const ids = items.map((item) => item._id);
    const order = moved(ids, items.indexOf(entity), items.indexOf(target));
    run(
      entity._id,
      async () => {
        const ordered = await change(
          api<Entity[]>(kind.paths.order, { method: 'PUT', auth: true, json: { ids: order } }),
        );
        list.setItems(() => ordered);
      },
      'The order could not be changed',
    );
  };

  const moveBy = (entity: Entity, by: -1 | 1) => {
    const items = list.items ?? [];
    const target = items[items.indexOf(entity) + by];
    if (target) moveTo(entity, target);
  };

  async function remove(entity: Entity) {
    await list.remove(kind.paths.delete(entity._id));
    setDeleting(undefined);
  }

  const columns: Column<Entity>[] = [
    ...kind.columns,
    statusColumn,
    actionColumn(
      (e) => e.title,
      (e) => [
        { label: 'Edit', onClick: () => openEditor({ mode: 'edit', entity: e }) },
        { label: e.isActive ? 'Hide' : 'Show', onClick: () => toggle(e), disabled: busy === e._id },
        {
          label: 'Delete',
          danger: true,
          onClick: () => {
            setFailure(undefined);
            setDeleting(e);
          },
        },
        panel && {
          label: panel.label,
          onClick: () => {
            setFailure(undefined);
            setPanelOf(e);
          },
        },
        feature && {
          label: feature.isFeatured(e) ? 'Unfeature' : 'Feature',
          onClick: () => toggleFeatured(e, feature.path(e._id)),
          disabled: busy === e._id,
        },
        pull?.available(e) && {
          label: 'Pull from repository',
          onClick: () => pullTexts(e, pull.path(e._id)),
          disabled: busy === e._id,
        },
        { label: 'Move up', onClick: () => moveBy(e, -1), disabled: !canMove(e, -1) },
        { label: 'Move down', onClick: () => moveBy(e, 1), disabled: !canMove(e, 1) },
      ],
    ),
  ];

  return (
    <AdminScreen
      heading={kind.heading}
      action={
        moreActions ? (
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.primary}
              onClick={() => openEditor({ mode: 'add' })}
            >
              {kind.addLabel}
            </button>
            {moreActions}
          </div>
        ) : (
          <button type="button" className={ui.primary} onClick={() => openEditor({ mode: 'add' })}>
            {kind.addLabel}
          </button>
        )
      }
    >
      <ErrorMessage message={list.error ?? failure} />
      <AdminListTable
        list={list}
        caption={kind.heading}
        rowKey={(e) => e._id}
        columns={columns}
        emptyText={kind.emptyText}
        order={{ canDrop: (e, target) => canTakePlaceOf(e, target), onDrop: moveTo }}
      />
      {editor && (
        <ImageEntityForm
          kind={kind}
          editing={editor.mode === 'edit' ? editor.entity : undefined}
          suggested={kind.suggestions?.of(list.items ?? [])}
          {...list.formCalls(() => setEditor(undefined))}
        />
      )}
      {panel && panelOf && panel.render(panelOf, () => setPanelOf(undefined))}
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
