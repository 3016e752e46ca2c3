import type { Token } from 'markdown-it';

/**
 * The owner's Markdown (case studies, timeline texts): CommonMark through markdown-it, checked when
 * it is saved and rendered on the server. Raw HTML is refused, links are http(s) (or this site's own
 * paths and anchors), images come only from this site's media, and code blocks are highlighted here
 * so no highlighter is shipped to the browser. markdown-it and highlight.js load with the first
 * Markdown a server reads or renders, not with the server (its idle memory).
 */
export interface MarkdownRules {
  /** Where this site's media is served from (config.mediaBaseUrl), without a trailing slash. */
  readonly mediaBaseUrl: string;
}

export interface Markdown {
  /** What is wrong with the source, one sentence each; empty when it may be stored. */
  problems(source: string): string[];
  /** Safe HTML for a source that passed `problems` (anything refused is left out or shown as text). */
  render(source: string): string;
  /** The address of every image the source shows, as written, each once. */
  images(source: string): string[];
}

const SITE_PATH = /^(\/(?!\/)|#)/;

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

function isAllowedLink(href: string): boolean {
  if (SITE_PATH.test(href)) return true;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isOwnMedia(src: string, mediaBaseUrl: string): boolean {
  try {
    return new URL(src).href.startsWith(`${mediaBaseUrl}/`);
  } catch {
    return false;
  }
}

function* walk(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.children) yield* walk(token.children);
  }
}

export async function createMarkdown(rules: MarkdownRules): Promise<Markdown> {
  const [{ default: MarkdownIt }, { default: hljs }] = await Promise.all([
    import('markdown-it'),
    import('highlight.js/lib/common'),
  ]);
  // What the document being rendered may still highlight: render() sets it, each block takes its
  // share (rendering is synchronous, so one document at a time).
  let highlightBudget = 0;
  // An empty answer is markdown-it's sign to escape the code itself.
  const highlight = (code: string, language: string): string => {
    if (!language || !hljs.getLanguage(language)) return '';
    const size = code.endsWith('\n') ? code.length - 1 : code.length;
    if (size > HIGHLIGHT_LIMITS.blockMax || size > highlightBudget) return '';
    if (hasLineLongerThan(code, HIGHLIGHT_LIMITS.lineMax)) return '';
    highlightBudget -= size;
    return hljs.highlight(code, { language, ignoreIllegals: true }).value;
  };

  // Reads raw HTML and every link as written, so that what the renderer would drop is named instead.
  const checker = new MarkdownIt('commonmark', { html: true });
  checker.validateLink = () => true;

  const renderer = new MarkdownIt('commonmark', { html: false, xhtmlOut: false, highlight });
  renderer.validateLink = isAllowedLink;
  const defaultImage = renderer.renderer.rules.image;
  renderer.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const src = token?.attrGet('src')?.toString() ?? '';
    if (!token || !isOwnMedia(src, rules.mediaBaseUrl)) return '';
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    return defaultImage
      ? defaultImage(tokens, index, options, env, self)
      : self.renderToken(tokens, index, options);
  };
  renderer.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const href = tokens[index]?.attrGet('href')?.toString() ?? '';
    if (!SITE_PATH.test(href)) tokens[index]?.attrSet('rel', 'noopener noreferrer');
    return self.renderToken(tokens, index, options);
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
      highlightBudget = HIGHLIGHT_LIMITS.documentMax;
      return renderer.render(source);
    },
    images(source) {
      const sources = new Set<string>();
      for (const token of walk(checker.parse(source, {}))) {
        if (token.type === 'image') sources.add(token.attrGet('src')?.toString() ?? '');
      }
      return [...sources];
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
