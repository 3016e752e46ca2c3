import type { Db } from '../../db/database.js';

/** The tables whose rows a public page shows, and the column that says when a row last changed. */
const CHANGED_AT = {
  site_profile: 'updated_at',
  site_images: 'updated_at',
  projects: 'updated_at',
  certificates: 'updated_at',
  quotes: 'posted_on',
  timeline_entries: 'updated_at',
  resumes: 'updated_at',
} as const;

export type ChangedTable = keyof typeof CHANGED_AT;

/**
 * When each table last changed: its latest row's time (hidden rows too: hiding one changes the
 * page), or null when it is empty. One ordered read each, not max(): the column keeps its
 * declared type, so SQLite hands a Date as PostgreSQL does (decision 003).
 */
export async function latestChanges(db: Db): Promise<Record<ChangedTable, Date | null>> {
  const tables = Object.keys(CHANGED_AT) as ChangedTable[];
  const times = await Promise.all(
    tables.map(async (table) => {
      const column = CHANGED_AT[table];
      const row = await db
        .selectFrom(table)
        .select(`${column} as at`)
        .orderBy(column, 'desc')
        .limit(1)
        .executeTakeFirst();
      return [table, (row as { at: Date } | undefined)?.at ?? null] as const;
    }),
  );
  return Object.fromEntries(times) as Record<ChangedTable, Date | null>;
}
