import { holds } from '../../lib/font-packages.js';
import type { FontChain } from './resume-look.js';

/** A stretch of text one font file draws. */
export interface FontRun {
  path: string;
  text: string;
}

/**
 * Text cut into runs, each drawn by the first font of the chain that holds its characters (a name
 * in Polish takes its Ł from Inter's latin-ext while the rest stays in the theme's face). A
 * character no font holds stays with the run before it.
 */
export function fontRuns(chain: FontChain, text: string): FontRun[] {
  const [first] = chain;
  if (!first) throw new Error('A résumé font chain is empty');
  const runs: FontRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    const lastFont = last && chain.find((font) => font.path === last.path);
    const font =
      (lastFont && holds(lastFont.ranges, code) ? lastFont : undefined) ??
      chain.find((candidate) => holds(candidate.ranges, code)) ??
      lastFont ??
      first;
    if (last && last.path === font.path) last.text += char;
    else runs.push({ path: font.path, text: char });
  }
  return runs;
}

/**
 * A timeline summary's Markdown as the plain text a résumé prints: links by their text, emphasis
 * and code marks dropped, list items as bullets.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/gu, '$2')
    .replace(/^\s*[-*+]\s+/gmu, '• ')
    .replace(/^#{1,6}\s+/gmu, '')
    .trim();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How a résumé in another language than English says its dates: its month names, 'present'. */
export interface DateWords {
  language: string;
  present: string;
}

/** '2021-09' as 'Sep 2021' (in another language its own short month: 'set. de 2021'), '2021' as itself. */
function dateText(date: string, words: DateWords | undefined): string {
  const [year = '', month] = date.split('-');
  if (month && words) {
    return new Intl.DateTimeFormat(words.language, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(Number(year), Number(month) - 1));
  }
  const name = month ? MONTHS[Number(month) - 1] : undefined;
  return name ? `${name} ${year}` : year;
}

/**
 * Every date word a résumé in this language may print (its short month names, with a year, and
 * its word for the present), for the faces it needs.
 */
export function dateWordsOf(words: DateWords): string {
  const months = Array.from({ length: 12 }, (_, month) =>
    dateText(`2000-${String(month + 1).padStart(2, '0')}`, words),
  );
  return [...months, words.present].join(' ');
}

/** A span of time: 'Sep 2021 – Present', or its start alone (a project's date). */
export function periodText(
  start: string,
  end: string | undefined,
  ongoing = true,
  words?: DateWords,
): string {
  if (end) return `${dateText(start, words)} – ${dateText(end, words)}`;
  return ongoing
    ? `${dateText(start, words)} – ${words?.present ?? 'Present'}`
    : dateText(start, words);
}
