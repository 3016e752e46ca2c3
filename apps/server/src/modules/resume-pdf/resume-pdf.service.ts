import { createHash } from 'node:crypto';
import {
  changeMessages,
  ErrorCode,
  NotificationAction,
  RESUME_PDF_PATH,
  type Resume,
  type ResumeLayout,
  type ResumeSettings,
  resolveTheme,
} from '@portfolio/contract';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { commitContentChange } from '../content/content-change.js';
import { listVisibleImageEntities } from '../image-entities/image-entity.service.js';
import { type ProjectSelection, readJsonResume } from '../json-resume/json-resume.service.js';
import { projectKind } from '../projects/project.entity.js';
import { listResumes } from '../resume/resume.service.js';
import { readTheme } from '../theme/theme.service.js';
import type { ResumeJob } from './resume-draw.js';
import { resumeLook } from './resume-look.js';
import { getResumeSettings, saveResumeSettings } from './resume-settings.repository.js';

type PdfDeps = Pick<AppDeps, 'db' | 'config' | 'images'>;

/** A generated résumé: its bytes, pages and a digest of them (its URL's version). */
export interface GeneratedResume {
  pdf: Buffer;
  pages: number;
  digest: string;
}

/**
 * Sets the résumé from the site's content, in the image process: the same JSON Resume document
 * /resume.json answers (its projects the owner's choice), in the theme's accent and faces.
 */
export async function setResumePdf(
  deps: PdfDeps,
  layout: ResumeLayout,
  projects: ProjectSelection,
): Promise<GeneratedResume> {
  const [resume, theme] = await Promise.all([readJsonResume(deps, projects), readTheme(deps)]);
  const job: ResumeJob = { resume, look: resumeLook(resolveTheme(theme)), layout };
  const { pdf, pages } = await deps.images.drawResume(Buffer.from(JSON.stringify(job)));
  return { pdf, pages, digest: createHash('sha256').update(pdf).digest('base64url').slice(0, 16) };
}

const generate = (deps: PdfDeps, settings: ResumeSettings) =>
  setResumePdf(deps, { design: settings.design, pageSize: settings.pageSize }, settings.projects);

export function readResumeSettings(deps: Pick<AppDeps, 'db'>): Promise<ResumeSettings> {
  return getResumeSettings(deps.db);
}

/** The generated résumé of these settings, saved or not: the owner's preview. */
export function previewResumePdf(
  deps: PdfDeps,
  settings: ResumeSettings,
): Promise<GeneratedResume> {
  return generate(deps, settings);
}

/**
 * The owner chooses the résumé the site offers and how the generated one is made. Projects that
 * are not visible are refused (400) and nothing changes; saved, the choice is on the Resume page
 * and at /resume.pdf from the next request (kept answers are made stale).
 */
export async function replaceResumeSettings(
  deps: ServiceDeps,
  settings: ResumeSettings,
): Promise<ResumeSettings> {
  if (settings.projects !== 'featured') {
    const visible = new Set(
      (await listVisibleImageEntities(deps, projectKind)).map((project) => project._id),
    );
    const unknown = settings.projects.filter((id) => !visible.has(id));
    if (unknown.length > 0) {
      throw new AppError(
        400,
        ErrorCode.BAD_REQUEST,
        `No visible project has the id ${unknown.join(', ')}: choose among the visible projects`,
      );
    }
  }
  await commitContentChange(deps, async (trx, now) => {
    await saveResumeSettings(trx, settings, now);
    return {
      result: undefined,
      notification: {
        action: NotificationAction.Edit,
        message: changeMessages.resumeSettingsUpdated,
      },
    };
  });
  return settings;
}

/** The résumé /resume.pdf answers: the generated PDF, the uploaded one's URL, or none. */
export type CurrentResume = { generated: GeneratedResume } | { uploaded: string } | undefined;

export async function currentResume(deps: PdfDeps): Promise<CurrentResume> {
  const settings = await getResumeSettings(deps.db);
  if (settings.source === 'generated') return { generated: await generate(deps, settings) };
  const [uploaded] = await listResumes(deps);
  return uploaded ? { uploaded: uploaded.resume_file } : undefined;
}

/** The id the generated résumé is listed with on the Resume page: it has no row. */
const GENERATED_ID = '000000000000000000000000';

/**
 * The résumés the public Resume page and Home's button show: the uploaded one as the spec has it,
 * or, when the owner chose it, the generated one at /resume.pdf (its URL versioned by its bytes).
 */
export async function listPublicResumes(deps: PdfDeps & Pick<AppDeps, 'now'>): Promise<Resume[]> {
  const settings = await getResumeSettings(deps.db);
  if (settings.source === 'uploaded') return listResumes(deps);
  const { pages, digest } = await generate(deps, settings);
  const now = deps.now().toISOString();
  return [
    {
      _id: GENERATED_ID,
      resume_file: `${deps.config.publicOrigin}${RESUME_PDF_PATH}?v=${digest}`,
      pageCount: pages,
      createdAt: now,
      updatedAt: now,
    },
  ];
}
