import { createHash } from 'node:crypto';
import {
  directionOf,
  drawnWords,
  fillWords,
  findPublicPage,
  languagePrefix,
  matchParamPage,
  type Portrait,
  type Profile,
  paramPagePath,
} from '@portfolio/contract';
import { couldBeSlug } from '../../lib/slug.js';
import type { OgLook } from './look.js';

/** The size of every social image: what Open Graph and X's large card show best. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** What one social image shows: the texts, the picture beside them, and its description. */
export interface OgCard {
  /** Above the title, small, in the accent colour: the page, or "Case study". */
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Below, small: the site's host. */
  footer: string;
  /** The media URL of the picture: the portrait, or the project's image. */
  image: string | undefined;
  /** The picture is round (the owner's face) or a rounded rectangle (a project). */
  round: boolean;
  /** The image's text alternative (og:image:alt). */
  alt: string;
  /** Set on a card in a right-to-left language, which is laid out mirrored; absent otherwise. */
  dir?: 'rtl';
}

/**
 * What a page with a parameter shows instead of the owner, from its data (a case study: its
 * project), as its entry in render/page-data.ts says.
 */
export interface OgSubject {
  /** What the page is, before the owner's name above the title: "Case study". */
  kind: string;
  /** Its image's text alternative, {title}, {owner} and {description} to fill in (`DrawnWords`). */
  alt: string;
  title: string;
  description: string;
  /** The media URL of its picture, if it has one. */
  image: string | undefined;
}

/** What the cards are made of: the profile, the portrait, and a page with a parameter's subject. */
export interface OgSource {
  profile: Profile;
  portrait: Portrait | null | undefined;
  subject?: OgSubject | undefined;
}

/** A card's direction: only a right-to-left language's card says it (the others' are as before). */
const directionIn = (language: string | undefined) =>
  language !== undefined && directionOf(language) === 'rtl' ? { dir: 'rtl' as const } : {};

/**
 * The card of a public page: on Home the greeting, the owner's name and roles by his portrait; on
 * the other pages the same under the page's name; on a page with a parameter its subject's title,
 * description and image. In the page's language (its source already in the owner's texts of that
 * language), its own words from `drawnWords`: English's on a site of one language, which draws
 * the cards as before. Undefined for a path that is no public page.
 */
export function ogCardOf(
  pagePath: string,
  source: OgSource,
  origin: string,
  language?: string,
): OgCard | undefined {
  const { profile, portrait, subject } = source;
  const footer = new URL(origin).host;
  if (subject) {
    return {
      eyebrow: `${subject.kind} · ${profile.ownerName}`,
      title: subject.title,
      subtitle: subject.description,
      footer,
      image: subject.image,
      round: false,
      alt: fillWords(subject.alt, {
        title: subject.title,
        owner: profile.ownerName,
        description: subject.description,
      }),
      ...directionIn(language),
    };
  }
  const page = findPublicPage(pagePath);
  if (!page) return undefined;
  const roles = profile.typewriterLines.join(' · ');
  const name = page.key === 'home' ? undefined : drawnWords(language ?? 'en').pages[page.key];
  return {
    // Home: the greeting above the name; another page: its name.
    eyebrow: name ?? profile.greeting,
    title: profile.ownerName,
    subtitle: roles,
    footer,
    image: portrait?.url,
    round: true,
    alt: `${name ? `${name}: ` : ''}${profile.ownerName}, ${profile.typewriterLines.join(', ')}`,
    ...directionIn(language),
  };
}

/** A short digest of what the image is drawn from: a change of card or look changes its URL. */
export function ogDigest(card: OgCard, look: OgLook): string {
  const { fontFiles, ...colours } = look;
  const fonts = fontFiles.map((file) => `${file.family} ${file.weight}`);
  return createHash('sha256')
    .update(JSON.stringify({ card, colours, fonts }))
    .digest('base64url')
    .slice(0, 12);
}

const OG_PREFIX = '/og';
const PNG = '.png';

/**
 * Where a page's social image is: /og/home.png, /og/about.png, /og/projects/<slug>.png; in
 * another language than the default, at its prefix: /pt/og/home.png.
 */
export function ogImagePath(pagePath: string, language?: string): string {
  const prefix = language === undefined ? '' : `/${languagePrefix(language)}`;
  return `${prefix}${OG_PREFIX}${pagePath === '/' ? '/home' : pagePath}${PNG}`;
}

/** The page whose social image a path names, or undefined. */
export function pagePathOfImage(imagePath: string): string | undefined {
  if (!imagePath.startsWith(`${OG_PREFIX}/`) || !imagePath.endsWith(PNG)) return undefined;
  const page = imagePath.slice(OG_PREFIX.length, -PNG.length);
  if (page === '/home') return '/';
  if (findPublicPage(page) && page !== '/') return page;
  // A page's parameter is a slug: lower case.
  const match = matchParamPage(page);
  return match && couldBeSlug(match.param) ? paramPagePath(match.page, match.param) : undefined;
}
