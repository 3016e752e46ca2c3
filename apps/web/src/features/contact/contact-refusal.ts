import { contactProblemIn, contactRefusalIn } from '@portfolio/contract';
import { serverTexts } from '../../app/server-texts';
import type { ApiError } from '../../lib/public-api';
import { type ContactRefusal, refusedFields } from './contact-fields';

/**
 * The server's refusal of a message (its API answers in English, for clients) in the page's
 * language, in the words its answer to a form posted without script has (`<language>.server.json`).
 * Loaded only when a message is refused on a page in another language than English.
 */
export function contactRefusalInLanguage(error: ApiError, language: string): ContactRefusal {
  const texts = serverTexts(language);
  return {
    message: contactRefusalIn(texts, error.message, error.details),
    fields: refusedFields(error.details, (problem) => contactProblemIn(texts, problem)),
  };
}
