import type { Db } from '../../db/database.js';
import type { QuotesTable } from '../../db/schema.js';

export type QuoteRow = QuotesTable;

/** Newest first; the public sees only the active one. */
export async function findQuotes(db: Db, includeHidden: boolean): Promise<QuoteRow[]> {
  let query = db.selectFrom('quotes').selectAll();
  if (!includeHidden) query = query.where('is_active', '=', true);
  return query.orderBy('posted_on', 'desc').orderBy('id', 'desc').execute();
}

export async function findQuote(db: Db, id: string): Promise<QuoteRow | undefined> {
  return db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Hides every active quote but `exceptId`. */
export async function hideOtherQuotes(db: Db, exceptId?: string): Promise<void> {
  let query = db.updateTable('quotes').set({ is_active: false }).where('is_active', '=', true);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}

export async function insertQuote(db: Db, row: QuoteRow): Promise<QuoteRow> {
  return db.insertInto('quotes').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function setQuoteActive(
  db: Db,
  id: string,
  isActive: boolean,
): Promise<QuoteRow | undefined> {
  return db
    .updateTable('quotes')
    .set({ is_active: isActive })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteQuote(db: Db, id: string): Promise<QuoteRow | undefined> {
  return db.deleteFrom('quotes').where('id', '=', id).returningAll().executeTakeFirst();
}
