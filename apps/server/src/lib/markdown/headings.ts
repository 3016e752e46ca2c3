import type { DocumentHeading } from '@portfolio/contract';
import type { Env, MarkdownIt, Token } from 'markdown-it';

/**
 * Heading ids start with this, so that no heading of the owner's ("Main") takes an id of the
 * page's own (`main`, the skip link's target) or of the footnotes.
 */
export const HEADING_ID_PREFIX = 'h-';

/** The levels that get an id and an anchor link: a page's h1 is its title. */
const LEVELS = new Set(['h2', 'h3', 'h4']);

/** The longest slug of a heading, in characters (code points, so none is cut in half). */
const SLUG_MAX = 60;

/**
 * A heading's slug: lower case, its letters and digits in any script kept (`Café` → `café`, as
 * GitHub does), every other run of characters a dash; 'section' when nothing is left.
 */
export function headingSlug(title: string): string {
  const slug = [
    ...title
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  ]
    .slice(0, SLUG_MAX)
    .join('')
    .replace(/-+$/, '');
  return slug || 'section';
}

/** The ids a document has given, and the next number to try after each slug (`setup-2`, ...). */
interface HeadingIds {
  taken: Set<string>;
  next: Map<string, number>;
}

/**
 * An id for a heading not taken in this document: the slug, then slug-2, slug-3, ... Each slug
 * goes on from its last number, so a thousand headings of one title cost a thousand looks, not
 * half a million.
 */
function uniqueId(title: string, ids: HeadingIds): string {
  const base = HEADING_ID_PREFIX + headingSlug(title);
  let n = ids.next.get(base) ?? 1;
  let id = n === 1 ? base : `${base}-${n}`;
  while (ids.taken.has(id)) {
    n += 1;
    id = `${base}-${n}`;
  }
  ids.next.set(base, n + 1);
  ids.taken.add(id);
  return id;
}

/** A heading's text as the reader sees it: its text, code and the TeX of its formulas. */
function headingText(children: readonly Token[] | null): string {
  let text = '';
  for (const token of children ?? []) {
    if (token.type === 'text' || token.type === 'code_inline' || token.type === 'math_inline') {
      text += token.content;
    }
  }
  return text;
}

/** What the anchors leave in a render's environment: the headings they gave an id, in order. */
export interface HeadingsEnv extends Env {
  headings?: DocumentHeading[];
}

/**
 * Ids on h2–h4 and, after each, a link to it that shows on hover and focus: a `#` named "Link to
 * the section “…”" for screen readers (markdown-it-anchor's `linkAfterHeader` in its `aria-label`
 * style, which leaves only the `#` in the text that is copied or read by a reader mode). One pass that builds the token list anew: inserting
 * into it at each heading, as markdown-it-anchor does, costs the square of a document's headings
 * (20,000 of them held the server 3 s).
 */
export function useHeadingAnchors(md: MarkdownIt): void {
  const { escapeHtml } = md.utils;
  md.core.ruler.push('heading_anchors', (state) => {
    const headings: DocumentHeading[] = [];
    const ids: HeadingIds = { taken: new Set(), next: new Map() };
    const tokens: Token[] = [];
    const block = (content: string) =>
      Object.assign(new state.Token('html_block', '', 0), { content });
    for (let i = 0; i < state.tokens.length; i++) {
      const open = state.tokens[i] as Token;
      const inline = state.tokens[i + 1];
      const close = state.tokens[i + 2];
      if (open.type !== 'heading_open' || !LEVELS.has(open.tag) || !inline || !close) {
        tokens.push(open);
        continue;
      }
      const text = headingText(inline.children);
      const id = uniqueId(text, ids);
      open.attrSet('id', id);
      headings.push({ level: Number(open.tag.slice(1)) as DocumentHeading['level'], text, id });
      tokens.push(
        block('<div class="heading-anchored">\n'),
        open,
        inline,
        close,
        block(
          `<a class="heading-anchor" href="#${escapeHtml(id)}" ` +
            `aria-label="Link to the section “${escapeHtml(text)}”">#</a></div>\n`,
        ),
      );
      i += 2;
    }
    state.tokens = tokens;
    (state.env as HeadingsEnv).headings = headings;
  });
}

/** A document with fewer headings (h2–h4) than this has no table of contents: it is read whole. */
export const TOC_MIN_HEADINGS = 3;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A long document's table of contents as HTML, drawn here so that no page carries a script for
 * it: a link to each heading, nested by level; '' under TOC_MIN_HEADINGS headings. The page puts
 * it before the document.
 */
export function contentsHtml(headings: readonly DocumentHeading[]): string {
  if (headings.length < TOC_MIN_HEADINGS) return '';
  let html =
    '<nav class="toc" aria-labelledby="toc-heading"><h2 id="toc-heading">Contents</h2><ol>';
  // The levels of the lists open around the current entry: a deeper heading opens a list inside
  // the entry before it; a shallower one closes the lists down to its own.
  const depth: number[] = [];
  for (const { level, text, id } of headings) {
    const entry = `<li><a href="#${escapeText(id)}">${escapeText(text)}</a>`;
    const current = depth.at(-1);
    if (current === undefined) {
      depth.push(level);
    } else if (level > current) {
      html += '<ol>';
      depth.push(level);
    } else {
      html += '</li>';
      while (depth.length > 1 && level <= (depth.at(-2) ?? 0)) {
        depth.pop();
        html += '</ol></li>';
      }
      depth[depth.length - 1] = level;
    }
    html += entry;
  }
  html += '</li>';
  for (let open = depth.length; open > 1; open--) html += '</ol></li>';
  return `${html}</ol></nav>`;
}
