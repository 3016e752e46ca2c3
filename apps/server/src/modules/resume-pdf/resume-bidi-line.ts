import { bidiLevels, hasRtl, visualOrder } from './resume-bidi.js';
import { useFont } from './resume-glyph-text.js';

type Doc = PDFKit.PDFDocument;

/** A stretch of a paragraph in one font, colour and link. */
export interface Part {
  path: string;
  text: string;
  color: string;
  link?: string | undefined;
}

/** A part of a line as drawn: left to right, with its width and its first letter in the line. */
interface Segment {
  part: Part;
  text: string;
  width: number;
  first: number;
}

/** Brackets face the other way in right-to-left text (L4). */
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

/** The ascent of the face set now, for a shared baseline (pdfkit keeps it on the font it embeds). */
const ascent = (doc: Doc, size: number) =>
  ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size;

/** The OpenType features pdfkit is given: any list makes it shape a run whole, not word by word. */
const WHOLE: PDFKit.Mixins.OpenTypeFeatures[] = [];

function widthOf(doc: Doc, part: Part, text: string, size: number): number {
  return useFont(doc, part.path, size).widthOfString(text, { features: WHOLE });
}

/**
 * A line's characters (indices into the paragraph) as segments left to right. A right-to-left
 * segment of Hebrew or Arabic letters goes to fontkit in logical order, which shapes and reverses
 * it; any other goes in visual order, its brackets mirrored when right to left.
 */
function segments(
  doc: Doc,
  chars: { char: string; part: Part }[],
  levels: number[],
  order: number[],
  size: number,
): Segment[] {
  const found: Segment[] = [];
  let group: number[] = [];
  const close = () => {
    const [first] = group;
    if (first === undefined) return;
    const part = chars[first]?.part as Part;
    const rtl = (levels[first] ?? 0) % 2 === 1;
    const visual = group.map((index) => chars[index]?.char ?? '');
    const text = !rtl
      ? visual.join('')
      : hasRtl(visual.join(''))
        ? visual.reverse().join('')
        : visual.map((char) => MIRRORED[char] ?? char).join('');
    found.push({ part, text, width: widthOf(doc, part, text, size), first: Math.min(...group) });
    group = [];
  };
  for (const index of order) {
    const last = group.at(-1);
    const step = (levels[index] ?? 0) % 2 === 1 ? -1 : 1;
    const joins =
      last !== undefined &&
      chars[last]?.part === chars[index]?.part &&
      levels[last] === levels[index] &&
      index - last === step;
    if (!joins) close();
    group.push(index);
  }
  close();
  return found;
}

/**
 * A paragraph that holds right-to-left text, or any paragraph of a right-to-left document
 * (`rtl`), set by us since pdfkit sets every line left to right: wrapped at spaces in logical
 * order, each line in visual order (resume-bidi.ts), aligned to the right when the paragraph is
 * right to left, every part on one baseline.
 */
export function setBidiParagraph(
  doc: Doc,
  parts: Part[],
  box: { x: number; width: number },
  size: number,
  lineGap: number,
  rtl = false,
): void {
  const chars = parts.flatMap((part) => [...part.text].map((char) => ({ char, part })));
  const { paragraph, levels } = bidiLevels(
    chars.map((item) => item.char),
    rtl,
  );
  const widthOfRange = (from: number, to: number) => {
    let width = 0;
    for (let start = from; start < to; ) {
      let end = start + 1;
      while (end < to && chars[end]?.part === chars[start]?.part) end += 1;
      const part = chars[start]?.part as Part;
      const text = chars
        .slice(start, end)
        .map((item) => item.char)
        .join('');
      width += widthOf(doc, part, text, size);
      start = end;
    }
    return width;
  };
  const isSpace = (index: number) => /\s/u.test(chars[index]?.char ?? '');
  // Lines in logical order: words (with the spaces after them) while they fit.
  const lines: [number, number][] = [];
  let start = 0;
  let width = 0;
  for (let index = 0; index < chars.length; ) {
    let end = index;
    while (end < chars.length && !isSpace(end)) end += 1;
    let after = end;
    while (after < chars.length && isSpace(after)) after += 1;
    const word = widthOfRange(index, end);
    if (index > start && width + word > box.width) {
      lines.push([start, index]);
      start = index;
      width = 0;
    }
    width += word + widthOfRange(end, after);
    index = after;
  }
  if (start < chars.length) lines.push([start, chars.length]);

  for (const [from, to] of lines) {
    let end = to;
    while (end > from && isSpace(end - 1)) end -= 1;
    const lineChars = chars.slice(from, end);
    const lineLevels = levels.slice(from, end);
    const order = visualOrder(lineLevels);
    const drawn = segments(doc, lineChars, lineLevels, order, size);
    const lineWidth = drawn.reduce((sum, segment) => sum + segment.width, 0);
    let height = 0;
    let top = 0;
    for (const segment of drawn) {
      useFont(doc, segment.part.path, size);
      height = Math.max(height, doc.currentLineHeight(true));
      top = Math.max(top, ascent(doc, size));
    }
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = paragraph === 1 ? box.x + box.width - lineWidth : box.x;
    const placed = drawn.map((segment) => {
      const at = x;
      x += segment.width;
      return { ...segment, x: at };
    });
    // Drawn in the order they are read, which is the order text extraction gives them in.
    for (const segment of placed.toSorted((a, b) => a.first - b.first)) {
      useFont(doc, segment.part.path, size).fillColor(segment.part.color);
      doc.text(segment.text, segment.x, y + top, {
        lineBreak: false,
        baseline: 'alphabetic',
        features: WHOLE,
      });
    }
    for (const segment of placed) {
      if (segment.part.link) doc.link(segment.x, y, segment.width, height, segment.part.link);
    }
    doc.x = box.x;
    doc.y = y + height + lineGap;
  }
}
