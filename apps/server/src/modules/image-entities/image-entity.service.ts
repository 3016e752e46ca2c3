import {
  changeMessages,
  type Deleted,
  errorMessages,
  type ImageEntitySubject,
  type ImageVariant,
  NotificationAction,
  type SearchKind,
} from '@portfolio/contract';
import type { Static, TObject, TString } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import type { RowWindow } from '../../db/list-window.js';
import type { CertificatesTable, ProjectsTable } from '../../db/schema.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { parseFormFields } from '../../lib/form-fields.js';
import { newId } from '../../lib/ids.js';
import { type Markdown, markdownFor } from '../../lib/markdown.js';
import {
  type ContentChange,
  commitContentChange,
  type MediaContentChange,
  noted,
} from '../content/content-change.js';
import { imagesOf, storeImage } from '../media/media.service.js';
import { missingFile, type UploadedFile, type UploadRequest } from '../media/upload.js';
import { dropDocument, indexDocument, type SearchDocument } from '../search/search.service.js';
import { forgetTranslations } from '../translations/forget-translations.service.js';

/** The tables of the entities with an image. */
type ImageEntityTable = ProjectsTable | CertificatesTable;

/** The columns every entity with an image has, as read. */
export type ImageEntityRow = Selectable<Pick<ImageEntityTable, keyof ImageEntityTable>>;

/** What a new row has besides its form's fields. */
type NewImageEntity = Insertable<
  Pick<ImageEntityTable, 'id' | 'is_active' | 'created_at' | 'updated_at'>
> & { image_id: string };

/** What a change sets besides its form's fields: a new image, the visibility, when. */
type ImageEntityChange = Updateable<Pick<ImageEntityTable, 'is_active' | 'updated_at'>> & {
  image_id?: string;
};

/**
 * The queries of one kind's table that every step reads or writes whatever its form: the status
 * change is its only update. Written out in the kind's own feature's repository (Kysely checks a
 * query against its table only when the table is named by a literal).
 */
interface ImageEntityRows<Row extends ImageEntityRow> {
  /**
   * In the owner's order (featured projects first): the ones the public sees only unless
   * `includeHidden`; all of them, or the window of them a page asks for.
   */
  list(db: Db, includeHidden: boolean, window?: RowWindow): Promise<Row[]>;
  /** How many `list` holds. */
  count(db: Db, includeHidden: boolean): Promise<number>;
  /** Every id in the owner's order, the rows locked until the transaction ends. */
  orderForUpdate(trx: Db, engine: Engine): Promise<string[]>;
  setPosition(trx: Db, id: string, position: number): Promise<void>;
  find(db: Db, id: string): Promise<Row | undefined>;
  /** The row, locked until the transaction ends: a concurrent change of it waits. */
  findForUpdate(trx: Db, engine: Engine, id: string): Promise<Row | undefined>;
  update(db: Db, id: string, changes: ImageEntityChange): Promise<Row | undefined>;
  delete(db: Db, id: string): Promise<Row | undefined>;
}

/** All the queries of one kind's table; `Fields` are the text fields of its form. */
export interface ImageEntityRepository<Row extends ImageEntityRow, Fields>
  extends ImageEntityRows<Row> {
  /** A new row comes first in the owner's order. */
  insert(db: Db, row: Fields & NewImageEntity): Promise<Row>;
  /** An edit sets the form's fields too; a status change does not. */
  update(
    db: Db,
    id: string,
    changes: ImageEntityChange | (Fields & ImageEntityChange),
  ): Promise<Row | undefined>;
}

/** The text fields of a form: every one a string. */
type FormSchema = TObject<Record<string, TString>>;

/**
 * One kind of entity with an image (projects, certificates) as every step but its form's sees it:
 * its name, table and API shape.
 */
interface ImageEntityReader<Row extends ImageEntityRow, Entity> {
  /** As notifications name it. */
  subject: ImageEntitySubject;
  repository: ImageEntityRows<Row>;
  /** The API shape of a row; `owner` when the answer goes to the owner (every change, his list). */
  toEntity(row: Row, image: { url: string; variants: ImageVariant[] }, owner: boolean): Entity;
  /** What the kind adds to its rows' entities from other tables (a project's repository). */
  detailsOf?(db: Db, rows: readonly Row[]): Promise<(row: Row) => Partial<Entity>>;
  /** What the site search finds of a row (its Markdown read as plain text), as this kind. */
  searchKind: SearchKind;
  searchDocument(row: Row, markdown: Markdown): SearchDocument;
}

/** One kind of entity with an image, with its add and edit form. */
export interface ImageEntityKind<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
> extends ImageEntityReader<Row, Entity> {
  /** The add and edit form: its text fields and the field of the image (spec §7). */
  form: { fields: FieldsSchema; file: string; fieldMaxBytes?: number };
  repository: ImageEntityRepository<Row, Static<FieldsSchema>>;
}

/** What the steps below reach: the engine, and the site's Markdown for the search index. */
type StepDeps = Pick<AppDeps, 'engine' | 'config'>;

/** In a change's transaction: the row's document in the search index, written again. */
export async function indexImageEntity<Row extends ImageEntityRow, Entity>(
  trx: Db,
  deps: StepDeps,
  kind: ImageEntityReader<Row, Entity>,
  row: Row,
): Promise<void> {
  await indexDocument(trx, deps, kind.searchDocument(row, await markdownFor(deps.config)));
}

/** The changes of a kind made from its form, as its routes call them (projects add case studies). */
export interface ImageEntityChanges<Entity> {
  add(deps: ServiceDeps, upload: UploadRequest): Promise<Entity>;
  edit(deps: ServiceDeps, id: string, upload: UploadRequest): Promise<Entity>;
  remove(deps: ServiceDeps, id: string, log: FastifyBaseLogger): Promise<Deleted>;
}

const missing = (kind: { subject: ImageEntitySubject }) =>
  notFound(errorMessages.notFound(kind.subject.toLowerCase()));

/** What the site search finds of every entity of a kind, hidden ones too (for the owner). */
export async function imageEntitySearchDocuments<Row extends ImageEntityRow, Entity>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityReader<Row, Entity>,
): Promise<SearchDocument[]> {
  const markdown = await markdownFor(deps.config);
  return (await kind.repository.list(deps.db, true)).map((row) =>
    kind.searchDocument(row, markdown),
  );
}

/** A row's image, as a list of none (a project imported without one) or one. */
const imageIdOf = (row: ImageEntityRow): string[] => (row.image_id ? [row.image_id] : []);

/** Rows as API entities, each with the URLs of its image's stored widths. */
export async function toEntities<Row extends ImageEntityRow, Entity>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityReader<Row, Entity>,
  rows: readonly Row[],
  owner: boolean,
): Promise<Entity[]> {
  const [images, details] = await Promise.all([
    imagesOf(deps, rows.flatMap(imageIdOf)),
    kind.detailsOf?.(deps.db, rows),
  ]);
  return rows.map((row) => ({
    ...kind.toEntity(row, images(row.image_id), owner),
    ...details?.(row),
  }));
}

/** One row as its API entity for the owner, with the URLs of its image's stored widths. */
export async function toImageEntity<Row extends ImageEntityRow, Entity>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityReader<Row, Entity>,
  row: Row,
): Promise<Entity> {
  const [entity] = await toEntities(deps, kind, [row], true);
  if (!entity) throw missing(kind);
  return entity;
}

/**
 * Every entity of a kind, in the owner's order: the ones the public sees only unless
 * `includeHidden` (the owner's list, which also carries what only the owner reads).
 */
export async function listImageEntities<Row extends ImageEntityRow, Entity>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityReader<Row, Entity>,
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
export async function listImageEntityPage<Row extends ImageEntityRow, Entity>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityReader<Row, Entity>,
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
export async function listVisibleImageEntities<Row extends ImageEntityRow, Entity>(
  deps: Pick<AppDeps, 'db' | 'config'>,
  kind: ImageEntityReader<Row, Entity>,
): Promise<Entity[]> {
  return listImageEntities(deps, kind, false);
}

// The steps of the changes below, each for a kind that adds its own steps around them (projects).

/** An add or edit form read: its text fields checked by the kind's schema, its file if one came. */
export async function readImageEntityForm<FieldsSchema extends FormSchema>(
  kind: { form: { fields: FieldsSchema } },
  upload: UploadRequest,
): Promise<{ fields: Static<FieldsSchema>; file: UploadedFile | undefined }> {
  const form = await upload.read();
  return { fields: parseFormFields(kind.form.fields, form.fields), file: form.file };
}

/** The row of an entity before a change is read for it: a 404 when there is none. */
export async function findImageEntity<Row extends ImageEntityRow, Entity>(
  deps: Pick<AppDeps, 'db'>,
  kind: ImageEntityReader<Row, Entity>,
  id: string,
): Promise<Row> {
  const row = await kind.repository.find(deps.db, id);
  if (!row) throw missing(kind);
  return row;
}

/** In a change's transaction: the row of an entity, locked until it ends; a 404 when there is none. */
export async function lockImageEntity<Row extends ImageEntityRow, Entity>(
  trx: Db,
  engine: Engine,
  kind: ImageEntityReader<Row, Entity>,
  id: string,
): Promise<Row> {
  const row = await kind.repository.findForUpdate(trx, engine, id);
  if (!row) throw missing(kind);
  return row;
}

/** In a change's transaction: a new entity, shown and first in the owner's order, and its notification. */
export async function insertImageEntity<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  trx: Db,
  deps: StepDeps,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  fields: Static<FieldsSchema>,
  imageId: string,
  now: Date,
): Promise<ContentChange<Row>> {
  const created = await kind.repository.insert(trx, {
    ...fields,
    id: newId(now.getTime()),
    image_id: imageId,
    is_active: true,
    created_at: now,
    updated_at: now,
  });
  await indexImageEntity(trx, deps, kind, created);
  return noted(
    created,
    NotificationAction.Create,
    changeMessages.created(kind.subject, created.title),
  );
}

/**
 * In a change's transaction: the locked row `current` takes the form's fields and the new image
 * if one came (the old one is then dropped); its notification.
 */
export async function updateImageEntity<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(
  trx: Db,
  deps: StepDeps,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  current: Row,
  fields: Static<FieldsSchema>,
  imageId: string | undefined,
  now: Date,
): Promise<MediaContentChange<Row>> {
  const updated = await kind.repository.update(trx, current.id, {
    ...fields,
    ...(imageId ? { image_id: imageId } : {}),
    updated_at: now,
  });
  if (!updated) throw missing(kind);
  await indexImageEntity(trx, deps, kind, updated);
  return {
    ...noted(updated, NotificationAction.Edit, changeMessages.edited(kind.subject, updated.title)),
    dropped: imageId ? imageIdOf(current) : [],
  };
}

/**
 * In a change's transaction: the row of an entity deleted, its image dropped, its search document
 * too; its notification.
 */
export async function deleteImageEntity<Row extends ImageEntityRow, Entity>(
  trx: Db,
  deps: StepDeps,
  kind: ImageEntityReader<Row, Entity>,
  id: string,
): Promise<MediaContentChange<Deleted>> {
  const row = await kind.repository.delete(trx, id);
  if (!row) throw missing(kind);
  await dropDocument(trx, deps, kind.searchKind, row.id);
  await forgetTranslations(trx, kind.searchKind, row.id);
  return {
    ...noted(
      { _id: row.id, deleted: true },
      NotificationAction.Delete,
      changeMessages.deleted(kind.subject, row.title),
    ),
    dropped: imageIdOf(row),
  };
}

/** The owner adds an entity: its form, its image, then its row and notification in one commit. */
async function addImageEntity<Row extends ImageEntityRow, FieldsSchema extends FormSchema, Entity>(
  deps: ServiceDeps,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  upload: UploadRequest,
): Promise<Entity> {
  const { fields, file } = await readImageEntityForm(kind, upload);
  if (!file) throw missingFile(kind.form.file);
  const image = await storeImage(deps, file);
  const row = await commitContentChange(
    deps,
    async (trx, now) => ({
      ...(await insertImageEntity(trx, deps, kind, fields, image.id, now)),
      dropped: [],
    }),
    { added: image, log: upload.log },
  );
  return toImageEntity(deps, kind, row);
}

/**
 * The owner edits an entity: its form, a new image if one came (else the current one stays), then
 * the row, the notification and the old image's rows in one commit; the old image's files after it.
 */
async function editImageEntity<Row extends ImageEntityRow, FieldsSchema extends FormSchema, Entity>(
  deps: ServiceDeps,
  kind: ImageEntityKind<Row, FieldsSchema, Entity>,
  id: string,
  upload: UploadRequest,
): Promise<Entity> {
  const { fields, file } = await readImageEntityForm(kind, upload);
  // An unknown id stores no image; the transaction reads the row again, locked.
  await findImageEntity(deps, kind, id);
  const image = file ? await storeImage(deps, file) : undefined;
  const row = await commitContentChange(
    deps,
    async (trx, now) => {
      const current = await lockImageEntity(trx, deps.engine, kind, id);
      return updateImageEntity(trx, deps, kind, current, fields, image?.id, now);
    },
    { added: image, log: upload.log },
  );
  return toImageEntity(deps, kind, row);
}

/** The owner deletes an entity: its row, its notification and its image's rows in one commit, the image's files after. */
async function removeImageEntity<Row extends ImageEntityRow, Entity>(
  deps: ServiceDeps,
  kind: ImageEntityReader<Row, Entity>,
  id: string,
  log: FastifyBaseLogger,
): Promise<Deleted> {
  return commitContentChange(deps, (trx) => deleteImageEntity(trx, deps, kind, id), {
    added: undefined,
    log,
  });
}

/** The changes of a kind that adds nothing to them (certificates), for its routes. */
export function imageEntityChanges<
  Row extends ImageEntityRow,
  FieldsSchema extends FormSchema,
  Entity,
>(kind: ImageEntityKind<Row, FieldsSchema, Entity>): ImageEntityChanges<Entity> {
  return {
    add: (deps, upload) => addImageEntity(deps, kind, upload),
    edit: (deps, id, upload) => editImageEntity(deps, kind, id, upload),
    remove: (deps, id, log) => removeImageEntity(deps, kind, id, log),
  };
}

/** The owner shows or hides an entity (toggles isActive). */
export async function toggleImageEntity<Row extends ImageEntityRow, Entity>(
  deps: ServiceDeps,
  kind: ImageEntityReader<Row, Entity>,
  id: string,
): Promise<Entity> {
  const row = await commitContentChange(deps, async (trx, now) => {
    const current = await lockImageEntity(trx, deps.engine, kind, id);
    if (!current.is_active && current.image_id === null) {
      throw badRequest(errorMessages.needsImage(kind.subject.toLowerCase()), [
        { field: 'image', message: 'is required before it can be shown' },
      ]);
    }
    const updated = await kind.repository.update(trx, current.id, {
      is_active: !current.is_active,
      updated_at: now,
    });
    if (!updated) throw missing(kind);
    await indexImageEntity(trx, deps, kind, updated);
    return noted(
      updated,
      NotificationAction.StatusUpdate,
      changeMessages.shownOrHidden(kind.subject, updated.title, updated.is_active),
    );
  });
  return toImageEntity(deps, kind, row);
}

/**
 * The owner puts the entities of a kind in his order: `ids` lists every one of them, hidden ones
 * too, first to last. A list that is not the stored set (an entity added or deleted since the owner
 * loaded his table) changes nothing.
 */
export async function reorderImageEntities<Row extends ImageEntityRow, Entity>(
  deps: ServiceDeps,
  kind: ImageEntityReader<Row, Entity>,
  ids: readonly string[],
): Promise<Entity[]> {
  await commitContentChange(deps, async (trx) => {
    const stored = await kind.repository.orderForUpdate(trx, deps.engine);
    const given = new Set(ids);
    if (given.size !== stored.length || stored.some((id) => !given.has(id))) {
      throw conflict(errorMessages.orderOutdated(kind.subject.toLowerCase()));
    }
    for (const [position, id] of ids.entries()) {
      await kind.repository.setPosition(trx, id, position);
    }
    return noted(undefined, NotificationAction.Edit, changeMessages.reordered(kind.subject));
  });
  return listImageEntities(deps, kind, true);
}
