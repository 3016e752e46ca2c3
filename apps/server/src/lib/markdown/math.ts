import type katex from 'katex';
import type { KatexOptions } from 'katex';
import type { MarkdownIt, Token } from 'markdown-it';

/**
 * How much TeX KaTeX is given. It costs 5 to 12 µs a character (`\neq` the dearest) and about 10
 * for any formula, and writes 150 bytes of HTML a character, so past these bounds a formula is
 * shown as its TeX, escaped, in code: a document costs at most about 120 ms and 1.5 MB. A formula
 * that defines macros is shown so too: a macro is expanded again each time it is used, so 1,000
 * characters of `\def` asked for 36,000 symbols and 2 s.
 */
export const MATH_LIMITS = {
  /** The longest formula drawn. */
  formulaMax: 1_000,
  /** What one document may draw: each formula counts its characters and `perFormula`. */
  documentMax: 10_000,
  /** What each formula counts besides its characters: KaTeX's work for any formula. */
  perFormula: 10,
} as const;

/**
 * KaTeX's settings besides its output (`useMath`): errors drawn in the formula instead of thrown,
 * no command that makes links, ids, classes or styles (`trust: false`), sizes and macro
 * expansions bounded, and no warning written to the console (`strict: 'ignore'`).
 */
const KATEX_OPTIONS: KatexOptions = {
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  /** A formula KaTeX cannot read is drawn in the theme's colour for errors, in light and dark. */
  errorColor: 'var(--danger)',
  /** In ems: `\rule{1000em}{1000em}` is drawn 20em wide. */
  maxSize: 20,
  maxExpand: 1_000,
};

/**
 * Commands KaTeX runs that define macros (their expansions are what costs: see MATH_LIMITS) or
 * write to the server's console (`\message`, `\errmessage`, `\show`).
 */
const REFUSED_COMMAND =
  /\\(?:[gex]?def|let|futurelet|global|long|(?:re|provide)?newcommand|message|errmessage|show)(?![A-Za-z@])/;

/** What one document may still spend on math, and whether it has shown a formula. */
interface MathBudget {
  /** What KaTeX may still be given in this document (see MATH_LIMITS.documentMax). */
  math: number;
  /** Some formula was drawn by KaTeX: the page must link its stylesheet. */
  mathShown: boolean;
}

/**
 * `$…$` inline and `$$…$$` blocks, parsed by @vscode/markdown-it-katex, with Pandoc's rule, which
 * GitHub follows, for `$…$`: a formula neither starts nor ends with a space, so in "$5 or $10; the
 * $ sign" the dollars are text (the plugin would draw "10; the " as a formula).
 */
export function parseMath(md: MarkdownIt, katexPlugin: (md: MarkdownIt) => void): void {
  md.use(katexPlugin);
  md.core.ruler.push('math_spaced_is_text', (state) => {
    for (const token of state.tokens) {
      for (const child of token.children ?? []) {
        if (child.type === 'math_inline' && /^\s|\s$/.test(child.content)) {
          child.type = 'text';
          child.content = `$${child.content}$`;
        }
      }
    }
  });
}

/**
 * `$…$` inline and `$$…$$` (and ```math fences) as display math (`parseMath`), drawn by KaTeX within the budget; a formula past it, or one
 * KaTeX fails on, is its TeX in code (`math-source`). A page gets HTML, drawn by KaTeX's
 * stylesheet, and MathML for screen readers (`htmlAndMathml`); a feed, whose reader has no
 * stylesheet, MathML alone.
 */
export function useMath(
  md: MarkdownIt,
  katexPlugin: (md: MarkdownIt) => void,
  renderer: typeof katex,
  budget: MathBudget,
  output: 'htmlAndMathml' | 'mathml',
): void {
  parseMath(md, katexPlugin);
  const { escapeHtml } = md.utils;
  const draw = (tex: string, displayMode: boolean): string | undefined => {
    const cost = tex.length + MATH_LIMITS.perFormula;
    if (tex.length > MATH_LIMITS.formulaMax || cost > budget.math) return undefined;
    if (REFUSED_COMMAND.test(tex)) return undefined;
    budget.math -= cost;
    try {
      const html = renderer.renderToString(tex, { ...KATEX_OPTIONS, output, displayMode });
      budget.mathShown = true;
      return html;
    } catch {
      // Past KaTeX's own bounds (a RangeError of a nesting too deep): shown as its TeX.
      return undefined;
    }
  };
  const block = (tex: string) =>
    `<div class="math-block">${
      draw(tex, true) ??
      `<pre class="math-source"><code>$$\n${escapeHtml(tex.replace(/\n$/, ''))}\n$$</code></pre>`
    }</div>\n`;
  md.renderer.rules.math_inline = (tokens: Token[], index: number) => {
    const content = tokens[index]?.content ?? '';
    // $`a + b`$, GitLab's form, is the formula inside the backticks.
    const tex = /^`.+`$/s.test(content) ? content.slice(1, -1) : content;
    return draw(tex, false) ?? `<code class="math-source">$${escapeHtml(tex)}$</code>`;
  };
  // `$$…$$` on lines of its own is a block; within a line of text (a token with no source lines),
  // display math inside the paragraph.
  md.renderer.rules.math_block = (tokens: Token[], index: number) => {
    const token = tokens[index];
    const tex = token?.content ?? '';
    if (token?.map) return block(tex);
    return draw(tex, true) ?? `<code class="math-source">$$${escapeHtml(tex)}$$</code>`;
  };
  const fence = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (token?.info.trim().toLowerCase() === 'math') return block(token.content);
    return fence
      ? fence(tokens, index, options, env, self)
      : self.renderToken(tokens, index, options);
  };
}
