import english from 'virtual:messages/en';
import type { PageLanguage, PublicPageData, SiteTextKey, SiteTexts } from '@portfolio/contract';
import { type ComponentType, createContext, useContext } from 'react';
import type englishSource from '../messages/en.json';

/** One compiled message: its arguments in, the text in its language out. */
type Message = (args?: Record<string, unknown>) => string;

/** A catalogue's shape, from the English source: each text a compiled message. */
type Compiled<T> = { [K in keyof T]: T[K] extends string ? Message : Compiled<T[K]> };

/**
 * The site's interface texts in one language (`src/messages/<language>.json`); another language
 * than English carries the fixed texts the owner may put in his words too (English has the
 * spec's, `DEFAULT_SITE_TEXTS`).
 */
export type Catalogue = Compiled<typeof englishSource> & Partial<Record<SiteTextKey, Message>>;

/** The page's language and its catalogue. */
export interface PageMessages {
  /** The page's language (BCP 47), for Intl's dates and numbers. */
  locale: string;
  m: Catalogue;
  /** On a page with a language (`pageLanguage`): its switch and texts (app/language-parts.ts). */
  parts?: LanguageParts | undefined;
}

/**
 * What a page with a language needs beyond a site in English alone, in a chunk of its own
 * (app/language-parts.ts): its switch, its fixed texts in its language, its catalogue's loader.
 */
export interface LanguageParts {
  LanguageSwitch: ComponentType<{ pathname: string; page: PublicPageData; language: PageLanguage }>;
  textsInLanguage(data: PublicPageData, m: Catalogue): SiteTexts;
  loadCatalogue(tag: string, english: Catalogue): Promise<Catalogue>;
}

/** English until a page says otherwise: a site in English alone needs no provider. */
const MessagesContext = createContext<PageMessages>({ locale: 'en', m: english });

export const MessagesProvider = MessagesContext.Provider;

/** The current page's language and its interface texts. */
export const useMessages = (): PageMessages => useContext(MessagesContext);

/** The English catalogue, in the entry: a page in English loads no other. */
export const englishMessages: Catalogue = english;
