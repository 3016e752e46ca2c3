import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type ScreenshotsTable = Database['project_screenshots'];
export type ScreenshotRow = Selectable<ScreenshotsTable>;

/** A project's screenshots, first to last. */
export async function screenshotRows(db: Db, projectId: string): Promise<ScreenshotRow[]> {
  return db
    .selectFrom('project_screenshots')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** New screenshots of a project, after the ones it has (their positions given). */
export async function insertScreenshots(
  trx: Db,
  rows: readonly Insertable<ScreenshotsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('project_screenshots')
    .values([...rows])
    .execute();
}

/** One screenshot of a project takes its place and alt text. */
export async function placeScreenshot(
  trx: Db,
  projectId: string,
  id: string,
  changes: { alt: string; position: number },
): Promise<void> {
  await trx
    .updateTable('project_screenshots')
    .set(changes)
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .execute();
}

/** Deletes one screenshot of a project; answers its image, or undefined when it has none such. */
export async function deleteScreenshot(
  trx: Db,
  projectId: string,
  id: string,
): Promise<string | undefined> {
  const row = await trx
    .deleteFrom('project_screenshots')
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .returning('media_id')
    .executeTakeFirst();
  return row?.media_id;
}
