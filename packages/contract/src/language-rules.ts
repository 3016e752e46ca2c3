import { languagePrefix } from './languages.js';
import { PARAM_PAGES, PUBLIC_PAGES } from './public-pages.js';
import type { SiteLanguages } from './site-languages.js';

// The rules of the site's languages the server keeps: what a body may name, how a language is
// written and named. Apart from languages.ts: the public pages' scripts need none of them.

/**
 * The first path segments that are the site's own (its pages and the server's other answers): a
 * language whose prefix is one of them would hide them.
 */
const RESERVED_PREFIXES = new Set([
  ...[...PUBLIC_PAGES, ...PARAM_PAGES].map((page) => page.path.split('/')[1] ?? ''),
  'admin',
  'api',
  'assets',
  'fonts',
  'math',
  'media',
  'og',
]);

/** What a languages body breaks, said for the owner; undefined when none. */
export type LanguagesCheck = { languages: SiteLanguages } | { problem: string };

/**
 * Checks and canonicalises the owner's languages: each tag valid BCP 47, none twice, none whose
 * prefix is a route of the site, the default among them. The answer is stored as it is: the
 * default first, then the others in his order.
 */
export function checkSiteLanguages(body: SiteLanguages): LanguagesCheck {
  const canonical: string[] = [];
  for (const tag of [body.defaultLanguage, ...body.languages]) {
    let tagOf: string | undefined;
    try {
      [tagOf] = Intl.getCanonicalLocales(tag);
    } catch {
      tagOf = undefined;
    }
    if (tagOf === undefined) return { problem: `'${tag}' is not a BCP 47 language tag` };
    canonical.push(tagOf);
  }
  const [defaultLanguage = '', ...languages] = canonical;
  const seen = new Set<string>();
  for (const tag of languages) {
    if (seen.has(tag)) return { problem: `'${tag}' is listed twice` };
    seen.add(tag);
    if (RESERVED_PREFIXES.has(languagePrefix(tag))) {
      return { problem: `'${tag}' would take the site's own path /${languagePrefix(tag)}` };
    }
  }
  if (!seen.has(defaultLanguage)) {
    return { problem: `The default language '${defaultLanguage}' must stay among the languages` };
  }
  return {
    languages: {
      defaultLanguage,
      languages: [defaultLanguage, ...languages.filter((tag) => tag !== defaultLanguage)],
    },
  };
}

/** Scripts written right to left, for an engine whose Intl.Locale has no textInfo. */
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'ks',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

/** The direction a language is written in, for `<html dir>`. */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(tag) as Intl.Locale & {
    textInfo?: { direction?: string };
    getTextInfo?: () => { direction?: string };
  };
  const direction = locale.getTextInfo?.().direction ?? locale.textInfo?.direction;
  if (direction === 'rtl' || direction === 'ltr') return direction;
  return RTL_LANGUAGES.has(locale.language) ? 'rtl' : 'ltr';
}

/** A language's name in itself, for the switch: `português`, `العربية`. */
export function languageName(tag: string): string {
  return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
}
