import type { Markdown } from '../../lib/markdown.js';

/**
 * A post's body as readers get it: its Markdown rendered on the server by the site's one renderer,
 * with its rules (no raw HTML, http(s) links, own images, code highlighted here).
 *
 * The hook for what long posts gain beside it: when lib/markdown.ts renders a table of contents
 * and math (KaTeX), they are taken here from the same rendering and handed on with the HTML (the
 * page data's `post`), where the post page draws the contents and links the math stylesheet.
 */
export function renderPostBody(markdown: Markdown, source: string): { html: string } {
  return { html: markdown.render(source) };
}
