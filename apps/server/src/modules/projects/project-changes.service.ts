import type { Deleted, Project, ProjectFields } from '@portfolio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { moveSlug, SLUG_HISTORY } from '../../db/slug-history.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { commitContentChange, commitMediaDrop } from '../content/content-change.js';
import {
  deleteImageEntity,
  findImageEntity,
  type ImageEntityChanges,
  indexImageEntity,
  insertImageEntity,
  lockImageEntity,
  readImageEntityForm,
  toImageEntity,
  updateImageEntity,
} from '../image-entities/image-entity.service.js';
import { storeImage } from '../media/media.service.js';
import { commitMediaChange, type NewMedia } from '../media/media-change.js';
import { missingFile, type UploadRequest } from '../media/upload.js';
import {
  caseStudyImagesOf,
  checkCaseStudy,
  chooseSlug,
  keepCaseStudy,
} from './case-studies.service.js';
import type { ImportedProject } from './imported-project.js';
import { projectKind } from './project.entity.js';
import { screenshotImagesOf } from './project-screenshots.service.js';
import {
  insertProjectWithoutImage,
  projectRows,
  setImageOfImagelessProject,
} from './projects.repository.js';

// A project is an entity with an image and a case study: each change below is the image-entity
// steps with the case study's around them, in the order they run.

/**
 * The owner adds a project: its form and case study checked, its image stored, then one commit:
 * its slug chosen, its row, its notification, the case study's images taken.
 */
async function addProject(deps: ServiceDeps, upload: UploadRequest): Promise<Project> {
  const { fields, file } = await readImageEntityForm(projectKind, upload);
  if (!file) throw missingFile(projectKind.form.file);
  await checkCaseStudy(deps, fields);
  const image = await storeImage(deps, file);
  const row = await commitContentChange(
    deps,
    async (trx, now) => {
      const slug = await chooseSlug(trx, deps, fields, undefined);
      const added = await insertImageEntity(
        trx,
        deps,
        projectKind,
        { ...fields, ...slug },
        image.id,
        now,
      );
      return { ...added, dropped: await keepCaseStudy(trx, deps, added.result, undefined) };
    },
    { added: image, log: upload.log },
  );
  return toImageEntity(deps, projectKind, row);
}

/**
 * The owner edits a project: its form and case study checked, a new image stored if one came,
 * then one commit: its slug (the old one kept for its redirect), its row, its notification, the
 * images it no longer shows dropped (the old image, the case study's it stopped naming).
 */
async function editProject(deps: ServiceDeps, id: string, upload: UploadRequest): Promise<Project> {
  const { fields, file } = await readImageEntityForm(projectKind, upload);
  // An unknown id stores no image; the transaction reads the row again, locked.
  await findImageEntity(deps, projectKind, id);
  await checkCaseStudy(deps, fields);
  const image = file ? await storeImage(deps, file) : undefined;
  const row = await commitContentChange(
    deps,
    async (trx, now) => {
      const current = await lockImageEntity(trx, deps.engine, projectKind, id);
      const slug = await chooseSlug(trx, deps, fields, current);
      const edited = await updateImageEntity(
        trx,
        deps,
        projectKind,
        current,
        { ...fields, ...slug },
        image?.id,
        now,
      );
      const unnamed = await keepCaseStudy(trx, deps, edited.result, current);
      return { ...edited, dropped: [...edited.dropped, ...unnamed] };
    },
    { added: image, log: upload.log },
  );
  return toImageEntity(deps, projectKind, row);
}

/**
 * The owner deletes a project: its row, its notification, its image, its case study's images and
 * its screenshots.
 */
async function removeProject(
  deps: ServiceDeps,
  id: string,
  log: FastifyBaseLogger,
): Promise<Deleted> {
  return commitMediaDrop(deps, log, async (trx) => {
    const owned = await caseStudyImagesOf(trx, id);
    const screenshots = await screenshotImagesOf(trx, id);
    const deleted = await deleteImageEntity(trx, deps, projectKind, id);
    return { ...deleted, dropped: [...deleted.dropped, ...owned, ...screenshots] };
  });
}

/** The project calls' changes from a form. */
export const projectChanges: ImageEntityChanges<Project> = {
  add: addProject,
  edit: editProject,
  remove: removeProject,
};

/**
 * In an import's transaction: projects without an image, hidden, each with the first free slug of
 * its title, each in the search index (for the owner); written last to first, as each comes first
 * in the owner's order. Answers their ids, in the order given.
 */
export async function addImportedProjects(
  trx: Db,
  deps: Pick<AppDeps, 'engine' | 'config'>,
  projects: readonly ImportedProject[],
  now: Date,
  nextId: () => string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const project of projects.toReversed()) {
    const fields = { ...project, case_study: '' };
    const slug = await chooseSlug(trx, deps, fields, undefined);
    const added = await insertProjectWithoutImage(trx, {
      ...fields,
      ...slug,
      id: nextId(),
      created_at: now,
      updated_at: now,
    });
    await indexImageEntity(trx, deps, projectKind, added);
    ids.unshift(added.id);
  }
  return ids;
}

/**
 * After an import, apart from it: an imported project gets the image made for it (its row in this
 * transaction), unless it has one by now (the owner's) or is gone; then the image is dropped in the
 * same transaction and its files after. It stays hidden: the owner shows it.
 */
export async function giveImportedProjectImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  id: string,
  image: NewMedia,
  log: FastifyBaseLogger,
): Promise<void> {
  await commitMediaChange(deps, log, image, async (trx) => {
    const given = await setImageOfImagelessProject(trx, id, image.id);
    return { result: undefined, dropped: given ? [] : [image.id] };
  });
}

/** One project as the owner's answers give it: a 404 when there is none. */
export async function ownerProject(
  deps: Pick<AppDeps, 'db' | 'config'>,
  id: string,
): Promise<Project> {
  return toImageEntity(deps, projectKind, await findImageEntity(deps, projectKind, id));
}

/** The site's projects as an import matches them: by their links, else their title. */
export async function listProjectsToMatch(
  deps: Pick<AppDeps, 'db'>,
): Promise<{ id: string; title: string; website_link: string; project_link: string }[]> {
  const rows = await projectRows.list(deps.db, true);
  return rows.map(({ id, title, website_link, project_link }) => ({
    id,
    title,
    website_link,
    project_link,
  }));
}

/**
 * In an import's transaction: projects of the site take the texts of the document's projects that
 * match them (their links, image, case study and visibility stay), in the search index too; a new
 * title moves the slug, the old one kept for its redirect.
 */
export async function updateImportedProjects(
  trx: Db,
  deps: Pick<AppDeps, 'engine' | 'config'>,
  updates: readonly {
    id: string;
    fields: Pick<ProjectFields, 'title' | 'description'> & { date: string; tags: string };
  }[],
  now: Date,
): Promise<void> {
  for (const { id, fields } of updates) {
    const current = await lockImageEntity(trx, deps.engine, projectKind, id);
    const slug = await chooseSlug(trx, deps, fields, current);
    const updated = await projectRows.update(trx, id, { ...fields, ...slug, updated_at: now });
    if (updated) await indexImageEntity(trx, deps, projectKind, updated);
    if (slug.slug) await moveSlug(trx, SLUG_HISTORY.project, id, current.slug, slug.slug, now);
  }
}
