import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The shared content version (PostgreSQL): one row, bumped by every change of public content. */
export async function readContentVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('content_version')
    .select('value')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .updateTable('content_version')
    .set({ value: sql`value + 1` })
    .where('id', '=', 1)
    .execute();
}
