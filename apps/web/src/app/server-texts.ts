import arabic from 'virtual:messages/ar.server';
import english from 'virtual:messages/en.server';
import portuguese from 'virtual:messages/pt.server';
import type { ServerTexts, ServerTextsIn } from '@portfolio/contract';
import type { ServerCatalogue } from '../lib/messages';

/**
 * The catalogues of the texts the server writes itself (`<language>.server.json`): only the
 * server entry reads them, so no page's scripts carry them.
 */
const CATALOGUES: Record<string, ServerCatalogue> = { en: english, pt: portuguese, ar: arabic };

function textsOf(m: ServerCatalogue): ServerTexts {
  return {
    siteFeedTitle: (brandTitle, withPosts) =>
      (withPosts ? m.siteFeedTitleWithPosts : m.siteFeedTitle)({ brandTitle }),
    postsFeedTitle: (brandTitle, tag) =>
      tag === undefined ? m.postsFeedTitle({ brandTitle }) : m.tagFeedTitle({ brandTitle, tag }),
    titled: (name) => m.titled({ name }),
    contact: (key) => m.contactAnswer[key](),
    tooLong: (max) => m.tooLong({ max }),
    fieldProblem: (field, problem) =>
      m.fieldProblem({
        field:
          field in m.contactField ? m.contactField[field as keyof typeof m.contactField]() : field,
        problem,
      }),
    checkForm: (problems) => m.checkForm({ problems }),
  };
}

/** The server's own texts in a language (`pt-BR` reads pt's), English's where none is written. */
export const serverTexts: ServerTextsIn = (language) =>
  textsOf(CATALOGUES[language.split('-')[0]?.toLowerCase() ?? ''] ?? english);
