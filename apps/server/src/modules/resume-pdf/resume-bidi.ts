/**
 * Right-to-left text for the résumé: pdfkit draws a line's glyphs left to right in the order it is
 * given, and fontkit reverses only a run it shapes as Hebrew or Arabic. This is the part of the
 * Unicode bidirectional algorithm (UAX #9) a résumé needs, for one paragraph without explicit
 * embeddings: the paragraph's direction from its first strong letter, numbers left to right
 * (with the separators between their digits), neutrals taking the direction of the letters around
 * them, then each line's characters in visual order.
 */

/** Strong left-to-right, strong right-to-left, a European number, or neutral. */
type BidiClass = 'L' | 'R' | 'EN' | 'N';

const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}]/u;
const DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
/** A single one of these between two digits belongs to the number: 2019-2021, 1.5, 1,000. */
const NUMBER_SEPARATOR = /^[-+.,:/]$/u;

/** Whether a text holds a Hebrew or Arabic letter (and so needs the reordering). */
export const hasRtl = (text: string) => RTL_LETTER.test(text);

/** The classes of a paragraph's characters, marks taking the class of the letter they sit on. */
function classes(chars: string[]): BidiClass[] {
  const found: BidiClass[] = [];
  for (const char of chars) {
    const previous = found.at(-1) ?? 'N';
    if (MARK.test(char)) found.push(previous);
    else if (DIGIT.test(char)) found.push('EN');
    else if (RTL_LETTER.test(char)) found.push('R');
    else if (LETTER.test(char)) found.push('L');
    else found.push('N');
  }
  return found;
}

/**
 * The embedding level of each character of a paragraph (even: left to right, odd: right to
 * left), and the paragraph's own level: 1 when its first strong letter is right-to-left, or
 * always in a document of a right-to-left language (`rtl`).
 */
export function bidiLevels(chars: string[], rtl = false): { paragraph: number; levels: number[] } {
  const types = classes(chars);
  const first = types.find((type) => type === 'L' || type === 'R');
  const paragraph = rtl || first === 'R' ? 1 : 0;
  const outer: BidiClass = paragraph === 1 ? 'R' : 'L';
  // A separator between digits is part of the number; a number after a left-to-right letter is
  // left to right (W4, W7).
  let strong = outer;
  const resolved = types.map((type, index) => {
    if (type === 'N' && NUMBER_SEPARATOR.test(chars[index] ?? '')) {
      if (types[index - 1] === 'EN' && types[index + 1] === 'EN') return 'EN';
    }
    if (type === 'L' || type === 'R') strong = type;
    return type === 'EN' && strong === 'L' ? 'L' : type;
  });
  // Neutrals between letters of one direction take it, others the paragraph's (N1, N2); a number
  // counts as right-to-left here.
  const direction = (type: BidiClass | undefined) =>
    type === undefined ? outer : type === 'EN' ? 'R' : type;
  for (let start = 0; start < resolved.length; ) {
    if (resolved[start] !== 'N') {
      start += 1;
      continue;
    }
    let end = start;
    while (resolved[end] === 'N') end += 1;
    const before = direction(resolved[start - 1]);
    const after = direction(resolved[end]);
    resolved.fill(before === after ? before : outer, start, end);
    start = end;
  }
  const levels = resolved.map((type) => {
    if (paragraph === 0) return type === 'L' ? 0 : type === 'R' ? 1 : 2;
    return type === 'R' ? 1 : 2;
  });
  return { paragraph, levels };
}

/**
 * The visual order of one line (its spaces at the end left out): the indices of its characters
 * from left to right, each run at a level reversed, from the highest level down (L2).
 */
export function visualOrder(levels: number[]): number[] {
  const order = levels.map((_, index) => index);
  const highest = Math.max(0, ...levels);
  for (let level = highest; level >= 1; level--) {
    for (let start = 0; start < order.length; ) {
      if ((levels[order[start] ?? 0] ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < order.length && (levels[order[end] ?? 0] ?? 0) >= level) end += 1;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }
  return order;
}
