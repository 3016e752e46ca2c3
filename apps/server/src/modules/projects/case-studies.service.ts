import {
  caseStudyPath,
  type DocumentHeading,
  type ErrorDetail,
  type MarkdownRender,
  type ProjectFields,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import { lockFor } from '../../db/locks.js';
import { claimOwnedMedia, OWNED_MEDIA, ownedMedia } from '../../db/owned-media.js';
import { freeSlug, moveSlug, SLUG_HISTORY, slugTakenBy } from '../../db/slug-history.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { contentsHtml } from '../../lib/markdown/headings.js';
import { type Markdown, markdownFor } from '../../lib/markdown.js';
import { slugOf } from '../../lib/slug.js';
import { renderMarkdownDraft } from '../content/markdown-draft.js';
import { mediaIdsOfKeys, mediaKeysOf } from '../media/media.service.js';
import { uploadOwnedImage } from '../media/owned-images.service.js';
import type { UploadRequest } from '../media/upload.js';
import { caseStudySlugs } from './case-studies.repository.js';
import type { ProjectRow } from './projects.repository.js';

/** The storage keys of the site's own images a case study shows. */
const ownImageKeys = (markdown: Markdown, mediaBaseUrl: string, source: string): string[] =>
  mediaKeysOf(markdown.images(source), mediaBaseUrl);

const invalid = (details: ErrorDetail[]) => badRequest('The form is invalid', details);

/**
 * A case study as its page shows it: its Markdown rendered by the site's one renderer, after its
 * table of contents when it is long (`contentsHtml`), with its headings and whether it shows math.
 */
export function renderCaseStudy(
  markdown: Markdown,
  source: string,
): { html: string; headings: DocumentHeading[]; hasMath: boolean } {
  const { html, headings, hasMath } = markdown.render(source);
  return { html: contentsHtml(headings) + html, headings, hasMath };
}

/**
 * The editor's preview: a case study's Markdown drawn as its page would show it, with what a save
 * would refuse in it. Nothing is stored.
 */
export async function renderCaseStudyDraft(
  deps: Pick<AppDeps, 'config'>,
  source: string,
): Promise<MarkdownRender> {
  return renderMarkdownDraft(deps, 'case_study', source, renderCaseStudy);
}

/** A case study's Markdown, checked before anything is stored: a 400 names each problem. */
export async function checkCaseStudy(
  deps: Pick<AppDeps, 'db' | 'config'>,
  fields: Pick<ProjectFields, 'case_study'>,
): Promise<void> {
  const source = fields.case_study;
  if (!source) return;
  const markdown = await markdownFor(deps.config);
  const details = markdown.problems(source).map((message) => ({ field: 'case_study', message }));
  if (details.length === 0) {
    const keys = ownImageKeys(markdown, deps.config.mediaBaseUrl, source);
    const stored = await mediaIdsOfKeys(deps.db, keys);
    for (const key of keys.filter((candidate) => !stored.has(candidate))) {
      details.push({
        field: 'case_study',
        message: `images must be uploaded to this site: ${deps.config.mediaBaseUrl}/${key.slice(0, 80)} is not one`,
      });
    }
  }
  if (details.length > 0) throw invalid(details);
}

/**
 * In a change's transaction, before the row is written: the slug a project takes, when it takes
 * a new one. The owner's own slug if he gave one (refused when another project has or had it);
 * else the first free slug of the title, for a new project or a renamed one (the project's own
 * slugs, now or before, are free to it).
 */
export async function chooseSlug(
  trx: Db,
  deps: Pick<AppDeps, 'engine'>,
  fields: Pick<ProjectFields, 'title' | 'slug'>,
  current: ProjectRow | undefined,
): Promise<{ slug?: string }> {
  await lockFor(trx, deps.engine, 'project-slugs');
  if (fields.slug) {
    if (fields.slug === current?.slug) return {};
    if (await slugTakenBy(trx, SLUG_HISTORY.project, fields.slug, current?.id)) {
      throw invalid([{ field: 'slug', message: 'is taken by another project' }]);
    }
    return { slug: fields.slug };
  }
  const renamed = fields.title !== current?.title || fields.slug === '';
  if (current && !renamed) return {};
  const slug = await freeSlug(trx, SLUG_HISTORY.project, slugOf(fields.title), current?.id);
  return slug === current?.slug ? {} : { slug };
}

/**
 * In a change's transaction, after the row is written: an old slug is kept for its redirect, the
 * project takes the uploaded images its case study names; answers the ones it no longer names.
 */
export async function keepCaseStudy(
  trx: Db,
  deps: Pick<AppDeps, 'config' | 'now'>,
  row: ProjectRow,
  current: ProjectRow | undefined,
): Promise<string[]> {
  if (current && current.slug !== row.slug) {
    await moveSlug(trx, SLUG_HISTORY.project, row.id, current.slug, row.slug, deps.now());
  }
  const markdown = await markdownFor(deps.config);
  const named = await mediaIdsOfKeys(
    trx,
    ownImageKeys(markdown, deps.config.mediaBaseUrl, row.case_study),
  );
  const used = new Set(named.values());
  await claimOwnedMedia(trx, OWNED_MEDIA.caseStudy, row.id, [...used]);
  return (await ownedMedia(trx, OWNED_MEDIA.caseStudy, row.id)).filter(
    (mediaId) => !used.has(mediaId),
  );
}

/** In a change's transaction, before the project is deleted: the case study images that go with it. */
export const caseStudyImagesOf = (trx: Db, projectId: string): Promise<string[]> =>
  ownedMedia(trx, OWNED_MEDIA.caseStudy, projectId);

/**
 * The owner uploads an image for a case study: checked and re-encoded like every image (magic
 * bytes, widths, no metadata), kept until a saved case study names it (or a day passes).
 */
export const uploadCaseStudyImage = (deps: ServiceDeps, upload: UploadRequest, field: string) =>
  uploadOwnedImage(deps, OWNED_MEDIA.caseStudy, upload, field);

/** The case study pages the public sees, and when each project last changed: for the sitemap. */
export async function listCaseStudyPages(
  deps: Pick<AppDeps, 'db'>,
): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await caseStudySlugs(deps.db);
  return rows.map((row) => ({ path: caseStudyPath(row.slug), updatedAt: row.updated_at }));
}
