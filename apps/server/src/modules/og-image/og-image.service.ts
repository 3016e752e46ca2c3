import { buffer } from 'node:stream/consumers';
import { type OgImage, resolveTheme, type SiteTheme } from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { scriptOf } from '../../lib/language-script.js';
import { drawCard } from '../media/media.service.js';
import { type OgLook, ogLook, withScriptFaces } from './look.js';
import {
  OG_HEIGHT,
  OG_WIDTH,
  type OgCard,
  type OgSource,
  ogCardOf,
  ogDigest,
  ogImagePath,
} from './og-card.js';
import type { OgJob } from './og-render.js';

export { type OgSource, type OgSubject, pagePathOfImage } from './og-card.js';

/**
 * The language of a page's image on a site of several: its card's words and direction, and its
 * address at the language's prefix unless it is the default.
 */
export interface OgLanguage {
  language: string;
  defaultLanguage: string;
}

/**
 * A card's look: the theme's, with the faces of the scripts its texts need (Arabic, Hebrew), the
 * Han of its language's own forms first.
 */
function lookOf(theme: SiteTheme, card: OgCard, language: string | undefined): OgLook {
  return withScriptFaces(
    ogLook(resolveTheme(theme)),
    `${card.eyebrow} ${card.title} ${card.subtitle} ${card.footer}`,
    { script: language === undefined ? undefined : scriptOf(language)?.code },
  );
}

const cardOf = (
  config: AppDeps['config'],
  pagePath: string,
  source: OgSource,
  language: OgLanguage | undefined,
) => ogCardOf(pagePath, source, config.publicOrigin, language?.language);

/**
 * A page's social image as its head names it: absolute, with a digest of what it shows in its URL,
 * so a change of profile, project or theme gives sharing sites a new address to fetch; in the
 * page's language (at its prefix: /pt/og/home.png). Undefined for a path that is no public page.
 */
export function ogImageOf(
  config: AppDeps['config'],
  pagePath: string,
  source: OgSource,
  theme: SiteTheme,
  language?: OgLanguage,
): OgImage | undefined {
  const card = cardOf(config, pagePath, source, language);
  if (!card) return undefined;
  const version = ogDigest(card, lookOf(theme, card, language?.language));
  const prefixed =
    language && language.language !== language.defaultLanguage ? language.language : undefined;
  return {
    url: `${config.publicOrigin}${ogImagePath(pagePath, prefixed)}?v=${version}`,
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
 * Draws the social image of a public page from what it shows (render/page-data.ts reads it), in
 * its language: a 1200×630 PNG, or undefined when the path is no public page.
 */
export async function drawOgImage(
  deps: AppDeps,
  pagePath: string,
  source: OgSource,
  theme: SiteTheme,
  language?: OgLanguage,
): Promise<Buffer | undefined> {
  const card = cardOf(deps.config, pagePath, source, language);
  if (!card) return undefined;
  const picture = await mediaBytes(deps, card.image);
  const job: OgJob = {
    card,
    look: lookOf(theme, card, language?.language),
    image: picture?.toString('base64'),
  };
  return drawCard(deps.images, Buffer.from(JSON.stringify(job)));
}

/**
 * A card in the site's look with texts only, for something that has no picture of its own (a
 * project imported from a forge): the 1200×630 PNG the social images are, the site's host at its
 * foot, drawn in the image process.
 */
export async function drawTextCard(
  deps: Pick<AppDeps, 'config' | 'images'>,
  theme: SiteTheme,
  texts: Pick<OgCard, 'eyebrow' | 'title' | 'subtitle'>,
): Promise<Buffer> {
  const card: OgCard = {
    ...texts,
    footer: new URL(deps.config.publicOrigin).host,
    image: undefined,
    round: false,
    alt: texts.title,
  };
  const job: OgJob = { card, look: lookOf(theme, card, undefined) };
  return drawCard(deps.images, Buffer.from(JSON.stringify(job)));
}
