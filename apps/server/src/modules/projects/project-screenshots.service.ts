import {
  changeMessages,
  errorMessages,
  NotificationAction,
  type ProjectScreenshot,
  SCREENSHOT_LIMITS,
  type ScreenshotsArrangement,
  UPLOAD_FIELDS,
} from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { badRequest, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { commitContentChange, commitMediaDrop, noted } from '../content/content-change.js';
import { findImageEntity, lockImageEntity } from '../image-entities/image-entity.service.js';
import { imagesOf, storeImages } from '../media/media.service.js';
import { missingFile, type UploadRequest } from '../media/upload.js';
import { projectKind } from './project.entity.js';
import {
  deleteScreenshot,
  insertScreenshots,
  placeScreenshot,
  type ScreenshotRow,
  screenshotRows,
} from './project-screenshots.repository.js';

// A project's screenshots: uploaded images in the owner's order, each with its alt text, shown on
// the project's case study. Every change is a change of public content (commitContentChange).

const FIELD = UPLOAD_FIELDS.screenshots;

const tooMany = (has: number) =>
  badRequest(`A project has at most ${SCREENSHOT_LIMITS.perProject} screenshots`, [
    {
      field: FIELD,
      message: `must be at most ${SCREENSHOT_LIMITS.perProject - has} more (the project has ${has})`,
    },
  ]);

const noSuchScreenshot = () => notFound(errorMessages.notFound('screenshot'));

/** Rows as the answers give them, each with its image's widths. */
async function toScreenshots(
  deps: Pick<AppDeps, 'db' | 'config'>,
  rows: readonly ScreenshotRow[],
): Promise<ProjectScreenshot[]> {
  const images = await imagesOf(
    deps,
    rows.map((row) => row.media_id),
  );
  return rows.map((row) => ({ _id: row.id, alt: row.alt, ...images(row.media_id) }));
}

/** The screenshots of a project, first to last, for the owner: a 404 when there is no such project. */
export async function listProjectScreenshots(
  deps: Pick<AppDeps, 'db' | 'config'>,
  projectId: string,
): Promise<ProjectScreenshot[]> {
  await findImageEntity(deps, projectKind, projectId);
  return toScreenshots(deps, await screenshotRows(deps.db, projectId));
}

/** A visible project's screenshots, for its case study page. */
export async function caseStudyScreenshots(
  deps: Pick<AppDeps, 'db' | 'config'>,
  projectId: string,
): Promise<ProjectScreenshot[]> {
  return toScreenshots(deps, await screenshotRows(deps.db, projectId));
}

/**
 * The owner adds screenshots to a project (one or several files of the form, up to
 * SCREENSHOT_LIMITS.perUpload): each checked and re-encoded like every image, then one commit puts
 * them after the ones it has. All or nothing: one refused file, or one too many, adds none.
 */
export async function addScreenshots(
  deps: ServiceDeps,
  projectId: string,
  upload: UploadRequest,
): Promise<ProjectScreenshot[]> {
  const { files } = await upload.read();
  if (files.length === 0) throw missingFile(FIELD);
  // An unknown project, or one already full, stores no image; the commit counts again, locked.
  await findImageEntity(deps, projectKind, projectId);
  const had = (await screenshotRows(deps.db, projectId)).length;
  if (had + files.length > SCREENSHOT_LIMITS.perProject) throw tooMany(had);
  const images = await storeImages(deps, files, upload.log);
  await commitContentChange(
    deps,
    async (trx, now) => {
      const project = await lockImageEntity(trx, deps.engine, projectKind, projectId);
      const current = await screenshotRows(trx, projectId);
      if (current.length + images.length > SCREENSHOT_LIMITS.perProject) {
        throw tooMany(current.length);
      }
      const next = current.reduce((last, row) => Math.max(last, row.position + 1), 0);
      await insertScreenshots(
        trx,
        images.map((image, index) => ({
          id: newId(now.getTime()),
          project_id: projectId,
          media_id: image.id,
          alt: '',
          position: next + index,
          created_at: now,
        })),
      );
      return {
        result: undefined,
        notification: {
          action: NotificationAction.Edit,
          message: changeMessages.screenshotsAdded(project.title, images.length),
        },
        dropped: [],
      };
    },
    { added: images, log: upload.log },
  );
  return listProjectScreenshots(deps, projectId);
}

/**
 * The owner orders a project's screenshots and sets their alt texts: the arrangement names every
 * one of them once (an id missing, repeated, or another project's is a 400 and changes nothing).
 */
export async function arrangeScreenshots(
  deps: ServiceDeps,
  projectId: string,
  { screenshots }: ScreenshotsArrangement,
): Promise<ProjectScreenshot[]> {
  await commitContentChange(deps, async (trx) => {
    const project = await lockImageEntity(trx, deps.engine, projectKind, projectId);
    const current = new Set((await screenshotRows(trx, projectId)).map((row) => row.id));
    const given = new Set(screenshots.map((shot) => shot._id));
    const same =
      given.size === screenshots.length &&
      given.size === current.size &&
      [...given].every((id) => current.has(id));
    if (!same) {
      throw badRequest('The arrangement must name every screenshot of the project once', [
        { field: 'screenshots', message: "must be the project's screenshots, each once" },
      ]);
    }
    for (const [position, shot] of screenshots.entries()) {
      await placeScreenshot(trx, projectId, shot._id, { alt: shot.alt.trim(), position });
    }
    return noted(
      undefined,
      NotificationAction.Edit,
      changeMessages.screenshotsArranged(project.title),
    );
  });
  return listProjectScreenshots(deps, projectId);
}

/** The owner deletes one screenshot of a project: its row, then its image's files. */
export async function removeScreenshot(
  deps: ServiceDeps,
  projectId: string,
  screenshotId: string,
  log: FastifyBaseLogger,
): Promise<ProjectScreenshot[]> {
  await commitMediaDrop(deps, log, async (trx) => {
    const project = await lockImageEntity(trx, deps.engine, projectKind, projectId);
    const mediaId = await deleteScreenshot(trx, projectId, screenshotId);
    if (!mediaId) throw noSuchScreenshot();
    return {
      result: undefined,
      notification: {
        action: NotificationAction.Delete,
        message: changeMessages.screenshotDeleted(project.title),
      },
      dropped: [mediaId],
    };
  });
  return listProjectScreenshots(deps, projectId);
}

/** In a change's transaction, before the project is deleted: its screenshots' images, to drop. */
export async function screenshotImagesOf(trx: Db, projectId: string): Promise<string[]> {
  return (await screenshotRows(trx, projectId)).map((row) => row.media_id);
}
