import type { Profile } from '@portfolio/contract';
import { DEFAULT_PROFILE } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { readSiteDocument, writeSiteDocument } from '../../db/site-document.js';

/**
 * The site profile. A started site always has a row (see seedProfile); the defaults answer for a
 * database that was only migrated.
 */
export async function getProfile(db: Db): Promise<Profile> {
  const stored = await readSiteDocument(db, 'site_profile');
  return stored ? (stored as Profile) : DEFAULT_PROFILE;
}

export async function saveProfile(db: Db, profile: Profile, now: Date): Promise<void> {
  await writeSiteDocument(db, 'site_profile', profile, now);
}

/**
 * Stores the defaults on a site's first start, so what visitors see is the owner's data from then
 * on and a later release's defaults never change it. Instances starting together store one row.
 */
export async function seedProfile(db: Db, now: Date): Promise<void> {
  await writeSiteDocument(db, 'site_profile', DEFAULT_PROFILE, now, { keepStored: true });
}
