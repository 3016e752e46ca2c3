import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../deps.js';
import { backgroundJob } from '../../lib/background-job.js';
import { readLanguages } from '../languages/languages.service.js';
import { currentResume, readResumeSettings } from './resume-pdf.service.js';

/** How often an instance looks whether the content moved since the résumé was last set. */
const RESUME_REFRESH_MS = 1_000;

/**
 * The generated résumé, set again in the background after a change (decision 027): each second,
 * when the content version moved, the current résumé is asked for, a look-up of its digest when
 * nothing it is set from changed, else set in the image process and kept. So the pages that link
 * it and /resume.pdf find it made, and a visitor does not wait for it; then each other
 * language's, one after the other. Only while the owner offers the generated one.
 */
export function createResumeRefresh(deps: ServiceDeps, log: Pick<FastifyBaseLogger, 'error'>) {
  let seen: number | undefined;
  return backgroundJob(
    async () => {
      const version = await deps.contentVersion.read();
      if (version === seen) return;
      if ((await readResumeSettings(deps)).source === 'generated') {
        const site = await readLanguages(deps);
        await currentResume(deps);
        for (const language of site.languages) {
          if (language !== site.defaultLanguage) await currentResume(deps, language);
        }
      }
      seen = version;
    },
    {
      delayMs: RESUME_REFRESH_MS,
      onError: (err) => log.error({ err }, 'the generated résumé could not be set'),
    },
  );
}
