import { type ResumeLayout, resolveTheme } from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { type ProjectSelection, readJsonResume } from '../json-resume/json-resume.service.js';
import { readTheme } from '../theme/theme.service.js';
import type { ResumeJob } from './resume-draw.js';
import { resumeLook } from './resume-look.js';

/**
 * Sets the résumé from the site's content, in the image process: the same JSON Resume document
 * /resume.json answers (its projects the owner's choice), in the theme's accent and faces.
 */
export async function setResumePdf(
  deps: Pick<AppDeps, 'db' | 'config' | 'images'>,
  layout: ResumeLayout,
  projects: ProjectSelection,
): Promise<Buffer> {
  const [resume, theme] = await Promise.all([readJsonResume(deps, projects), readTheme(deps)]);
  const job: ResumeJob = { resume, look: resumeLook(resolveTheme(theme)), layout };
  return deps.images.drawResume(Buffer.from(JSON.stringify(job)));
}
