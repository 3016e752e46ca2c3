import type { MarkdownIt, StateCore, Token } from 'markdown-it';

/** The id of the footnotes' heading, which each reference names as what it is. */
const FOOTNOTES_LABEL = 'footnotes-label';

/** What markdown-it-footnote keeps of a document's footnotes in its environment. */
interface FootnotesEnv {
  footnotes?: {
    list?: { label?: string; count?: number; content?: string; tokens?: Token[] }[];
  };
}

/**
 * markdown-it-footnote's `footnote_tail`, linear: the footnotes' tokens after the document's.
 * The plugin's own joins the whole token list anew for each footnote (`concat`), the square of
 * their number: 20,000 inline footnotes held the server 22 s.
 */
function footnoteTail(state: StateCore): void {
  const footnotes = (state.env as FootnotesEnv).footnotes;
  if (!footnotes) return;
  const definitions = new Map<string, Token[]>();
  const tokens: Token[] = [];
  let definition: Token[] | undefined;
  let label = '';
  for (const token of state.tokens) {
    if (token.type === 'footnote_reference_open') {
      definition = [];
      label = String(token.meta?.label ?? '');
    } else if (token.type === 'footnote_reference_close') {
      definitions.set(label, definition ?? []);
      definition = undefined;
    } else if (definition) {
      definition.push(token);
    } else {
      tokens.push(token);
    }
  }
  state.tokens = tokens;
  if (!footnotes.list) return;
  const token = (type: string, tag: string, nesting: -1 | 0 | 1, fields: Partial<Token> = {}) =>
    Object.assign(new state.Token(type, tag, nesting), fields);
  tokens.push(token('footnote_block_open', '', 1));
  footnotes.list.forEach((footnote, id) => {
    tokens.push(token('footnote_open', '', 1, { meta: { id, label: footnote.label } }));
    if (footnote.tokens) {
      tokens.push(
        token('paragraph_open', 'p', 1, { block: true }),
        token('inline', '', 0, { children: footnote.tokens, content: footnote.content ?? '' }),
        token('paragraph_close', 'p', -1, { block: true }),
      );
    } else if (footnote.label !== undefined) {
      for (const inner of definitions.get(footnote.label) ?? []) tokens.push(inner);
    }
    const lastParagraph = tokens.at(-1)?.type === 'paragraph_close' ? tokens.pop() : undefined;
    const anchors = footnote.count && footnote.count > 0 ? footnote.count : 1;
    for (let subId = 0; subId < anchors; subId++) {
      tokens.push(token('footnote_anchor', '', 0, { meta: { id, subId, label: footnote.label } }));
    }
    if (lastParagraph) tokens.push(lastParagraph);
    tokens.push(token('footnote_close', '', -1));
  });
  tokens.push(token('footnote_block_close', '', -1));
}

/** Footnotes, `[^1]` and `^[inline]`, parsed by markdown-it-footnote (its tail made linear). */
export function parseFootnotes(md: MarkdownIt, plugin: (md: MarkdownIt) => void): void {
  md.use(plugin);
  md.core.ruler.at('footnote_tail', footnoteTail);
}

/**
 * Footnotes, said to screen readers as GitHub says them: the list under a hidden "Footnotes"
 * heading, each reference described by it, each way back labelled "Back to reference 1".
 */
export function useFootnotes(md: MarkdownIt, plugin: (md: MarkdownIt) => void): void {
  parseFootnotes(md, plugin);
  const { rules } = md.renderer;
  const anchorName = rules.footnote_anchor_name;
  const caption = rules.footnote_caption;
  if (!anchorName || !caption) throw new Error('markdown-it-footnote has no anchor name rule');
  rules.footnote_block_open = () =>
    `<section class="footnotes" aria-labelledby="${FOOTNOTES_LABEL}">\n` +
    `<h2 class="visually-hidden" id="${FOOTNOTES_LABEL}">Footnotes</h2>\n` +
    '<ol class="footnotes-list">\n';
  rules.footnote_ref = (tokens, index, options, env, self) => {
    const id = anchorName(tokens, index, options, env, self);
    const subId = Number(tokens[index]?.meta?.subId ?? 0);
    const refId = subId > 0 ? `${id}:${subId}` : id;
    return (
      `<sup class="footnote-ref"><a href="#fn${id}" id="fnref${refId}" ` +
      `aria-describedby="${FOOTNOTES_LABEL}">${caption(tokens, index, options, env, self)}</a></sup>`
    );
  };
  rules.footnote_anchor = (tokens, index, options, env, self) => {
    const subId = Number(tokens[index]?.meta?.subId ?? 0);
    const name = anchorName(tokens, index, options, env, self);
    const id = subId > 0 ? `${name}:${subId}` : name;
    return ` <a href="#fnref${id}" class="footnote-backref" aria-label="Back to reference ${id}">\u21a9\uFE0E</a>`;
  };
}
