import { sql } from 'kysely';
import type { Db, Engine } from './database.js';

/**
 * Makes transactions that take the same lock run one after the other. PostgreSQL: a transaction
 * advisory lock, released at commit. SQLite: its one connection runs one transaction at a time.
 */
export async function lockFor(trx: Db, engine: Engine, name: string): Promise<void> {
  if (engine === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
