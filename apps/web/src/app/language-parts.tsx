import english from 'virtual:messages/en';
import type { PublicPageData } from '@portfolio/contract';
import { loadCatalogue } from '../lib/catalogues';
import type { Catalogue, PageMessages } from '../lib/messages';
import { inPageLanguage, projectDateIn, textsInLanguage } from './language-links';
import { LanguageSwitch } from './layouts/LanguageSwitch';

/**
 * A page with a language (a site of several, or of one other than English), with its catalogue:
 * its data with its fixed texts in its language, its links in it, and its switch. In a chunk of its
 * own, loaded (and preloaded by the server) only on such pages: a site in English alone carries
 * none of it.
 */
export function pageMessages(data: PublicPageData, m: Catalogue): PageMessages | undefined {
  const language = data.pageLanguage;
  if (!language) return undefined;
  const local = { ...data, texts: textsInLanguage(data, m) };
  return {
    m,
    parts: {
      locale: language.language,
      projectDate: projectDateIn(language.language),
      data: local,
      href: (path) => inPageLanguage(path, language),
      label: (page) => m.nav?.[page.key]?.() ?? page.label,
      Switch: () => <LanguageSwitch pathname={language.path} page={local} language={language} />,
    },
  };
}

/** The same, once its catalogue is here (English's for a language none is written for). */
export async function messagesFor(data: PublicPageData) {
  const tag = data.pageLanguage?.language ?? 'en';
  return pageMessages(data, await loadCatalogue(tag, english));
}
