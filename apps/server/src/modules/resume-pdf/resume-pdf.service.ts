import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  changeMessages,
  directionOf,
  drawnWords,
  drawsInEnglish,
  ErrorCode,
  languagePrefix,
  NotificationAction,
  RESUME_PDF_PATH,
  type Resume,
  type ResumeSettings,
  resolveTheme,
} from '@portfolio/contract';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { oneFlight } from '../../lib/one-flight.js';
import { commitContentChange, noted } from '../content/content-change.js';
import { listVisibleImageEntities } from '../image-entities/image-entity.service.js';
import { readJsonResume } from '../json-resume/json-resume.service.js';
import { readLanguages } from '../languages/languages.service.js';
import { projectKind } from '../projects/project.entity.js';
import { listResumes } from '../resume/resume.service.js';
import { readTheme } from '../theme/theme.service.js';
import {
  dropGeneratedResumesBut,
  findGeneratedResume,
  keepGeneratedResume,
} from './generated-resume.repository.js';
import type { ResumeJob } from './resume-draw.js';
import { resumeLook } from './resume-look.js';
import { getResumeSettings, saveResumeSettings } from './resume-settings.repository.js';
import { dateWordsOf } from './resume-text.js';

type PdfDeps = Pick<AppDeps, 'db' | 'config' | 'images'>;
type KeptPdfDeps = PdfDeps & Pick<AppDeps, 'storage' | 'now'>;

/** A generated résumé: its bytes and pages, and the digest of what it was set from. */
export interface GeneratedResume {
  pdf: Buffer;
  pages: number;
  digest: string;
}

/**
 * The job of a résumé: the JSON Resume document, the theme's look, the layout; and its digest. In
 * another language than the site's default (`language`), the document in the owner's texts of that
 * language, with the language, its direction and its words; the default's in its language's words
 * when it is not drawn in English's (a site in Portuguese first), else as it was before languages.
 */
async function resumeJob(
  deps: Pick<AppDeps, 'db' | 'config'>,
  settings: ResumeSettings,
  language?: string,
) {
  const [resume, theme, site] = await Promise.all([
    readJsonResume(deps, settings.projects, language),
    readTheme(deps),
    language === undefined ? readLanguages(deps) : undefined,
  ]);
  const drawnIn =
    language ?? (site && !drawsInEnglish(site.defaultLanguage) ? site.defaultLanguage : undefined);
  const drawn =
    drawnIn === undefined ? undefined : { language: drawnIn, words: drawnWords(drawnIn) };
  const printed = JSON.stringify({ resume, words: drawn?.words });
  const job: ResumeJob = {
    resume,
    look: resumeLook(resolveTheme(theme), {
      text: drawn
        ? `${printed} ${dateWordsOf({ language: drawn.language, present: drawn.words.present })}`
        : printed,
      language: drawn?.language,
    }),
    layout: { design: settings.design, pageSize: settings.pageSize },
    ...(drawn
      ? { language: drawn.language, dir: directionOf(drawn.language), words: drawn.words }
      : {}),
  };
  const bytes = Buffer.from(JSON.stringify(job));
  return { bytes, digest: createHash('sha256').update(bytes).digest('hex').slice(0, 32) };
}

/**
 * Sets the résumé from the site's content, in the image process: the same JSON Resume document
 * /resume.json answers (its projects the owner's choice), in the theme's accent and faces. Kept
 * nowhere: the owner's preview of settings saved or not.
 */
export async function setResumePdf(
  deps: PdfDeps,
  settings: ResumeSettings,
): Promise<GeneratedResume> {
  const { bytes, digest } = await resumeJob(deps, settings);
  const { pdf, pages } = await deps.images.drawResume(bytes);
  return { pdf, pages, digest };
}

/** Per storage, the settings of a résumé in flight: one for every caller that wants that job. */
const setting = new WeakMap<object, ReturnType<typeof oneFlight<GeneratedResume>>>();

/**
 * The site's generated résumé (in another language than the default: `language`): the file kept
 * for what it is set from now (a file read), or set again, stored and kept when the content, the
 * theme or the settings changed (the same language's previous file removed; one that cannot be is
 * left to the start-up sweep). Each language's files are under its prefix. The requests and the
 * background refresh that want the same job while it is set share that one setting, so it is set
 * once and every caller answers the bytes that are stored.
 */
async function generatedResume(
  deps: KeptPdfDeps,
  settings: ResumeSettings,
  language?: string,
): Promise<GeneratedResume> {
  const job = await resumeJob(deps, settings, language);
  let once = setting.get(deps.storage);
  if (!once) {
    once = oneFlight<GeneratedResume>();
    setting.set(deps.storage, once);
  }
  return once(job.digest, () => keptOrSet(deps, job, language));
}

async function keptOrSet(
  deps: KeptPdfDeps,
  { bytes, digest }: { bytes: Buffer; digest: string },
  language: string | undefined,
): Promise<GeneratedResume> {
  const kept = await findGeneratedResume(deps.db, digest);
  const stored = kept && (await deps.storage.get(kept.file_key));
  if (kept && stored) return { pdf: await buffer(stored.body), pages: kept.pages, digest };
  const { pdf, pages } = await deps.images.drawResume(bytes);
  const folder = language === undefined ? 'resumes/' : `resumes/${languagePrefix(language)}/`;
  const fileKey = `${folder}generated-${digest}.pdf`;
  await deps.storage.put(fileKey, pdf, 'application/pdf');
  await keepGeneratedResume(deps.db, { digest, file_key: fileKey, pages, created_at: deps.now() });
  const dropped = await dropGeneratedResumesBut(deps.db, digest, `${folder}generated-`);
  await Promise.allSettled(dropped.map((key) => deps.storage.delete(key)));
  return { pdf, pages, digest };
}

export function readResumeSettings(deps: Pick<AppDeps, 'db'>): Promise<ResumeSettings> {
  return getResumeSettings(deps.db);
}

/**
 * The owner chooses the résumé the site offers and how the generated one is made. Projects that
 * are not visible are refused (400) and nothing changes; saved, the choice is on the Resume page
 * and at /resume.pdf from the next request (kept answers are made stale). A generated résumé is
 * set and stored now, so that no visitor waits for it.
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
    return noted(undefined, NotificationAction.Edit, changeMessages.resumeSettingsUpdated);
  });
  if (settings.source === 'generated') await generatedResume(deps, settings);
  return settings;
}

/**
 * The résumé /resume.pdf answers (and /<prefix>/resume.pdf in another language than the default):
 * the generated PDF, the uploaded one's URL, or none.
 */
export type CurrentResume = { generated: GeneratedResume } | { uploaded: string } | undefined;

export async function currentResume(deps: KeptPdfDeps, language?: string): Promise<CurrentResume> {
  const settings = await getResumeSettings(deps.db);
  if (settings.source === 'generated') {
    return { generated: await generatedResume(deps, settings, language) };
  }
  const [uploaded] = await listResumes(deps);
  return uploaded ? { uploaded: uploaded.resume_file } : undefined;
}

/** The id the generated résumé is listed with on the Resume page: it has no row. */
const GENERATED_ID = '000000000000000000000000';

/**
 * The résumés the public Resume page and Home's button show: the uploaded one as the spec has it,
 * or, when the owner chose it, the generated one at /resume.pdf (its URL versioned by its bytes);
 * a page in another language than the default offers its language's, at /<prefix>/resume.pdf.
 */
export async function listPublicResumes(deps: KeptPdfDeps, language?: string): Promise<Resume[]> {
  const settings = await getResumeSettings(deps.db);
  if (settings.source === 'uploaded') return listResumes(deps);
  const { pages, digest } = await generatedResume(deps, settings, language);
  const now = deps.now().toISOString();
  const prefix = language === undefined ? '' : `/${languagePrefix(language)}`;
  return [
    {
      _id: GENERATED_ID,
      resume_file: `${deps.config.publicOrigin}${prefix}${RESUME_PDF_PATH}?v=${digest}`,
      pageCount: pages,
      createdAt: now,
      updatedAt: now,
    },
  ];
}
