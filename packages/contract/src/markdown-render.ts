import { type Static, Type } from '@sinclair/typebox';
import { CASE_STUDY_MAX } from './case-studies.js';
import { ErrorDetail } from './errors.js';
import { PlainText } from './text.js';

/**
 * The owner's Markdown drawn by the server's renderer, as readers get it, with nothing saved: the
 * preview of the editors of posts and case studies.
 */
export const MarkdownRender = Type.Object({
  html: Type.String({
    description: 'The document as readers get it (its table of contents too): safe HTML',
  }),
  mathStylesheet: Type.String({
    description: "The address of KaTeX's stylesheet when the document shows math, else ''",
  }),
  problems: Type.Array(ErrorDetail, {
    description: 'What a save would refuse in it (raw HTML, links, images from elsewhere)',
  }),
});
export type MarkdownRender = Static<typeof MarkdownRender>;

/** The body of drawing a case study's Markdown as its page would show it, without saving it. */
export const CaseStudyRenderBody = Type.Object(
  { case_study: PlainText({ maxLength: CASE_STUDY_MAX }) },
  { additionalProperties: false },
);
export type CaseStudyRenderBody = Static<typeof CaseStudyRenderBody>;
