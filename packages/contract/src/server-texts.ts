import { CONTACT_LIMITS, type ContactTextKey, contactTexts, contactTooLong } from './contact.js';
import type { ErrorDetail } from './errors.js';
import { postsFeedTitle, siteFeedTitle } from './post-rules.js';

/** The suffix of a public page's document title (spec §2): 'Projects | Portfolio'. */
export const TITLE_SUFFIX = ' | Portfolio';

/**
 * The texts the server writes itself for a reader, in one language: its feeds' titles, a
 * page's document title, and the contact form's answers without script. English's are the
 * spec's (`ENGLISH_SERVER_TEXTS`); another language's come from the web app's catalogues
 * (`en.server.json`, `<language>.server.json`), through its server entry (`ServerTextsIn`).
 * The API's JSON errors are not among them: they stay English, for clients.
 */
export interface ServerTexts {
  /** The title of the site's feed: 'Ada: projects', and posts once one is published. */
  siteFeedTitle(brandTitle: string, withPosts: boolean): string;
  /** The title of the blog's feed, or of one tag's. */
  postsFeedTitle(brandTitle: string, tag?: string): string;
  /** A page's name as the document's title: followed by ' | Portfolio'. */
  titled(name: string): string;
  /** One of the contact form's fixed answers. */
  contact(key: ContactTextKey): string;
  /** A contact field's problem when its text is longer than `max`. */
  tooLong(max: number): string;
  /** A contact field's problem, the field named: 'email is not a valid e-mail address'. */
  fieldProblem(field: string, problem: string): string;
  /** The refusal of a form with bad fields, their problems listed. */
  checkForm(problems: string): string;
}

/** The spec's English: the default language's texts, and any language without a catalogue. */
export const ENGLISH_SERVER_TEXTS: ServerTexts = {
  siteFeedTitle,
  postsFeedTitle,
  titled: (name) => name + TITLE_SUFFIX,
  contact: (key) => contactTexts[key],
  tooLong: contactTooLong,
  fieldProblem: (field, problem) => `${field} ${problem}`,
  checkForm: (problems) => `Check the form: ${problems}`,
};

/**
 * The web app's server entry's texts in a language (BCP 47): its catalogue's, English's for a
 * language it has none for.
 */
export type ServerTextsIn = (language: string) => ServerTexts;

const TEXT_KEYS = new Map<string, ContactTextKey>(
  Object.entries(contactTexts).map(([key, text]) => [text, key as ContactTextKey]),
);
const MAX_LENGTHS = [CONTACT_LIMITS.nameMax, CONTACT_LIMITS.emailMax, CONTACT_LIMITS.messageMax];

/** A field's problem, said in English by the contact form's check, in the texts' language. */
export function contactProblemIn(texts: ServerTexts, problem: string): string {
  const key = TEXT_KEYS.get(problem);
  if (key !== undefined) return texts.contact(key);
  const max = MAX_LENGTHS.find((length) => contactTooLong(length) === problem);
  return max === undefined ? problem : texts.tooLong(max);
}

/** The refusal of a contact form with bad fields: 'Check the form: email is not a valid …'. */
export const checkFormIn = (texts: ServerTexts, details: readonly ErrorDetail[]): string =>
  texts.checkForm(
    details
      .map((detail) => texts.fieldProblem(detail.field, contactProblemIn(texts, detail.message)))
      .join('; '),
  );

/**
 * A refusal of the contact form (its English message and details) in the texts' language: one of
 * its fixed answers, its fields' problems, or the message as it is when it is neither.
 */
export function contactRefusalIn(
  texts: ServerTexts,
  message: string,
  details: readonly ErrorDetail[] | undefined,
): string {
  const key = TEXT_KEYS.get(message);
  if (key !== undefined) return texts.contact(key);
  return details && details.length > 0 ? checkFormIn(texts, details) : message;
}
