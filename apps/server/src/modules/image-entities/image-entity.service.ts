import {
  changeMessages,
  type Deleted,
  errorMessages,
  type ImageEntitySubject,
  type ImageVariant,
  NotificationAction,
} from '@portfolio/contract';
import type { Static, TObject, TString } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { parseFormFields } from '../../lib/form-fields.js';
import { newId } from '../../lib/ids.js';
import { filesByMedia } from '../media/media.repository.js';
import { imageOf, storeImage } from '../media/media.service.js';
import { commitMediaChange } from '../media/media-change.js';
import { missingFile, type UploadRequest } from '../media/upload.js';
import { notifySuccess } from '../notifications/notifications.service.js';
import type { ImageEntityRepository, ImageEntityRow } from './image-entity.repository.js';

// The routes are generic over the row too; they name its type here, not in the repository.
export type { ImageEntityRow };

/** The text fields of a form: every one a string. */
type FormSchema = TObject<Record<string, TString>>;

/** One kind of entity with an image (projects, certificates): its name, form, table and API shape. */
export interface ImageEntityKind<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
> {
  /** As notifications name it. */
  subject: ImageEntitySubject;
  /** The add and edit form: its text fields and the field of the image (spec §7). */
  form: { fields: FieldsSchema; file: string; fieldMaxBytes?: number };
  repository: ImageEntityRepository<Row, Static<FieldsSchema>>;
  /** The API shape of a row; `owner` when the answer goes to the owner (every change, his list). */
  toEntity(row: Row, image: { url: string; variants: ImageVariant[] }, owner: boolean): Entity;
  /** What a kind does besides its row and image, named in each use case below (projects: case studies). */
  hooks?: ImageEntityHooks<Row, Static<FieldsSchema>>;
}

/** The steps a kind adds to the use cases, each at a fixed place in them. */
export interface ImageEntityHooks<Row, Fields> {
  /** Checks the fields beyond their schema before anything is stored: a 400 names the problem. */
  check(deps: ServiceDeps, fields: Fields): Promise<void>;
  /** In the change's transaction, before the row is written: the columns it sets besides. */
  prepare(
    trx: Db,
    deps: ServiceDeps,
    fields: Fields,
    current: Row | undefined,
  ): Promise<Partial<Fields>>;
  /** In the transaction, after the row is written: the media items it no longer uses. */
  written(trx: Db, deps: ServiceDeps, row: Row, current: Row | undefined): Promise<string[]>;
  /** In the transaction, before the row is deleted: the media items that go with it. */
  deleting(trx: Db, id: string): Promise<string[]>;
}

const missing = (kind: { subject: ImageEntitySubject }) =>
  notFound(errorMessages.notFound(kind.subject.toLowerCase()));

/** A row's image, as a list of none (a project imported without one) or one. */
const imageIdOf = (row: ImageEntityRow): string[] => (row.image_id ? [row.image_id] : []);

/** Rows as API entities, each with the URLs of its image's stored widths. */
export async function toEntities<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  rows: readonly Row[],
  owner: boolean,
): Promise<Entity[]> {
  const files = await filesByMedia(deps.db, rows.flatMap(imageIdOf));
  const { mediaBaseUrl } = deps.config;
  return rows.map((row) =>
    kind.toEntity(row, imageOf(files.get(row.image_id ?? '') ?? [], mediaBaseUrl), owner),
  );
}

/** One row as its API entity for the owner, with the URLs of its image's stored widths. */
async function toImageEntity<Row extends ImageEntityRow, FieldsSchema extends FormSchema, Entity>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  row: Row,
): Promise<Entity> {
  const files = await filesByMedia(deps.db, imageIdOf(row));
  const image = imageOf(files.get(row.image_id ?? '') ?? [], deps.config.mediaBaseUrl);
  return kind.toEntity(row, image, true);
}

/**
 * Every entity of a kind, in the owner's order: the active ones only unless `includeHidden` (the
 * owner's list, which also carries what only the owner reads).
 */
export async function listImageEntities<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  includeHidden: boolean,
): Promise<Entity[]> {
  return toEntities(deps, kind, await kind.repository.list(deps.db, includeHidden), includeHidden);
}

/** One page of a list, and how long the whole list is. */
export interface ListPage<Entity> {
  items: Entity[];
  total: number;
}

/**
 * One page of `listImageEntities` (`limit` of them after `(page - 1) * limit`), and how many the
 * whole list holds: a page past the end is empty.
 */
export async function listImageEntityPage<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  includeHidden: boolean,
  { page, limit }: { page: number; limit: number },
): Promise<ListPage<Entity>> {
  const [rows, total] = await Promise.all([
    kind.repository.list(deps.db, includeHidden, { limit, offset: (page - 1) * limit }),
    kind.repository.count(deps.db, includeHidden),
  ]);
  return { items: await toEntities(deps, kind, rows, includeHidden), total };
}

/** The entities of a kind the public sees, for its page. */
export async function listVisibleImageEntities<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
): Promise<Entity[]> {
  return listImageEntities(deps, kind, false);
}

/** The owner adds an entity: its form, its image, then its row and notification in one commit. */
export async function addImageEntity<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  deps: ServiceDeps,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  upload: UploadRequest,
): Promise<Entity> {
  const form = await upload.read();
  const fields = parseFormFields(kind.form.fields, form.fields);
  if (!form.file) throw missingFile(kind.form.file);
  await kind.hooks?.check(deps, fields);
  const image = await storeImage(deps, form.file);
  const row = await commitMediaChange(deps, upload.log, image, async (trx) => {
    const now = deps.now();
    const prepared = await kind.hooks?.prepare(trx, deps, fields, undefined);
    const created = await kind.repository.insert(trx, {
      ...fields,
      ...prepared,
      id: newId(now.getTime()),
      image_id: image.id,
      is_active: true,
      created_at: now,
      updated_at: now,
    });
    await notifySuccess(
      trx,
      NotificationAction.Create,
      changeMessages.created(kind.subject, created.title),
      now,
    );
    const dropped = (await kind.hooks?.written(trx, deps, created, undefined)) ?? [];
    return { result: created, dropped };
  });
  await deps.contentVersion.bump();
  return toImageEntity(deps, kind, row);
}

/**
 * The owner edits an entity: its form, a new image if one came (else the current one stays), then
 * the row, the notification and the old image's rows in one commit; the old image's files after it.
 */
export async function editImageEntity<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  deps: ServiceDeps,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  id: string,
  upload: UploadRequest,
): Promise<Entity> {
  const form = await upload.read();
  const fields = parseFormFields(kind.form.fields, form.fields);
  // An unknown id stores no image; the transaction reads the row again, locked.
  if (!(await kind.repository.find(deps.db, id))) throw missing(kind);
  await kind.hooks?.check(deps, fields);
  const image = form.file ? await storeImage(deps, form.file) : undefined;
  const row = await commitMediaChange(deps, upload.log, image, async (trx) => {
    const current = await kind.repository.findForUpdate(trx, deps.engine, id);
    const prepared = current && (await kind.hooks?.prepare(trx, deps, fields, current));
    const updated =
      current &&
      (await kind.repository.update(trx, id, {
        ...fields,
        ...prepared,
        ...(image ? { image_id: image.id } : {}),
        updated_at: deps.now(),
      }));
    if (!current || !updated) throw missing(kind);
    await notifySuccess(
      trx,
      NotificationAction.Edit,
      changeMessages.edited(kind.subject, updated.title),
      deps.now(),
    );
    const dropped = (await kind.hooks?.written(trx, deps, updated, current)) ?? [];
    return { result: updated, dropped: image ? [...imageIdOf(current), ...dropped] : dropped };
  });
  await deps.contentVersion.bump();
  return toImageEntity(deps, kind, row);
}

/** The owner shows or hides an entity (toggles isActive). */
export async function toggleImageEntity<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  deps: ServiceDeps,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  id: string,
): Promise<Entity> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await kind.repository.findForUpdate(trx, deps.engine, id);
    if (!current) throw missing(kind);
    if (!current.is_active && current.image_id === null) {
      throw badRequest(errorMessages.needsImage(kind.subject.toLowerCase()), [
        { field: 'image', message: 'is required before it can be shown' },
      ]);
    }
    const updated = await kind.repository.update(trx, current.id, {
      is_active: !current.is_active,
      updated_at: deps.now(),
    });
    if (!updated) throw missing(kind);
    await notifySuccess(
      trx,
      NotificationAction.StatusUpdate,
      changeMessages.shownOrHidden(kind.subject, updated.title, updated.is_active),
      deps.now(),
    );
    return updated;
  });
  await deps.contentVersion.bump();
  return toImageEntity(deps, kind, row);
}

/**
 * The owner puts the entities of a kind in his order: `ids` lists every one of them, hidden ones
 * too, first to last. A list that is not the stored set (an entity added or deleted since the owner
 * loaded his table) changes nothing.
 */
export async function reorderImageEntities<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  deps: ServiceDeps,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  ids: readonly string[],
): Promise<Entity[]> {
  await deps.db.transaction().execute(async (trx) => {
    const stored = await kind.repository.orderForUpdate(trx, deps.engine);
    const given = new Set(ids);
    if (given.size !== stored.length || stored.some((id) => !given.has(id))) {
      throw conflict(errorMessages.orderOutdated(kind.subject.toLowerCase()));
    }
    for (const [position, id] of ids.entries()) {
      await kind.repository.setPosition(trx, id, position);
    }
    await notifySuccess(
      trx,
      NotificationAction.Edit,
      changeMessages.reordered(kind.subject),
      deps.now(),
    );
  });
  await deps.contentVersion.bump();
  return listImageEntities(deps, kind, true);
}

/** The owner deletes an entity: its row, its notification and its image's rows in one commit, the image's files after. */
export async function removeImageEntity<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  deps: ServiceDeps,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  id: string,
  log: FastifyBaseLogger,
): Promise<Deleted> {
  const deleted = await commitMediaChange(deps, log, undefined, async (trx) => {
    const owned = (await kind.hooks?.deleting(trx, id)) ?? [];
    const row = await kind.repository.delete(trx, id);
    if (!row) throw missing(kind);
    await notifySuccess(
      trx,
      NotificationAction.Delete,
      changeMessages.deleted(kind.subject, row.title),
      deps.now(),
    );
    return {
      result: { _id: row.id, deleted: true as const },
      dropped: [...imageIdOf(row), ...owned],
    };
  });
  await deps.contentVersion.bump();
  return deleted;
}
