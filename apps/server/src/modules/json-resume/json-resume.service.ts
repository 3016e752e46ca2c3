import type { JsonResume } from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { certificateKind } from '../certificates/certificate.entity.js';
import { iconsOfProfile } from '../icons/icons.service.js';
import { listVisibleImageEntities } from '../image-entities/image-entity.service.js';
import { readProfile } from '../profile/profile.service.js';
import { projectKind } from '../projects/project.entity.js';
import { listVisibleTimeline } from '../timeline/timeline.service.js';
import { toJsonResume } from './json-resume.js';

/** The site's public content as a JSON Resume document, for other tools to read. */
export async function readJsonResume(deps: Pick<AppDeps, 'db' | 'config'>): Promise<JsonResume> {
  const [profile, timeline, projects, certificates] = await Promise.all([
    readProfile(deps),
    listVisibleTimeline(deps),
    listVisibleImageEntities(deps, projectKind),
    listVisibleImageEntities(deps, certificateKind),
  ]);
  const icons = await iconsOfProfile(profile);
  return toJsonResume({
    profile,
    timeline,
    icons,
    projects,
    certificates,
    publicOrigin: deps.config.publicOrigin,
  });
}
