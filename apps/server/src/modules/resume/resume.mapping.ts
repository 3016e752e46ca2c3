import type { Resume } from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { filesByMedia } from '../media/media.repository.js';
import { mediaUrl } from '../media/media.service.js';
import type { ResumeRow } from './resume.repository.js';

/** Rows as API resumes, each with the URL of its PDF. */
export async function toResumes(
  db: Db,
  mediaBaseUrl: string,
  rows: readonly ResumeRow[],
): Promise<Resume[]> {
  const files = await filesByMedia(
    db,
    rows.map((row) => row.file_id),
  );
  return rows.map((row) => ({
    _id: row.id,
    resume_file: mediaUrl(mediaBaseUrl, files.get(row.file_id)?.[0]?.key ?? ''),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}
