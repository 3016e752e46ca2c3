import type { PageLanguage } from '@portfolio/contract';
import { catalogueModule } from '../lib/catalogues';
import { type Catalogue, englishMessages, type PageMessages } from '../lib/messages';
import { languageParts } from './language-parts';

/** Every catalogue, for the server: it renders a page in any of them without waiting. */
const modules = import.meta.glob<{ default: Catalogue }>(['../messages/*.ts'], { eager: true });

/** A page's language and catalogue (English's for a language none is written for). */
export function serverMessages(language: PageLanguage | undefined): PageMessages | undefined {
  if (!language) return undefined;
  const key = catalogueModule(language.language);
  const m = (key === undefined ? undefined : modules[key]?.default) ?? englishMessages;
  return { locale: language.language, m, parts: languageParts };
}

/**
 * The build manifest's names of the chunks a page with a language loads besides its own, for the
 * server to preload: its language parts, and its catalogue unless it is English's. None without.
 */
export function languageManifestKeys(language: PageLanguage | undefined): string[] {
  if (!language) return [];
  const key = catalogueModule(language.language);
  return [LANGUAGE_PARTS_MODULE, ...(key ? [key.replace(/^\.\.\//, 'src/')] : [])];
}

/** The language parts' module, as the build manifest names it. */
const LANGUAGE_PARTS_MODULE = 'src/app/language-parts.ts';
