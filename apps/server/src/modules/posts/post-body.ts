import type { DocumentHeading } from '@portfolio/contract';
import { contentsHtml } from '../../lib/markdown/headings.js';
import type { Markdown } from '../../lib/markdown.js';

/**
 * A post's body as readers get it: its Markdown rendered on the server by the site's one renderer,
 * with its rules (no raw HTML, http(s) links, own images, code highlighted and math drawn here),
 * after its table of contents when it is long (`contentsHtml`), with its headings and whether it
 * shows math (the page then links KaTeX's stylesheet).
 */
export function renderPostBody(
  markdown: Markdown,
  source: string,
): { html: string; headings: DocumentHeading[]; hasMath: boolean } {
  const { html, headings, hasMath } = markdown.render(source);
  return { html: contentsHtml(headings) + html, headings, hasMath };
}
