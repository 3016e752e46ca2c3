import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Engine } from './database.js';

/** The locks each open transaction holds: a lock is taken once, however often it is asked for. */
const held = new WeakMap<Db, Set<string>>();

/**
 * Makes transactions that take the same lock run one after the other. PostgreSQL: a transaction
 * advisory lock, released at commit, taken once per transaction (an import of 2,000 posts asks
 * for it at each). SQLite: its one connection runs one transaction at a time.
 */
export async function lockFor(trx: Db, engine: Engine, name: string): Promise<void> {
  if (engine !== 'postgres') return;
  const names = held.get(trx) ?? new Set<string>();
  if (names.has(name)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
  if (trx.isTransaction) held.set(trx, names.add(name));
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
