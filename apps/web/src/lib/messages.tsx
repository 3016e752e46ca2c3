import english from 'virtual:messages/en';
import type { PublicPageData, PublicPageKey, SiteTextKey } from '@portfolio/contract';
import { type ComponentType, createContext, useContext } from 'react';
import type blogSource from '../messages/en.blog.json';
import type englishSource from '../messages/en.json';
import type switchSource from '../messages/en.switch.json';

/** One compiled message: its arguments in, the text in its language out. */
type Message = (args?: Record<string, unknown>) => string;

/** A catalogue's shape, from the English source: each text a compiled message. */
type Compiled<T> = { [K in keyof T]: T[K] extends string ? Message : Compiled<T[K]> };

/**
 * The site's interface texts in one language (`src/messages/<language>.json`). Another language
 * than English carries besides the navigation's labels and the fixed texts the owner may put in
 * his words: English's are the spec's, in the page registry (`PUBLIC_PAGES`) and
 * `DEFAULT_SITE_TEXTS`, which the pages carry already.
 */
export type Catalogue = Compiled<typeof englishSource> &
  Partial<SwitchMessages> &
  Partial<BlogMessages> &
  Partial<Record<SiteTextKey, Message>> & { nav?: Partial<Record<PublicPageKey, Message>> };

/**
 * The language switch's texts: English's in a file of their own (`en.switch.json`), in the switch's
 * chunk; another language's in its catalogue.
 */
type SwitchMessages = Compiled<typeof switchSource>;

/** A post's texts: English's in `en.blog.json`, in the blog's chunks; another language's in its catalogue. */
type BlogMessages = Compiled<typeof blogSource>;

/** The page's catalogue, and its language's parts on a page with one. */
export interface PageMessages {
  m: Catalogue;
  /** On a page with a language (`pageLanguage`): its switch and texts (app/language-parts.ts). */
  parts?: LanguageParts | undefined;
}

/**
 * What a page with a language needs beyond a site in English alone, made for the page in a chunk
 * of its own (app/language-parts.ts): its data with its fixed texts in its language, its links in
 * its language, and the switch to the others.
 */
interface LanguageParts {
  /** The page's language (BCP 47), for Intl's dates and numbers (English's without). */
  locale: string;
  data: PublicPageData;
  href(path: string): string;
  /** A page's label in the navigation, in the page's language. */
  label(page: { key: PublicPageKey; label: string }): string;
  Switch: ComponentType;
}

/** English until a page says otherwise: a site in English alone needs no provider. */
const MessagesContext = createContext<PageMessages>({ m: english });

export const MessagesProvider = MessagesContext.Provider;

/** The current page's interface texts, and its language's parts on a page with one. */
export const useMessages = (): PageMessages => useContext(MessagesContext);
