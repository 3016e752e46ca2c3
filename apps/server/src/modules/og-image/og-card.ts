import { createHash } from 'node:crypto';
import {
  caseStudyPath,
  caseStudySlugOf,
  findPublicPage,
  type Portrait,
  type Profile,
  type Project,
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
}

/** What the cards are made of: the profile, the portrait, and on a case study its project. */
export interface OgSource {
  profile: Profile;
  portrait: Portrait | null | undefined;
  project?: Project | undefined;
}

/**
 * The card of a public page: on Home the greeting, the owner's name and roles by his portrait; on
 * the other pages the same under the page's name; on a case study the project's title, description and image.
 * Undefined for a path that is no public page.
 */
export function ogCardOf(pagePath: string, source: OgSource, origin: string): OgCard | undefined {
  const { profile, portrait, project } = source;
  const footer = new URL(origin).host;
  if (project) {
    return {
      eyebrow: `Case study · ${profile.ownerName}`,
      title: project.title,
      subtitle: project.description,
      footer,
      image: project.project_image || undefined,
      round: false,
      alt: `${project.title}, a project by ${profile.ownerName}: ${project.description}`,
    };
  }
  const page = findPublicPage(pagePath);
  if (!page) return undefined;
  const roles = profile.typewriterLines.join(' · ');
  return {
    // Home: the greeting above the name; another page: its name.
    eyebrow: page.title ?? profile.greeting,
    title: profile.ownerName,
    subtitle: roles,
    footer,
    image: portrait?.url,
    round: true,
    alt: `${page.title ? `${page.title}: ` : ''}${profile.ownerName}, ${profile.typewriterLines.join(', ')}`,
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

/** Where a page's social image is: /og/home.png, /og/about.png, /og/projects/<slug>.png. */
export function ogImagePath(pagePath: string): string {
  return `${OG_PREFIX}${pagePath === '/' ? '/home' : pagePath}${PNG}`;
}

/** The page whose social image a path names, or undefined. */
export function pagePathOfImage(imagePath: string): string | undefined {
  if (!imagePath.startsWith(`${OG_PREFIX}/`) || !imagePath.endsWith(PNG)) return undefined;
  const page = imagePath.slice(OG_PREFIX.length, -PNG.length);
  if (page === '/home') return '/';
  if (findPublicPage(page) && page !== '/') return page;
  const slug = caseStudySlugOf(page);
  return slug && couldBeSlug(slug) ? caseStudyPath(slug) : undefined;
}
