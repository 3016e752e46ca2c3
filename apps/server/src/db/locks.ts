import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Engine } from './database.js';

/**
 * Makes transactions that take the same lock run one after the other. PostgreSQL: a transaction
 * advisory lock, released at commit. SQLite: its one connection runs one transaction at a time.
 */
export async function lockFor(trx: Db, engine: Engine, name: string): Promise<void> {
  if (engine === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}

/**
 * Locks the rows a select reads until the transaction ends, so another transaction that changes
 * them waits for this one: `.$call(forUpdate(engine))`. PostgreSQL: FOR UPDATE. SQLite has no row
 * locks and needs none: its one connection runs one transaction at a time.
 */
export const forUpdate =
  (engine: Engine) =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    engine === 'postgres' ? query.forUpdate() : query;
