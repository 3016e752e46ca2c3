import type { SearchKind } from '@portfolio/contract';

/** A thing's text of a field in a language: its own there, else its default. */
type FieldText = (field: string) => string;

/** What of a document its texts make: the title shown, and the body its snippet comes from. */
export interface DocumentTexts {
  title: string;
  body: string;
}

/**
 * Each kind's document from its translatable texts (`TRANSLATABLE`), as the kind's own service
 * makes its default document (post-search.ts, project.entity.ts, certificate.entity.ts,
 * timeline.service.ts, profile.service.ts): a document in another language is the default's with
 * these two in that language. `plain` reads Markdown as plain text. The search test checks that
 * the default texts make the default documents.
 */
export const TRANSLATED_DOCUMENTS: Record<
  SearchKind,
  (text: FieldText, plain: (markdown: string) => string) => DocumentTexts
> = {
  post: (text, plain) => ({
    title: text('title'),
    body: `${text('summary')} ${plain(text('body'))}`,
  }),
  project: (text, plain) => ({
    title: text('title'),
    body: `${text('description')} ${plain(text('case_study'))}`,
  }),
  certificate: (text) => ({ title: text('title'), body: text('issued_by') }),
  timeline: (text, plain) => ({
    title: `${text('role')} – ${text('organisation')}`,
    body: `${text('place')} ${plain(text('summary'))}`.trim(),
  }),
  skill: (text) => ({ title: text('label'), body: '' }),
};
