import { DEFAULT_SETTINGS, type SiteSettings } from '@portfolio/contract';
import type { Db } from '../../db/database.js';

const SETTINGS_ROW = 1;

/** The owner's settings; a setting the stored row lacks (added by a later release) has its default. */
export async function getSettings(db: Db): Promise<SiteSettings> {
  const row = await db
    .selectFrom('site_settings')
    .select('data')
    .where('id', '=', SETTINGS_ROW)
    .executeTakeFirst();
  return row
    ? { ...DEFAULT_SETTINGS, ...(JSON.parse(row.data) as Partial<SiteSettings>) }
    : DEFAULT_SETTINGS;
}

export async function saveSettings(db: Db, settings: SiteSettings, now: Date): Promise<void> {
  const data = JSON.stringify(settings);
  await db
    .insertInto('site_settings')
    .values({ id: SETTINGS_ROW, data, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: now }))
    .execute();
}
