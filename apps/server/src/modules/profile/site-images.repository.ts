import type { Db } from '../../db/database.js';
import type { SiteImagesTable } from '../../db/schema.js';

/** The site's own images: one media item per slot. */
export type SiteImageSlot = 'portrait' | 'icon';

export type SiteImageRow = SiteImagesTable;

export async function findSiteImages(db: Db): Promise<SiteImageRow[]> {
  return db.selectFrom('site_images').selectAll().execute();
}

export async function findSiteImage(
  db: Db,
  slot: SiteImageSlot,
): Promise<SiteImageRow | undefined> {
  return db.selectFrom('site_images').selectAll().where('slot', '=', slot).executeTakeFirst();
}

/** Points a slot at a media item, whether the slot had one or not. */
export async function putSiteImage(
  db: Db,
  slot: SiteImageSlot,
  mediaId: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('site_images')
    .values({ slot, media_id: mediaId, updated_at: now })
    .onConflict((oc) => oc.column('slot').doUpdateSet({ media_id: mediaId, updated_at: now }))
    .execute();
}

/** Empties a slot; answers the media item it held, if any. */
export async function deleteSiteImage(
  db: Db,
  slot: SiteImageSlot,
): Promise<SiteImageRow | undefined> {
  return db.deleteFrom('site_images').where('slot', '=', slot).returningAll().executeTakeFirst();
}
