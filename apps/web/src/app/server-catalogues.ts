import english from 'virtual:messages/en';
import type { PageLanguage, PublicPageData } from '@portfolio/contract';
import { catalogueModule } from '../lib/catalogues';
import type { Catalogue, PageMessages } from '../lib/messages';
import { pageMessages } from './language-parts';

/** Every catalogue, for the server: it renders a page in any of them without waiting. */
const modules = import.meta.glob<{ default: Catalogue }>(['../messages/*.ts'], { eager: true });

/** A page's language and catalogue (English's for a language none is written for). */
export function serverMessages(data: PublicPageData): PageMessages | undefined {
  const key = data.pageLanguage && catalogueModule(data.pageLanguage.language);
  const m = (key === undefined ? undefined : modules[key]?.default) ?? english;
  return pageMessages(data, m);
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
const LANGUAGE_PARTS_MODULE = 'src/app/language-parts.tsx';
