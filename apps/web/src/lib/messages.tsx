import english from 'virtual:messages/en';
import type { PublicPageData, PublicPageKey, SiteTextKey } from '@portfolio/contract';
import { type ComponentType, createContext, useContext } from 'react';
import type aboutSource from '../messages/en.about.json';
import type blogSource from '../messages/en.blog.json';
import type certificatesSource from '../messages/en.certificates.json';
import type contactSource from '../messages/en.contact.json';
import type homeSource from '../messages/en.home.json';
import type englishSource from '../messages/en.json';
import type listsSource from '../messages/en.lists.json';
import type notFoundSource from '../messages/en.notfound.json';
import type postSource from '../messages/en.post.json';
import type projectsSource from '../messages/en.projects.json';
import type resumeSource from '../messages/en.resume.json';
import type screenshotsSource from '../messages/en.screenshots.json';
import type searchSource from '../messages/en.search.json';
import type serverSource from '../messages/en.server.json';
import type switchSource from '../messages/en.switch.json';

/** One compiled message: its arguments in, the text in its language out. */
type Message = (args?: Record<string, unknown>) => string;

/** A catalogue's shape, from the English source: each text a compiled message. */
type Compiled<T> = { [K in keyof T]: T[K] extends string ? Message : Compiled<T[K]> };

/**
 * The English texts of the pages and parts that not every page shows, each in a file of its own
 * (`en.<part>.json`) that rides with the chunks that show it (`virtual:messages/en.<part>`);
 * another language has them in its catalogue.
 *
 * @public The virtual modules' declarations (vite-env.d.ts) name it, where knip does not look.
 */
export interface EnglishParts {
  about: Compiled<typeof aboutSource>;
  blog: Compiled<typeof blogSource>;
  certificates: Compiled<typeof certificatesSource>;
  contact: Compiled<typeof contactSource>;
  home: Compiled<typeof homeSource>;
  lists: Compiled<typeof listsSource>;
  notfound: Compiled<typeof notFoundSource>;
  post: Compiled<typeof postSource>;
  projects: Compiled<typeof projectsSource>;
  resume: Compiled<typeof resumeSource>;
  screenshots: Compiled<typeof screenshotsSource>;
  search: Compiled<typeof searchSource>;
  switch: Compiled<typeof switchSource>;
}

/** Every part's texts in one: what another language's catalogue has besides. */
type AllParts = EnglishParts['about'] &
  EnglishParts['blog'] &
  EnglishParts['certificates'] &
  EnglishParts['contact'] &
  EnglishParts['home'] &
  EnglishParts['lists'] &
  EnglishParts['notfound'] &
  EnglishParts['post'] &
  EnglishParts['projects'] &
  EnglishParts['resume'] &
  EnglishParts['screenshots'] &
  EnglishParts['search'] &
  EnglishParts['switch'];

/**
 * Texts whose English is written where they are shown, not in a part: the repository's facts
 * (`RepositoryFacts`), which would otherwise load the message runtime's plural rules on English
 * pages; another language has them in its catalogue.
 */
type EnglishInCode = 'stars' | 'repositoryUpdated';

/**
 * The site's interface texts in one language (`src/messages/<language>.json`). Another language
 * than English carries besides the navigation's labels, the fixed texts the owner may put in his
 * words (English's are the spec's, in the page registry, `PUBLIC_PAGES`, and `DEFAULT_SITE_TEXTS`,
 * which the pages carry already), and the texts of English's parts.
 */
export type Catalogue = Compiled<typeof englishSource> &
  Partial<AllParts> &
  Partial<Record<EnglishInCode, Message>> &
  Partial<Record<SiteTextKey, Message>> & { nav?: Partial<Record<PublicPageKey, Message>> };

/**
 * The texts the server writes itself in one language (`<language>.server.json`): its feeds'
 * titles, the document title's suffix, the contact form's answers without script.
 */
export type ServerCatalogue = Compiled<typeof serverSource>;

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
  /** A project's date ('2024-05') in the page's language (English's: `formatProjectDate`). */
  projectDate(date: string): string;
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

/**
 * A part's texts in the page's language: its English ones (`en.<part>.json`, in the chunk that
 * shows them) under the page's catalogue, which has them in another language.
 */
export const useTexts = <T extends object>(english: T): T => ({ ...english, ...useMessages().m });

const samePath = (path: string) => path;

/**
 * An address of the site in the page's language: the default language's path as it is, another's
 * at its prefix (`/projects?tag=rust` → `/pt/projects?tag=rust`), so a reader stays in his.
 */
export const usePageHref = (): ((path: string) => string) => useMessages().parts?.href ?? samePath;
