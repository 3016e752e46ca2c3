import { type JsonResume, languagePrefix, type Project } from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { certificateKind } from '../certificates/certificate.entity.js';
import { iconsOfProfile } from '../icons/icons.service.js';
import { listVisibleImageEntities } from '../image-entities/image-entity.service.js';
import { readProfile } from '../profile/profile.service.js';
import { projectKind } from '../projects/project.entity.js';
import { listVisibleTimeline } from '../timeline/timeline.service.js';
import { translateResumeContent } from '../translations/translated-pages.service.js';
import { toJsonResume } from './json-resume.js';

/**
 * Which visible projects a résumé lists: all of them (the JSON export), the featured ones, or
 * those of these ids (in the site's order).
 */
type ProjectSelection = 'all' | 'featured' | readonly string[];

function selected(projects: Project[], selection: ProjectSelection): Project[] {
  if (selection === 'all') return projects;
  if (selection === 'featured') return projects.filter((project) => project.featured);
  return projects.filter((project) => selection.includes(project._id));
}

/**
 * The site's public content as a JSON Resume document, for other tools to read; the generated
 * PDF résumé is set from the same document (modules/resume-pdf), its projects the owner's choice;
 * in another of the site's languages than the default, with the owner's texts in it.
 */
export async function readJsonResume(
  deps: Pick<AppDeps, 'db' | 'config'>,
  projectSelection: ProjectSelection = 'all',
  language?: string,
): Promise<JsonResume> {
  const [stored, timeline, projects, certificates] = await Promise.all([
    readProfile(deps),
    listVisibleTimeline(deps),
    listVisibleImageEntities(deps, projectKind),
    listVisibleImageEntities(deps, certificateKind),
  ]);
  const content = { profile: stored, timeline, projects, certificates };
  const { profile, ...lists } =
    language === undefined ? content : await translateResumeContent(deps, content, language);
  const icons = await iconsOfProfile(profile);
  return toJsonResume({
    profile,
    timeline: lists.timeline,
    icons,
    projects: selected(lists.projects, projectSelection),
    certificates: lists.certificates,
    publicOrigin: deps.config.publicOrigin,
    ...(language === undefined ? {} : { prefix: `/${languagePrefix(language)}` }),
  });
}
