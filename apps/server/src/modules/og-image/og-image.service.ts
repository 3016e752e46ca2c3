import { buffer } from 'node:stream/consumers';
import { caseStudySlugOf, type OgImage, resolveTheme, type SiteTheme } from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { drawCard } from '../media/media.service.js';
import { readProfile } from '../profile/profile.service.js';
import { readSiteImages } from '../profile/site-images.service.js';
import { findCaseStudy } from '../projects/projects.service.js';
import { readTheme } from '../theme/theme.service.js';
import { ogLook } from './look.js';
import { OG_HEIGHT, OG_WIDTH, type OgSource, ogCardOf, ogDigest, ogImagePath } from './og-card.js';
import type { OgJob } from './og-render.js';

/**
 * A page's social image as its head names it: absolute, with a digest of what it shows in its URL,
 * so a change of profile, project or theme gives sharing sites a new address to fetch. Undefined
 * for a path that is no public page.
 */
export function ogImageOf(
  config: AppDeps['config'],
  pagePath: string,
  source: OgSource,
  theme: SiteTheme,
): OgImage | undefined {
  const card = ogCardOf(pagePath, source, config.publicOrigin);
  if (!card) return undefined;
  const version = ogDigest(card, ogLook(resolveTheme(theme)));
  return {
    url: `${config.publicOrigin}${ogImagePath(pagePath)}?v=${version}`,
    width: OG_WIDTH,
    height: OG_HEIGHT,
    alt: card.alt,
  };
}

/** The stored bytes of one of our media URLs, or undefined (another host, or gone). */
async function mediaBytes(deps: Pick<AppDeps, 'config' | 'storage'>, url: string | undefined) {
  const prefix = `${deps.config.mediaBaseUrl}/`;
  if (!url?.startsWith(prefix)) return undefined;
  const stored = await deps.storage.get(url.slice(prefix.length).split(/[?#]/)[0] ?? '');
  return stored ? buffer(stored.body) : undefined;
}

/**
 * Draws the social image of a public page or a visible case study as it is now: a 1200×630 PNG,
 * or undefined when the path is neither (an old slug too: its page moved).
 */
export async function drawOgImage(deps: AppDeps, pagePath: string): Promise<Buffer | undefined> {
  const slug = caseStudySlugOf(pagePath);
  const [profile, siteImages, theme, found] = await Promise.all([
    readProfile(deps),
    readSiteImages(deps),
    readTheme(deps),
    slug === undefined ? undefined : findCaseStudy(deps, slug),
  ]);
  if (slug !== undefined && !(found && 'page' in found)) return undefined;
  const project = found && 'page' in found ? found.page.project : undefined;
  const card = ogCardOf(
    pagePath,
    { profile, portrait: siteImages.portrait, project },
    deps.config.publicOrigin,
  );
  if (!card) return undefined;
  const picture = await mediaBytes(deps, card.image);
  const job: OgJob = {
    card,
    look: ogLook(resolveTheme(theme)),
    image: picture?.toString('base64'),
  };
  return drawCard(deps.images, Buffer.from(JSON.stringify(job)));
}
