import { DEFAULT_RESUME_SETTINGS, ResumeSettings } from '@portfolio/contract';
import { Value } from '@sinclair/typebox/value';
import type { Db } from '../../db/database.js';

const SETTINGS_ROW = 1;

/**
 * The owner's choice of résumé; none stored (or one this release cannot read, restored from
 * another's backup) is the default: the uploaded PDF.
 */
export async function getResumeSettings(db: Db): Promise<ResumeSettings> {
  const row = await db
    .selectFrom('resume_settings')
    .select('data')
    .where('id', '=', SETTINGS_ROW)
    .executeTakeFirst();
  if (!row) return DEFAULT_RESUME_SETTINGS;
  const stored: unknown = { ...DEFAULT_RESUME_SETTINGS, ...(JSON.parse(row.data) as object) };
  return Value.Check(ResumeSettings, stored) ? stored : DEFAULT_RESUME_SETTINGS;
}

export async function saveResumeSettings(
  db: Db,
  settings: ResumeSettings,
  now: Date,
): Promise<void> {
  const data = JSON.stringify(settings);
  await db
    .insertInto('resume_settings')
    .values({ id: SETTINGS_ROW, data, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: now }))
    .execute();
}
