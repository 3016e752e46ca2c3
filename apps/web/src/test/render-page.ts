import type { PublicPageData } from '@portfolio/contract';
import { render } from '../entry-server';
import { pageData, pageLanguageOf } from './fixtures';

/** The site's address in the tests of the server's render. */
export const ORIGIN = 'https://example.com';

/**
 * The server's render of the public page at `path` in `language`, at that language's prefix (or
 * none, for the default's): the fixtures' page data with `content` over it.
 */
export const renderIn = (language: string, path: string, content: Partial<PublicPageData> = {}) =>
  render(path, pageData({ ...content, pageLanguage: pageLanguageOf(language, path) }), ORIGIN);
