import type { MarkdownRender } from '@portfolio/contract';
import type { AppDeps } from '../../deps.js';
import { type Markdown, markdownFor } from '../../lib/markdown.js';
import { mathStylesheetUrl } from '../math/math.service.js';

/**
 * The editor's preview of the Markdown of `field`: `source` drawn by `render` as readers get it,
 * KaTeX's stylesheet when it shows math, and what a save would refuse in it. Nothing is stored.
 */
export async function renderMarkdownDraft(
  deps: Pick<AppDeps, 'config'>,
  field: string,
  source: string,
  render: (markdown: Markdown, source: string) => { html: string; hasMath: boolean },
): Promise<MarkdownRender> {
  const markdown = await markdownFor(deps.config);
  const problems = markdown.problems(source).map((message) => ({ field, message }));
  const { html, hasMath } = render(markdown, source);
  return { html, mathStylesheet: hasMath ? await mathStylesheetUrl() : '', problems };
}
