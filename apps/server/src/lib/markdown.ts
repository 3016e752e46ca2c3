import { createRequire } from 'node:module';
import type { DocumentHeading } from '@portfolio/contract';
import type { MarkdownIt, Token } from 'markdown-it';
import { useGfm, useSafeLinks } from './markdown/flavour.js';
import { parseFootnotes, useFootnotes } from './markdown/footnotes.js';
import { type HeadingsEnv, useHeadingAnchors } from './markdown/headings.js';
import { HIGHLIGHT_LIMITS, highlighter } from './markdown/highlight.js';
import { isAllowedLink, isOwnMedia } from './markdown/links.js';
import { MATH_LIMITS, parseMath, useMath } from './markdown/math.js';
import { useTaskLists } from './markdown/task-lists.js';

/**
 * The owner's Markdown (case studies, timeline texts, posts): CommonMark with GitHub's tables,
 * strikethrough, task lists, footnotes and bare http(s) links, and math in `$…$` and `$$…$$`,
 * through markdown-it; checked when it is saved and rendered on the server. Raw HTML is refused,
 * links are http(s) (or this site's own paths and anchors), images come only from this site's
 * media; code is highlighted (highlight.js) and math drawn (KaTeX, HTML and MathML) here, within
 * bounds (`HIGHLIGHT_LIMITS`, `MATH_LIMITS`), so no script is shipped to the browser. The
 * libraries load with the first Markdown a server reads or renders, not with the server (its
 * idle memory). The files of `markdown/` are its parts.
 */
export interface MarkdownRules {
  /** Where this site's media is served from (config.mediaBaseUrl), without a trailing slash. */
  readonly mediaBaseUrl: string;
}

/** A document rendered: its HTML and what its page needs besides. */
interface RenderedMarkdown {
  /** Safe HTML; h2–h4 carry ids (`h-…`, unique in the document) and a link to themselves. */
  html: string;
  /** Its h2–h4 in order, for a table of contents. */
  headings: DocumentHeading[];
  /** It shows a formula drawn by KaTeX: its page must link KaTeX's stylesheet (`modules/math`). */
  hasMath: boolean;
}

export interface Markdown {
  /** What is wrong with the source, one sentence each; empty when it may be stored. */
  problems(source: string): string[];
  /**
   * A document that is its page's content (a case study, a post), for a source that passed
   * `problems` (anything refused is left out or shown as text).
   */
  render(source: string): RenderedMarkdown;
  /**
   * The same document for a feed reader, which has none of the page's styles: no links beside its
   * headings, math as MathML alone (the reader draws it, or shows its symbols).
   */
  renderForFeed(source: string): string;
  /**
   * A short text among others on its page (a timeline entry's summary): safe HTML as `render`'s,
   * without what needs ids unique in the page or a stylesheet (heading anchors, footnotes, math).
   */
  renderSnippet(source: string): string;
  /** The address of every image the source shows, as written, each once. */
  images(source: string): string[];
  /**
   * What a reader reads of it, as plain text (what search indexes and quotes): the text of its
   * blocks, code and images' descriptions, one space between blocks; no markup, link address or
   * formula; white space as single spaces.
   */
  plainText(source: string): string;
}

export { HIGHLIGHT_LIMITS, MATH_LIMITS };

// Not `require`: the server bundle's banner declares that name.
const load = createRequire(import.meta.url);

/**
 * The KaTeX plugin's parse rules: a CommonJS module whose function is `exports.default`, which
 * Node, tsx and Vitest each hand to `import()` differently; `require` reads it one way.
 */
function katexPlugin(): (md: MarkdownIt) => void {
  return (load('@vscode/markdown-it-katex') as typeof import('@vscode/markdown-it-katex')).default;
}

/** The text an inline token and its children show. */
const INLINE_TEXT = new Set(['text', 'code_inline']);
const INLINE_BREAKS = new Set(['softbreak', 'hardbreak']);
const CODE_BLOCKS = new Set(['fence', 'code_block']);

function* walk(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.children) yield* walk(token.children);
  }
}

export async function createMarkdown(rules: MarkdownRules): Promise<Markdown> {
  const [{ default: MarkdownIt }, { default: hljs }, { default: katex }, { default: footnote }] =
    await Promise.all([
      import('markdown-it'),
      import('highlight.js/lib/common'),
      import('katex'),
      import('markdown-it-footnote'),
    ]);
  // What the document being rendered may still spend: render() sets it, each code block and
  // formula takes its share (rendering is synchronous, so one document at a time).
  const budget = { highlight: 0, math: 0, mathShown: false };
  const math = katexPlugin();
  const highlight = highlighter(hljs, budget);

  // Reads raw HTML and every link as written, so that what the renderer would drop is named
  // instead; it parses as the renderer does (tables, footnotes, math), so it sees what is shown.
  const checker = new MarkdownIt('commonmark', { html: true });
  useGfm(checker);
  parseFootnotes(checker, footnote);
  parseMath(checker, math);
  checker.validateLink = () => true;

  const renderer = (kind: 'snippet' | 'page' | 'feed') => {
    const md = new MarkdownIt('commonmark', { html: false, xhtmlOut: false, highlight });
    useGfm(md);
    useSafeLinks(md, rules.mediaBaseUrl);
    useTaskLists(md);
    if (kind === 'snippet') return md;
    useFootnotes(md, footnote);
    useMath(md, math, katex, budget, kind === 'feed' ? 'mathml' : 'htmlAndMathml');
    if (kind === 'page') useHeadingAnchors(md);
    return md;
  };
  const snippet = renderer('snippet');
  const page = renderer('page');
  const feed = renderer('feed');

  const startBudget = () => {
    budget.highlight = HIGHLIGHT_LIMITS.documentMax;
    budget.math = MATH_LIMITS.documentMax;
    budget.mathShown = false;
  };

  return {
    problems(source) {
      const problems = new Set<string>();
      for (const token of walk(checker.parse(source, {}))) {
        if (token.type === 'html_block' || token.type === 'html_inline') {
          problems.add(`raw HTML is not allowed: ${token.content.trim().slice(0, 40)}`);
        } else if (token.type === 'link_open') {
          const href = token.attrGet('href')?.toString() ?? '';
          if (!isAllowedLink(href)) problems.add(`links must be http(s): ${href.slice(0, 80)}`);
        } else if (token.type === 'image') {
          const src = token.attrGet('src')?.toString() ?? '';
          if (!isOwnMedia(src, rules.mediaBaseUrl)) {
            problems.add(`images must be uploaded to this site: ${src.slice(0, 80)}`);
          }
        }
      }
      return [...problems];
    },
    render(source) {
      startBudget();
      const env: HeadingsEnv = {};
      const html = page.render(source, env);
      return { html, headings: env.headings ?? [], hasMath: budget.mathShown };
    },
    renderForFeed(source) {
      startBudget();
      return feed.render(source);
    },
    renderSnippet(source) {
      startBudget();
      return snippet.render(source);
    },
    images(source) {
      const sources = new Set<string>();
      for (const token of walk(checker.parse(source, {}))) {
        if (token.type === 'image') sources.add(token.attrGet('src')?.toString() ?? '');
      }
      return [...sources];
    },
    plainText(source) {
      const blocks: string[] = [];
      for (const token of feed.parse(source, {})) {
        if (CODE_BLOCKS.has(token.type)) blocks.push(token.content.trim());
        if (token.type !== 'inline') continue;
        let text = '';
        for (const child of walk(token.children ?? [])) {
          if (INLINE_TEXT.has(child.type)) text += child.content;
          else if (INLINE_BREAKS.has(child.type)) text += ' ';
        }
        blocks.push(text.trim());
      }
      return blocks.filter(Boolean).join(' ').replace(/\s+/gu, ' ');
    },
  };
}

/** One Markdown checker and renderer per media base (the config's; tests build several apps). */
const byMediaBase = new Map<string, Promise<Markdown>>();

/** The Markdown rules of this site: its images come from its own media. */
export function markdownFor(config: MarkdownRules): Promise<Markdown> {
  let markdown = byMediaBase.get(config.mediaBaseUrl);
  if (!markdown) {
    markdown = createMarkdown({ mediaBaseUrl: config.mediaBaseUrl });
    byMediaBase.set(config.mediaBaseUrl, markdown);
  }
  return markdown;
}
