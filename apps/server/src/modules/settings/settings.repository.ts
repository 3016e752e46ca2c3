import { DEFAULT_SETTINGS, type SiteSettings } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { readSiteDocument, writeSiteDocument } from '../../db/site-document.js';

/** The owner's settings; a setting the stored row lacks (added by a later release) has its default. */
export async function getSettings(db: Db): Promise<SiteSettings> {
  const stored = await readSiteDocument(db, 'site_settings');
  return stored ? { ...DEFAULT_SETTINGS, ...(stored as Partial<SiteSettings>) } : DEFAULT_SETTINGS;
}

export async function saveSettings(db: Db, settings: SiteSettings, now: Date): Promise<void> {
  await writeSiteDocument(db, 'site_settings', settings, now);
}
