import { DEFAULT_THEME, SiteTheme } from '@portfolio/contract';
import { Value } from '@sinclair/typebox/value';
import type { Db } from '../../db/database.js';
import { readSiteDocument, writeSiteDocument } from '../../db/site-document.js';

/**
 * The site's theme; none stored is the default (Classic, nothing changed). A stored theme this
 * release cannot draw (a preset or font of another release, restored from its backup) is the
 * default too: every page is drawn from it, so it must never fail.
 */
export async function getTheme(db: Db): Promise<SiteTheme> {
  const stored = await readSiteDocument(db, 'site_theme');
  if (!stored) return DEFAULT_THEME;
  const theme: unknown = { ...DEFAULT_THEME, ...(stored as object) };
  return Value.Check(SiteTheme, theme) ? theme : DEFAULT_THEME;
}

export async function saveTheme(db: Db, theme: SiteTheme, now: Date): Promise<void> {
  await writeSiteDocument(db, 'site_theme', theme, now);
}
