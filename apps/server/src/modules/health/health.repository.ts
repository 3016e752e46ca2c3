import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** One round trip to the database; throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
