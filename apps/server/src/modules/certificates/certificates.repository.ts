import type { CertificateFields } from '@portfolio/contract';
import { type Selectable, sql } from 'kysely';
import { countOf, inWindow } from '../../db/list-window.js';
import { forUpdate } from '../../db/locks.js';
import type { CertificatesTable } from '../../db/schema.js';
import type { ImageEntityRepository } from '../image-entities/image-entity.service.js';

export type CertificateRow = Selectable<CertificatesTable>;

/** The certificates' table, for the image-entity use cases; the public sees the active ones. */
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
