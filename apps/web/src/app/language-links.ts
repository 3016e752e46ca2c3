import {
  DEFAULT_SITE_TEXTS,
  formatProjectDate,
  type PageLanguage,
  type PublicPageData,
  pathInLanguage,
  projectsPagePath,
  SITE_TEXT_KEYS,
  type SiteTexts,
} from '@portfolio/contract';
import type { Catalogue } from '../lib/messages';

// What a page with a language derives from it: its fixed texts, its address in each language. In
// the language parts' chunk (language-parts.ts), apart from what a site in English alone loads.

/**
 * The fixed texts a page shows in its language: in the default language the owner's words where he
 * gave them, else the catalogue's (English's are the spec's); in another language the catalogue's.
 * A text a catalogue lacks is the default language's.
 */
export function textsInLanguage(data: PublicPageData, m: Catalogue): SiteTexts {
  const language = data.pageLanguage;
  if (!language) return data.texts;
  const inDefault = language.language === language.defaultLanguage;
  const texts = { ...data.texts };
  for (const key of SITE_TEXT_KEYS) {
    const own = data.texts[key] !== DEFAULT_SITE_TEXTS[key];
    const translated = m[key]?.();
    if (translated !== undefined && !(inDefault && own)) texts[key] = translated;
  }
  return texts;
}

/** The page as its address names it, its filter and page kept: what the switch keeps. */
export function pageAddressOf(pathname: string, data: PublicPageData): string {
  const filter = data.projectFilter ?? data.blogFilter;
  return filter ? projectsPagePath(pathname, filter.tag, filter.page) : pathname;
}

/** The same page in each of the site's languages, for the switch and the hreflang links. */
export function pageInLanguages(
  address: string,
  language: PageLanguage,
): { tag: string; name: string; href: string; current: boolean }[] {
  return language.languages.map(({ tag, name }) => ({
    tag,
    name,
    href: pathInLanguage(address, tag, language.defaultLanguage),
    current: tag === language.language,
  }));
}

/** A month of a year, in UTC: the same on the server and in a browser. */
const MONTH = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/**
 * A project's date ('2024', '2024-05') as a language writes it: the spec's English ('May 2024'),
 * else its month as Intl writes it there ('maio de 2024'). Here, not in the contract: only a page
 * with a language loads it.
 */
export function projectDateIn(language: string): (date: string) => string {
  if (language === 'en') return formatProjectDate;
  const months = new Intl.DateTimeFormat(language, MONTH);
  return (date) => {
    const [year, month] = date.split('-');
    if (!year || !month) return year ?? '';
    return months.format(new Date(`${year}-${month}-01T00:00:00Z`));
  };
}

/** An address of the default language in the page's language. */
export const inPageLanguage = (address: string, language: PageLanguage): string =>
  pathInLanguage(address, language.language, language.defaultLanguage);
