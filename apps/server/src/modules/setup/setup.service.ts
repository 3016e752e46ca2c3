import { linksSet, SETUP_STEPS, type SetupChecklist, type SetupStepKey } from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { isOwnProfile, readProfile } from '../profile/profile.service.js';
import { readSiteImages } from '../profile/site-images.service.js';
import { readSettings, setSetupDismissed } from '../settings/settings.service.js';
import { findSetupFacts } from './setup.repository.js';

/**
 * The first run's checklist, each step decided from the site as it is now: the owner's name and
 * portrait, a project, a resume, a theme he saved, the contact form tried (a message came) or
 * switched off, and a social link of his own (not a network's bare home page).
 */
export async function readSetupChecklist(
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<SetupChecklist> {
  const [profile, images, settings, facts] = await Promise.all([
    readProfile(deps),
    readSiteImages(deps),
    readSettings(deps),
    findSetupFacts(deps.db),
  ]);
  const done: Record<SetupStepKey, boolean> = {
    profile: isOwnProfile(profile) && images.portrait !== null,
    project: facts.project,
    resume: facts.resume,
    theme: facts.theme,
    contact: !settings.contactEnabled || facts.message,
    links: linksSet(profile.links).length > 0,
  };
  return {
    steps: SETUP_STEPS.map((step) => ({ key: step.key, done: done[step.key] })),
    dismissed: settings.setupDismissed,
  };
}

/** The owner puts the checklist away (or shows it again); answers it as it is then. */
export async function dismissSetupChecklist(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  dismissed: boolean,
): Promise<SetupChecklist> {
  await setSetupDismissed(deps, dismissed);
  return readSetupChecklist(deps);
}
