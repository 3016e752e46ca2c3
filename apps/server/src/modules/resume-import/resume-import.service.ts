import {
  changeMessages,
  errorMessages,
  NotificationAction,
  type ResumeImportDocument,
  type ResumeImportPlan,
} from '@portfolio/contract';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { markdownFor } from '../../lib/markdown.js';
import { commitContentChange, noted } from '../content/content-change.js';
import { searchIcons } from '../icons/icon-set.js';
import { readProfile, writeProfile } from '../profile/profile.service.js';
import {
  addImportedProjects,
  listProjectsToMatch,
  updateImportedProjects,
} from '../projects/project-changes.service.js';
import { listTimeline, replaceTimeline } from '../timeline/timeline.service.js';
import { type ImportContent, importContent } from './resume-import.js';

/** A skill's icon: the one whose title is its name, case aside ('Node.js', 'rust'). */
async function iconNamed(name: string): Promise<string | undefined> {
  const wanted = name.toLowerCase();
  const found = await searchIcons(name, 10);
  return found.find((icon) => icon.title.toLowerCase() === wanted)?.slug;
}

/** What the document writes, checked whole: a 400 names every problem by its path. */
async function readDocument(
  deps: Pick<AppDeps, 'db' | 'config'>,
  document: ResumeImportDocument,
): Promise<ImportContent> {
  const [profile, timeline, projects] = await Promise.all([
    readProfile(deps),
    listTimeline(deps, true),
    listProjectsToMatch(deps),
  ]);
  const timelineTitles = timeline.map((row) => `${row.role} – ${row.organisation}`);
  const { content, problems } = await importContent(
    document,
    { profile, timelineTitles, projects },
    iconNamed,
    await markdownFor(deps.config),
  );
  if (problems.length > 0) throw badRequest(errorMessages.invalidRequest, problems);
  return content;
}

/** The owner's preview: what importing the document would add, replace and leave. Changes nothing. */
export async function previewResumeImport(
  deps: Pick<AppDeps, 'db' | 'config'>,
  document: ResumeImportDocument,
): Promise<ResumeImportPlan> {
  return { changes: (await readDocument(deps, document)).changes };
}

/**
 * The owner imports the document: the profile replaced, the timeline replaced whole, the projects
 * the site has updated and the others added hidden without an image, one notification, in one
 * transaction; nothing if any step fails.
 */
export async function importResume(
  deps: ServiceDeps,
  document: ResumeImportDocument,
): Promise<ResumeImportPlan> {
  const content = await readDocument(deps, document);
  await commitContentChange(deps, async (trx, now) => {
    let tick = now.getTime();
    // Each new row its own id, in the order they are written.
    const nextId = () => newId(tick++);
    await writeProfile(trx, deps, content.profile, now);
    await replaceTimeline(trx, deps, content.timeline, now, nextId);
    await updateImportedProjects(trx, deps, content.updatedProjects, now);
    await addImportedProjects(trx, deps, content.projects, now, nextId);
    const projects = content.projects.length + content.updatedProjects.length;
    return noted(
      undefined,
      NotificationAction.Edit,
      changeMessages.resumeImported(content.timeline.length, projects),
    );
  });
  return { changes: content.changes };
}
