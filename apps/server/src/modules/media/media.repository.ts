import type { Db } from '../../db/database.js';
import type { MediaFilesTable } from '../../db/schema.js';

export type MediaFileRow = MediaFilesTable;

export interface NewMedia {
  id: string;
  kind: 'image' | 'document' | 'icon';
  originalName: string | null;
  files: MediaFileRow[];
}

export async function insertMedia(db: Db, media: NewMedia, now: Date): Promise<void> {
  await db
    .insertInto('media')
    .values({ id: media.id, kind: media.kind, original_name: media.originalName, created_at: now })
    .execute();
  await db.insertInto('media_files').values(media.files).execute();
}

/** The media item of each stored file key given, by key. */
export async function mediaOfKeys(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('media_files')
    .select(['key', 'media_id'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((row) => [row.key, row.media_id]));
}

/** The files of each media item, by media id. */
export async function filesByMedia(
  db: Db,
  mediaIds: readonly string[],
): Promise<Map<string, MediaFileRow[]>> {
  const byMedia = new Map<string, MediaFileRow[]>();
  if (mediaIds.length === 0) return byMedia;
  const rows = await db
    .selectFrom('media_files')
    .selectAll()
    .where('media_id', 'in', [...new Set(mediaIds)])
    .execute();
  for (const row of rows) {
    const files = byMedia.get(row.media_id) ?? [];
    files.push(row);
    byMedia.set(row.media_id, files);
  }
  return byMedia;
}

/** Deletes a media item and its file rows; answers the storage keys to remove after the commit. */
export async function deleteMedia(db: Db, mediaId: string): Promise<string[]> {
  const files = await db
    .selectFrom('media_files')
    .select('key')
    .where('media_id', '=', mediaId)
    .execute();
  await db.deleteFrom('media').where('id', '=', mediaId).execute();
  return files.map((file) => file.key);
}

/** The download name of a stored document, by its key. */
export async function documentName(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('media_files')
    .innerJoin('media', 'media.id', 'media_files.media_id')
    .select('media.original_name')
    .where('media_files.key', '=', key)
    .executeTakeFirst();
  return row?.original_name ?? undefined;
}

export async function allFileKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('media_files')
    .select('key')
    .union(db.selectFrom('generated_resumes').select('file_key as key'))
    .execute();
  return new Set(rows.map((row) => row.key));
}
