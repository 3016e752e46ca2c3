import { DEFAULT_THEME, SiteTheme } from '@portfolio/contract';
import { Value } from '@sinclair/typebox/value';
import type { Db } from '../../db/database.js';

const THEME_ROW = 1;

/**
 * The site's theme; none stored is the default (Classic, nothing changed). A stored theme this
 * release cannot draw (a preset or font of another release, restored from its backup) is the
 * default too: every page is drawn from it, so it must never fail.
 */
export async function getTheme(db: Db): Promise<SiteTheme> {
  const row = await db
    .selectFrom('site_theme')
    .select('data')
    .where('id', '=', THEME_ROW)
    .executeTakeFirst();
  if (!row) return DEFAULT_THEME;
  const stored: unknown = { ...DEFAULT_THEME, ...(JSON.parse(row.data) as object) };
  return Value.Check(SiteTheme, stored) ? stored : DEFAULT_THEME;
}

export async function saveTheme(db: Db, theme: SiteTheme, now: Date): Promise<void> {
  const data = JSON.stringify(theme);
  await db
    .insertInto('site_theme')
    .values({ id: THEME_ROW, data, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: now }))
    .execute();
}
