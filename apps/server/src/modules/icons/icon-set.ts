import fs from 'node:fs/promises';
import path from 'node:path';
import { ICON_SLUG_PATTERN, type IconSvg } from '@portfolio/contract';
import { LRUCache } from 'lru-cache';
import { LOCAL_ICONS } from './local-icons.js';

/**
 * The icon set: simple-icons (CC0, thousands of brands) and our own drawings (`local-…`). Nothing
 * of it is loaded at start: an icon's SVG file is read when a page first needs it, and the search
 * index (titles and aliases, no paths) when the admin first searches. simple-icons stays outside
 * the server bundle (build.mjs) and is read from its package folder.
 */

const SLUG = new RegExp(ICON_SLUG_PATTERN, 'u');
const LOCAL = new Map(LOCAL_ICONS.map((icon) => [icon.slug, icon]));

const sdk = () => import('simple-icons/sdk');

async function iconsFolder(): Promise<string> {
  const { getIconsDataPath } = await sdk();
  return path.join(path.dirname(getIconsDataPath()), '..', 'icons');
}

/** Icons read so far, and slugs known to be missing (null). Bounded: a page names few icons. */
const cache = new LRUCache<string, IconSvg | { missing: true }>({ max: 1_000 });

const VIEW_BOX = /viewBox="([^"]+)"/;
const TITLE = /<title>([^<]*)<\/title>/;
const PATH = /<path d="([^"]+)"/;

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

async function readSimpleIcon(slug: string): Promise<IconSvg | undefined> {
  let svg: string;
  try {
    svg = await fs.readFile(path.join(await iconsFolder(), `${slug}.svg`), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const viewBox = VIEW_BOX.exec(svg)?.[1];
  const title = TITLE.exec(svg)?.[1];
  const d = PATH.exec(svg)?.[1];
  if (!viewBox || title === undefined || !d) return undefined;
  return { slug, title: unescapeXml(title), viewBox, path: d };
}

/** One icon by its slug, or undefined when the set has no such icon. */
export async function findIcon(slug: string): Promise<IconSvg | undefined> {
  if (!SLUG.test(slug)) return undefined;
  const local = LOCAL.get(slug);
  if (local || slug.startsWith('local-')) return local;
  const cached = cache.get(slug);
  if (cached) return 'missing' in cached ? undefined : cached;
  const icon = await readSimpleIcon(slug);
  cache.set(slug, icon ?? { missing: true });
  return icon;
}

interface IndexEntry {
  slug: string;
  title: string;
  /** The title, slug and aliases, lower case, for matching. */
  words: string[];
}

let index: Promise<IndexEntry[]> | undefined;

const fold = (text: string) => text.normalize('NFKD').replaceAll(/\p{M}/gu, '').toLowerCase();
/** Letters and digits only: "Node.js" is found as "nodejs". */
const compact = (text: string) => text.replaceAll(/[^\p{L}\p{N}]/gu, '');
const wordsOf = (names: string[]) => [
  ...new Set(names.flatMap((name) => [fold(name), compact(fold(name))]).filter(Boolean)),
];

async function loadIndex(): Promise<IndexEntry[]> {
  const { getIconsData, getIconSlug } = await sdk();
  const entries: IndexEntry[] = LOCAL_ICONS.map((icon) => ({
    slug: icon.slug,
    title: icon.title,
    words: wordsOf([icon.title, icon.slug.slice('local-'.length)]),
  }));
  for (const icon of await getIconsData()) {
    const slug = getIconSlug(icon);
    const aliases = icon.aliases ?? {};
    const other = [
      ...(aliases.aka ?? []),
      ...(aliases.dup ?? []).map((dup) => dup.title),
      ...Object.values(aliases.loc ?? {}),
    ];
    entries.push({ slug, title: icon.title, words: wordsOf([icon.title, slug, ...other]) });
  }
  return entries;
}

/**
 * The icons whose title, slug or alias contains the query, best first: an exact name, then names
 * that start with it, then the rest, each alphabetically; at most `limit`.
 */
export async function searchIcons(query: string, limit: number): Promise<IconSvg[]> {
  const wanted = fold(query.trim());
  if (wanted === '') return [];
  index ??= loadIndex().catch((err: unknown) => {
    index = undefined;
    throw err;
  });
  const rank = (entry: IndexEntry) => {
    if (entry.words.includes(wanted)) return 0;
    if (entry.words.some((word) => word.startsWith(wanted))) return 1;
    if (entry.words.some((word) => word.includes(wanted))) return 2;
    return 3;
  };
  const found = (await index)
    .map((entry) => ({ entry, rank: rank(entry) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank || a.entry.title.localeCompare(b.entry.title))
    .slice(0, limit);
  const icons = await Promise.all(found.map(({ entry }) => findIcon(entry.slug)));
  return icons.filter((icon) => icon !== undefined);
}
