import {
  DEFAULT_LANGUAGES,
  directionOf,
  languageName,
  type PageLanguage,
  type SiteLanguages,
} from '@portfolio/contract';
import type { ContentVersion } from '../public-answers/content-version.js';

/**
 * The site's languages as of the content version: read again only after a change (setting them
 * is a content change), so a page request costs no read of its own.
 */
export function keptLanguages(
  version: ContentVersion,
  read: () => Promise<SiteLanguages>,
): () => Promise<SiteLanguages> {
  let kept: { version: number; languages: SiteLanguages } | undefined;
  return async () => {
    const current = await version.read();
    if (kept?.version === current) return kept.languages;
    const languages = await read();
    kept = { version: current, languages };
    return languages;
  };
}

/** A site in English alone, as before languages: its pages are drawn as the spec has them. */
function isEnglishOnly(site: SiteLanguages): boolean {
  return site.languages.length === 1 && site.defaultLanguage === DEFAULT_LANGUAGES.defaultLanguage;
}

/**
 * The site's language a visitor's Accept-Language asks for first, when it is not the page's:
 * matched by its whole tag, else by its language alone (`pt-BR` finds `pt`); undefined for none.
 * Only a suggestion: the page never moves.
 */
export function suggestedLanguage(
  acceptLanguage: string | undefined,
  site: SiteLanguages,
  pageLanguage: string,
): string | undefined {
  if (!acceptLanguage || site.languages.length < 2) return undefined;
  const asked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ range, q }) => range !== '' && range !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of asked) {
    const found =
      site.languages.find((tag) => tag.toLowerCase() === range) ??
      site.languages.find((tag) => tag.toLowerCase().split('-')[0] === range.split('-')[0]);
    if (found !== undefined) return found === pageLanguage ? undefined : found;
  }
  return undefined;
}

/** The site's languages by their names, and each one's direction. */
interface NamedLanguages {
  languages: PageLanguage['languages'];
  dirs: ReadonlyMap<string, PageLanguage['dir']>;
}

const named = new WeakMap<SiteLanguages, NamedLanguages>();

/**
 * Names and directions come from Intl objects that cost tens of microseconds to make: made per
 * request, they halved a kept page's requests/s. They are worked out once per site's languages
 * (`keptLanguages` keeps the same object until a change).
 */
function namedLanguages(site: SiteLanguages): NamedLanguages {
  let found = named.get(site);
  if (!found) {
    found = {
      languages: site.languages.map((tag) => ({ tag, name: languageName(tag) })),
      dirs: new Map(site.languages.map((tag) => [tag, directionOf(tag)])),
    };
    named.set(site, found);
  }
  return found;
}

/**
 * What a page carries of its language: undefined on a site in English alone (its pages stay as
 * they were), else the page's language, its direction, and the site's languages by their names.
 */
export function pageLanguageOf(
  site: SiteLanguages,
  path: string,
  language: string,
  suggested: string | undefined,
): PageLanguage | undefined {
  if (isEnglishOnly(site)) return undefined;
  const { languages, dirs } = namedLanguages(site);
  return {
    language,
    path,
    dir: dirs.get(language) ?? directionOf(language),
    defaultLanguage: site.defaultLanguage,
    languages,
    ...(suggested === undefined ? {} : { suggested }),
  };
}
