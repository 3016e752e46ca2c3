import type { SiteLanguages } from './site-languages.js';

// The site's languages (issue 34): the owner's default language, at today's paths, and the others,
// each at a prefix of its own (`/pt/projects`): their addresses, which the public pages derive
// theirs from (no TypeBox here, nor the server's rules: language-rules.ts).

/** What a site that never set its languages has: English alone, every page at its spec path. */
export const DEFAULT_LANGUAGES = { defaultLanguage: 'en', languages: ['en'] } as const;

/** A language's path prefix: its tag in lower case (`pt-BR` → `pt-br`). */
export const languagePrefix = (tag: string): string => tag.toLowerCase();

/** A page's path in a language: the default's is the path itself, another's is under its prefix. */
export function pathInLanguage(pathname: string, tag: string, defaultLanguage: string): string {
  if (tag === defaultLanguage) return pathname;
  const prefix = `/${languagePrefix(tag)}`;
  return pathname === '/' ? `${prefix}/` : prefix + pathname;
}

/**
 * The language a path's first segment names among the site's other languages, and the page's
 * path without it (`/pt/projects` → pt, `/projects`; `/pt` and `/pt/` → pt, `/`); undefined for
 * a path of the default language.
 */
export function splitLanguagePath(
  pathname: string,
  site: SiteLanguages,
): { language: string; pathname: string } | undefined {
  const end = pathname.indexOf('/', 1);
  const segment = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
  const language = site.languages.find(
    (tag) => tag !== site.defaultLanguage && languagePrefix(tag) === segment,
  );
  if (language === undefined) return undefined;
  const rest = end === -1 ? '/' : pathname.slice(end);
  return { language, pathname: rest };
}
