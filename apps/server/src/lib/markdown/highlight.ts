import type { HLJSApi } from 'highlight.js';

/**
 * How much code highlight.js is given. Its grammars cost the square of a line's length (one line
 * of 30,000 characters held the server 10 s) and some (C#) the square of a block's, so past these
 * bounds a block is shown as plain escaped code, as one of an unknown language is.
 */
export const HIGHLIGHT_LIMITS = {
  /** The longest line of a highlighted block. */
  lineMax: 200,
  /** The longest highlighted block. */
  blockMax: 4_000,
  /** The code highlighted in one document, its blocks together. */
  documentMax: 16_000,
} as const;

const NEWLINE = 0x0a;

/** Whether some line of the text is longer than `max`: a loop, no expression. */
function hasLineLongerThan(text: string, max: number): boolean {
  let lineStart = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text.charCodeAt(i) === NEWLINE) {
      if (i - lineStart > max) return true;
      lineStart = i + 1;
    }
  }
  return false;
}

/** What one document may still spend: each block or formula takes its share as it is rendered. */
interface RenderBudget {
  /** Characters of code highlight.js may still be given. */
  highlight: number;
}

/**
 * markdown-it's `highlight` option over highlight.js, within the bounds: an empty answer is
 * markdown-it's sign to escape the code itself.
 */
export function highlighter(hljs: HLJSApi, budget: RenderBudget) {
  return (code: string, language: string): string => {
    if (!language || !hljs.getLanguage(language)) return '';
    const size = code.endsWith('\n') ? code.length - 1 : code.length;
    if (size > HIGHLIGHT_LIMITS.blockMax || size > budget.highlight) return '';
    if (hasLineLongerThan(code, HIGHLIGHT_LIMITS.lineMax)) return '';
    budget.highlight -= size;
    return hljs.highlight(code, { language, ignoreIllegals: true }).value;
  };
}
