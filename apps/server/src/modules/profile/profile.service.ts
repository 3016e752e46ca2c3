import {
  changeMessages,
  type ErrorDetail,
  NotificationAction,
  type Profile,
  socialLinkProblem,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { commitContentChange } from '../content/content-change.js';
import { unknownIconProblems } from '../icons/icons.service.js';
import { DEFAULT_PROFILE } from './default-profile.js';
import { getProfile, saveProfile } from './profile.repository.js';

/** The site profile, as everyone sees it. */
export async function readProfile(deps: Pick<AppDeps, 'db'>): Promise<Profile> {
  return getProfile(deps.db);
}

/** The owner has put his own name in place of a new site's placeholder. */
export const isOwnProfile = (profile: Profile): boolean =>
  profile.ownerName !== DEFAULT_PROFILE.ownerName;

/** What the schema cannot say: each link's URL fits its network, each icon exists. */
async function profileProblems(profile: Profile): Promise<ErrorDetail[]> {
  const problems: ErrorDetail[] = [];
  for (const [i, link] of profile.links.entries()) {
    const problem = socialLinkProblem(link);
    if (problem) problems.push({ field: `links/${i}/${problem.field}`, message: problem.message });
  }
  return [...problems, ...(await unknownIconProblems(profile))];
}

/** The owner replaces the site profile whole; a profile with a problem changes nothing. */
export async function replaceProfile(deps: ServiceDeps, profile: Profile): Promise<Profile> {
  const problems = await profileProblems(profile);
  if (problems.length > 0) throw badRequest('The profile has invalid fields', problems);
  await commitContentChange(deps, async (trx, now) => {
    await saveProfile(trx, profile, now);
    return {
      result: undefined,
      notification: { action: NotificationAction.Edit, message: changeMessages.profileUpdated },
    };
  });
  return profile;
}

/** In an import's transaction: the profile replaced whole, as it was checked by the import. */
export async function writeProfile(trx: Db, profile: Profile, now: Date): Promise<void> {
  await saveProfile(trx, profile, now);
}
