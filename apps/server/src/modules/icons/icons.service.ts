import {
  type ErrorDetail,
  type IconList,
  type IconMap,
  type IconQuery,
  iconSlugsOf,
  type Profile,
} from '@portfolio/contract';
import { badRequest } from '../../errors.js';
import { findIcon, searchIcons } from './icon-set.js';

const SEARCH_LIMIT = 40;
const MAX_SLUGS = 50;

/** The admin's icon picker: the icons matching `q`, or the ones `slugs` names (unknown ones left out). */
export async function findIcons(query: IconQuery): Promise<IconList> {
  if (query.q !== undefined && query.slugs !== undefined) {
    throw badRequest('Give either q or slugs, not both', [
      { field: 'slugs', message: 'cannot be given with q' },
    ]);
  }
  if (query.q !== undefined) return searchIcons(query.q, SEARCH_LIMIT);
  const slugs = [...new Set((query.slugs ?? '').split(',').filter(Boolean))];
  if (slugs.length > MAX_SLUGS) {
    throw badRequest(`At most ${MAX_SLUGS} icons at once`, [
      { field: 'slugs', message: `must name at most ${MAX_SLUGS} icons` },
    ]);
  }
  const icons = await Promise.all(slugs.map(findIcon));
  return icons.filter((icon) => icon !== undefined);
}

/** The icons a profile's pages draw (its skills, tools and links), by slug. */
export async function iconsOfProfile(profile: Profile): Promise<IconMap> {
  const icons = await Promise.all(iconSlugsOf(profile).map(findIcon));
  return Object.fromEntries(
    icons.filter((icon) => icon !== undefined).map((icon) => [icon.slug, icon]),
  );
}

/** A problem for each skill or tool that names an icon the set does not have. */
export async function unknownIconProblems(
  profile: Pick<Profile, 'skills' | 'tools'>,
): Promise<ErrorDetail[]> {
  const problems: ErrorDetail[] = [];
  for (const list of ['skills', 'tools'] as const) {
    for (const [i, entry] of profile[list].entries()) {
      if ('icon' in entry && !(await findIcon(entry.icon))) {
        problems.push({ field: `${list}/${i}/icon`, message: `has no icon "${entry.icon}"` });
      }
    }
  }
  return problems;
}
