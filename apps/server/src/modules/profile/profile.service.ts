import {
  changeMessages,
  DEFAULT_PROFILE,
  type ErrorDetail,
  NotificationAction,
  type Profile,
  publicPath,
  socialLinkProblem,
} from '@portfolio/contract';
import type { Db } from '../../db/database.js';
import type { AppDeps, ServiceDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { commitContentChange, noted } from '../content/content-change.js';
import { iconsOfProfile, unknownIconProblems } from '../icons/icons.service.js';
import { replaceDocuments, type SearchDocument } from '../search/search.service.js';
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

/**
 * What the site search finds of the profile: each skill and tool by its name (an icon's title),
 * once, on About; always public.
 */
async function skillDocuments(profile: Profile): Promise<SearchDocument[]> {
  const icons = await iconsOfProfile(profile);
  const names = new Map<string, { name: string; text: boolean }>();
  for (const entry of [...profile.skills, ...profile.tools]) {
    const name = 'icon' in entry ? (icons[entry.icon]?.title ?? entry.icon) : entry.text;
    if (!names.has(name.toLowerCase()))
      names.set(name.toLowerCase(), { name, text: 'text' in entry });
  }
  // A text's label is translated (its id is the text); an icon's title is a name.
  return [...names].map(([key, { name, text }]) => ({
    kind: 'skill',
    refId: key,
    title: name,
    tags: [],
    body: '',
    url: publicPath('about'),
    date: '',
    publicFrom: new Date(0),
    ...(text ? { texts: { id: name, fields: { label: name } } } : {}),
  }));
}

/** In a change's transaction: the profile saved, and its skills in the search index. */
async function storeProfile(
  trx: Db,
  deps: Pick<AppDeps, 'engine' | 'config'>,
  profile: Profile,
  now: Date,
): Promise<void> {
  await saveProfile(trx, profile, now);
  await replaceDocuments(trx, deps, 'skill', await skillDocuments(profile));
}

/** What the site search finds of the stored profile: its skills and tools. */
export async function profileSearchDocuments(deps: Pick<AppDeps, 'db'>): Promise<SearchDocument[]> {
  return skillDocuments(await readProfile(deps));
}

/** The owner replaces the site profile whole; a profile with a problem changes nothing. */
export async function replaceProfile(deps: ServiceDeps, profile: Profile): Promise<Profile> {
  const problems = await profileProblems(profile);
  if (problems.length > 0) throw badRequest('The profile has invalid fields', problems);
  await commitContentChange(deps, async (trx, now) => {
    await storeProfile(trx, deps, profile, now);
    return noted(undefined, NotificationAction.Edit, changeMessages.profileUpdated);
  });
  return profile;
}

/** In an import's transaction: the profile replaced whole, as it was checked by the import. */
export async function writeProfile(
  trx: Db,
  deps: Pick<AppDeps, 'engine' | 'config'>,
  profile: Profile,
  now: Date,
): Promise<void> {
  await storeProfile(trx, deps, profile, now);
}
