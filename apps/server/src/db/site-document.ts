import type { Db } from './database.js';

/**
 * The tables that hold one JSON document of the site in a single row: the profile, the settings,
 * the theme and the languages. Each module reads and writes its own document through these two functions.
 */
export type SiteDocumentTable = 'site_profile' | 'site_settings' | 'site_theme' | 'site_languages';

const DOCUMENT_ROW = 1;

/** The stored document, parsed; undefined when none is stored yet. */
export async function readSiteDocument(db: Db, table: SiteDocumentTable): Promise<unknown> {
  const row = await db
    .selectFrom(table)
    .select('data')
    .where('id', '=', DOCUMENT_ROW)
    .executeTakeFirst();
  return row ? (JSON.parse(row.data) as unknown) : undefined;
}

/**
 * Stores the document, replacing the one stored; with `keepStored`, only when none is stored yet
 * (instances starting together store one row).
 */
export async function writeSiteDocument(
  db: Db,
  table: SiteDocumentTable,
  document: unknown,
  now: Date,
  { keepStored = false } = {},
): Promise<void> {
  const data = JSON.stringify(document);
  await db
    .insertInto(table)
    .values({ id: DOCUMENT_ROW, data, updated_at: now })
    .onConflict((oc) =>
      keepStored
        ? oc.column('id').doNothing()
        : oc.column('id').doUpdateSet({ data, updated_at: now }),
    )
    .execute();
}
