import type { Db } from './database.js';

/**
 * The content types whose Markdown names uploaded images: each has a table of its images and the
 * column that names the owner, null until a saved item names the image.
 */
export const OWNED_MEDIA = {
  post: { table: 'post_media', owner: 'post_id' },
  caseStudy: { table: 'case_study_media', owner: 'project_id' },
} as const;

export type OwnedMedia = (typeof OWNED_MEDIA)[keyof typeof OWNED_MEDIA];

/** An image uploaded for an item, owned by none until a saved item names it. */
export async function insertOwnedMedia(
  trx: Db,
  kind: OwnedMedia,
  mediaId: string,
  now: Date,
): Promise<void> {
  await trx
    .insertInto(kind.table)
    .values({ media_id: mediaId, [kind.owner]: null, created_at: now })
    .execute();
}

/** The item takes the uploaded images it names that no item owns yet. */
export async function claimOwnedMedia(
  trx: Db,
  kind: OwnedMedia,
  ownerId: string,
  mediaIds: readonly string[],
): Promise<void> {
  if (mediaIds.length === 0) return;
  await trx
    .updateTable(kind.table)
    .set({ [kind.owner]: ownerId })
    .where('media_id', 'in', [...mediaIds])
    .where(trx.dynamic.ref(kind.owner), 'is', null)
    .execute();
}

/** The images an item owns. */
export async function ownedMedia(trx: Db, kind: OwnedMedia, ownerId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom(kind.table)
    .select('media_id')
    .where(trx.dynamic.ref(kind.owner), '=', ownerId)
    .execute();
  return rows.map((row) => row.media_id);
}

/** Uploaded images no saved item took, uploaded before `before`. */
export async function unclaimedMedia(db: Db, kind: OwnedMedia, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom(kind.table)
    .select('media_id')
    .where(db.dynamic.ref(kind.owner), 'is', null)
    .where('created_at', '<', before)
    .execute();
  return rows.map((row) => row.media_id);
}
