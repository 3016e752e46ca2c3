import type { CertificateFields, ProjectFields } from '@portfolio/contract';
import {
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type Updateable,
} from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import { forUpdate } from '../../db/locks.js';
import type { CertificatesTable, Database, ProjectsTable } from '../../db/schema.js';

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

/** A page of a list: how many rows, after how many. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/** The rows of a page, or all of them. */
const inWindow =
  (window: RowWindow | undefined) =>
  <Query extends { limit(n: number): Query; offset(n: number): Query }>(query: Query): Query =>
    window ? query.limit(window.limit).offset(window.offset) : query;

/** The queries of one entity's table; `Fields` are the text fields of its form. */
export interface ImageEntityRepository<Row extends ImageEntityRow, Fields> {
  /**
   * In the owner's order (featured projects first): the active ones only unless `includeHidden`;
   * all of them, or the window of them a page asks for.
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
  /** A new row comes first in the owner's order. */
  insert(db: Db, row: Fields & NewImageEntity): Promise<Row>;
  /** An edit sets the form's fields too; a status change does not. */
  update(
    db: Db,
    id: string,
    changes: ImageEntityChange | (Fields & ImageEntityChange),
  ): Promise<Row | undefined>;
  delete(db: Db, id: string): Promise<Row | undefined>;
}

// Kysely checks a query against its table only when the table is named by a literal, not by a
// type parameter: so each table has its queries written out, and the service is the generic part.

export type ProjectRow = Selectable<ProjectsTable>;

/**
 * The projects the public sees: active and with an image (one imported without an image is never
 * the public's, whatever its status); with a tag, only those that have it. Tags are joined by
 * commas and hold no `%` or `_` (PROJECT_TAG_PATTERN), so `like` matches one whole tag.
 */
export const publicProjects = (db: Db, tag?: string) =>
  db
    .selectFrom('projects')
    .where('is_active', '=', true)
    .where('image_id', 'is not', null)
    .$if(tag !== undefined, (query) =>
      query.where(sql<string>`',' || tags || ','`, 'like', `%,${tag},%`),
    );

/** The owner's order of projects: featured first, then by position, the newest first. */
export const inProjectOrder = <Query extends SelectQueryBuilder<Database, 'projects', object>>(
  query: Query,
): Query =>
  query
    .orderBy('featured', 'desc')
    .orderBy('position')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc') as Query;

/** How many rows a query selects. */
export const countOf = async <Table extends keyof Database>(
  query: SelectQueryBuilder<Database, Table, object>,
): Promise<number> =>
  Number(
    (await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count,
  );

export const projectRows: ImageEntityRepository<ProjectRow, ProjectFields> = {
  list: (db, includeHidden, window) =>
    (includeHidden ? db.selectFrom('projects') : publicProjects(db))
      .selectAll()
      .$call(inProjectOrder)
      .$call(inWindow(window))
      .execute(),
  count: async (db, includeHidden) =>
    countOf(includeHidden ? db.selectFrom('projects') : publicProjects(db)),
  orderForUpdate: async (trx, engine) =>
    (
      await trx
        .selectFrom('projects')
        .select('id')
        .$call(inProjectOrder)
        .$call(forUpdate(engine))
        .execute()
    ).map((row) => row.id),
  setPosition: async (trx, id, position) => {
    await trx.updateTable('projects').set({ position }).where('id', '=', id).execute();
  },
  find: (db, id) => db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst(),
  findForUpdate: (trx, engine, id) =>
    trx
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', id)
      .$call(forUpdate(engine))
      .executeTakeFirst(),
  insert: (db, row) =>
    db
      .insertInto('projects')
      .values({
        ...row,
        position: sql<number>`(select coalesce(min(position), 0) - 1 from projects)`,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  update: (db, id, changes) =>
    db.updateTable('projects').set(changes).where('id', '=', id).returningAll().executeTakeFirst(),
  delete: (db, id) =>
    db.deleteFrom('projects').where('id', '=', id).returningAll().executeTakeFirst(),
};

export type CertificateRow = Selectable<CertificatesTable>;

export const certificateRows: ImageEntityRepository<CertificateRow, CertificateFields> = {
  list: (db, includeHidden, window) =>
    db
      .selectFrom('certificates')
      .selectAll()
      .$if(!includeHidden, (query) => query.where('is_active', '=', true))
      .orderBy('position')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .$call(inWindow(window))
      .execute(),
  count: (db, includeHidden) =>
    countOf(
      db
        .selectFrom('certificates')
        .$if(!includeHidden, (query) => query.where('is_active', '=', true)),
    ),
  orderForUpdate: async (trx, engine) =>
    (
      await trx
        .selectFrom('certificates')
        .select('id')
        .orderBy('position')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .$call(forUpdate(engine))
        .execute()
    ).map((row) => row.id),
  setPosition: async (trx, id, position) => {
    await trx.updateTable('certificates').set({ position }).where('id', '=', id).execute();
  },
  find: (db, id) =>
    db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst(),
  findForUpdate: (trx, engine, id) =>
    trx
      .selectFrom('certificates')
      .selectAll()
      .where('id', '=', id)
      .$call(forUpdate(engine))
      .executeTakeFirst(),
  insert: (db, row) =>
    db
      .insertInto('certificates')
      .values({
        ...row,
        position: sql<number>`(select coalesce(min(position), 0) - 1 from certificates)`,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  update: (db, id, changes) =>
    db
      .updateTable('certificates')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  delete: (db, id) =>
    db.deleteFrom('certificates').where('id', '=', id).returningAll().executeTakeFirst(),
};
