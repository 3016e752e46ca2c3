import type { Profile } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { DEFAULT_PROFILE } from './default-profile.js';

const PROFILE_ROW = 1;

/**
 * The site profile. A started site always has a row (see seedProfile); the defaults answer for a
 * database that was only migrated.
 */
export async function getProfile(db: Db): Promise<Profile> {
  const row = await db
    .selectFrom('site_profile')
    .select('data')
    .where('id', '=', PROFILE_ROW)
    .executeTakeFirst();
  return row ? (JSON.parse(row.data) as Profile) : DEFAULT_PROFILE;
}

export async function saveProfile(db: Db, profile: Profile, now: Date): Promise<void> {
  const data = JSON.stringify(profile);
  await db
    .insertInto('site_profile')
    .values({ id: PROFILE_ROW, data, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: now }))
    .execute();
}

/**
 * Stores the defaults on a site's first start, so what visitors see is the owner's data from then
 * on and a later release's defaults never change it. Instances starting together store one row.
 */
export async function seedProfile(db: Db, now: Date): Promise<void> {
  await db
    .insertInto('site_profile')
    .values({ id: PROFILE_ROW, data: JSON.stringify(DEFAULT_PROFILE), updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
