import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { forUpdate } from '../../db/locks.js';
import type { CertificatesTable, ProjectsTable } from '../../db/schema.js';
import type { ImageEntityRepository, ImageEntityRow } from './image-entity.routes.js';

interface ImageTables {
  projects: ProjectsTable;
  certificates: CertificatesTable;
}
type Row<T extends keyof ImageTables> = ImageTables[T] & ImageEntityRow;

/**
 * The queries of an image entity's table. Both tables share the ImageEntityRow columns these use;
 * Kysely cannot see that through a table-name type parameter, so the builder is typed as one table.
 */
export function imageEntityRepository<T extends keyof ImageTables>(
  table: T,
): ImageEntityRepository<Row<T>> {
  const on = (db: Db) => db as unknown as Kysely<Record<'entity', ImageEntityRow>>;
  const name = table as unknown as 'entity';
  return {
    list: async (db, includeHidden) => {
      let query = on(db).selectFrom(name).selectAll();
      if (!includeHidden) query = query.where('is_active', '=', true);
      return (await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()) as Row<T>[];
    },
    find: async (db, id) =>
      (await on(db).selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst()) as
        | Row<T>
        | undefined,
    findForUpdate: async (trx, engine, id) =>
      (await on(trx)
        .selectFrom(name)
        .selectAll()
        .where('id', '=', id)
        .$call(forUpdate(engine))
        .executeTakeFirst()) as Row<T> | undefined,
    insert: async (db, row) =>
      (await on(db)
        .insertInto(name)
        .values(row)
        .returningAll()
        .executeTakeFirstOrThrow()) as Row<T>,
    update: async (db, id, changes) =>
      (await on(db)
        .updateTable(name)
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()) as Row<T> | undefined,
    delete: async (db, id) =>
      (await on(db).deleteFrom(name).where('id', '=', id).returningAll().executeTakeFirst()) as
        | Row<T>
        | undefined,
  };
}
