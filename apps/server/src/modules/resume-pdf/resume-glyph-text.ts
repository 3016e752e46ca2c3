import { face, keepFace } from './resume-font-files.js';

/** A glyph as fontkit lays it out. */
interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

/**
 * What pdfkit's embedded font keeps of its glyphs (its `EmbeddedFont`, not in its types): the
 * layout of a text, the subset, and the letters and width of each glyph of the subset.
 */
interface EmbeddedFont {
  layout(
    text: string,
    features?: unknown,
  ): { glyphs: Glyph[]; positions: unknown; direction?: string };
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  scale: number;
  encode(text: string, features?: unknown): [string[], unknown];
}

/** The letters a glyph that stands for none is read as: the word joiner, invisible and ignored. */
const WORD_JOINER = 0x2060;
const mapped = new WeakSet<object>();

/**
 * The letters each glyph of a laid-out text stands for. fontkit keeps one glyph object per glyph,
 * with the letters of its first use (the body of ذ says د when د came first), but the number of
 * letters each glyph took is right: the text's letters are dealt out in that number, in logical
 * order (a right-to-left run's glyphs come reversed). When the numbers do not add up to the text,
 * fontkit's letters are kept.
 */
function lettersOf(text: string, glyphs: Glyph[], rtl: boolean): number[][] {
  const chars = [...text].map((char) => char.codePointAt(0) ?? 0);
  const logical = rtl ? [...glyphs].reverse() : glyphs;
  const total = logical.reduce((sum, glyph) => sum + glyph.codePoints.length, 0);
  if (total !== chars.length) return glyphs.map((glyph) => glyph.codePoints);
  let at = 0;
  const letters = logical.map((glyph) => {
    at += glyph.codePoints.length;
    return chars.slice(at - glyph.codePoints.length, at);
  });
  return rtl ? letters.reverse() : letters;
}

/**
 * Makes the font set now read back as the letters it draws. pdfkit gives a glyph the letters of
 * its first use; an Arabic face draws several letters with one glyph (the dotless body of ب, ت,
 * ن and ي at the start of a word, its dots a glyph of their own), so a reader would find the first
 * letter everywhere, and the dots as stray characters. Here each glyph gets a code of its own for
 * each text it stands for (the subset holds it once more), and a glyph that stands for no letter
 * is read as the word joiner, which text extraction leaves out. pdfkit offers no way to this, so
 * its font's `encode` is replaced, as the one in pdfkit 0.17 to 0.20 is written.
 */
function readAsDrawn(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font: EmbeddedFont })._font;
  if (mapped.has(font)) return;
  mapped.add(font);
  const codes = new Map<string, number>();
  font.encode = (text, features) => {
    const run = font.layout(text, features);
    const { glyphs, positions } = run;
    const letters = lettersOf(text, glyphs, run.direction === 'rtl');
    const encoded = glyphs.map((glyph, index) => {
      const drawn = letters[index] ?? [];
      const read = drawn.length > 0 ? drawn : [WORD_JOINER];
      const key = `${glyph.id} ${read.join(' ')}`;
      let code = codes.get(key);
      if (code === undefined) {
        const kept = font.subset.mapping[glyph.id];
        code =
          kept === undefined || font.unicode[kept] === undefined
            ? font.subset.includeGlyph(glyph.id)
            : font.subset.glyphs.push(glyph.id) - 1;
        codes.set(key, code);
        font.unicode[code] = read;
        font.widths[code] = glyph.advanceWidth * font.scale;
      }
      return code.toString(16).padStart(4, '0');
    });
    return [encoded, positions];
  };
}

/** fontkit's font, as far as its layout goes. */
interface LaidOut {
  layout(text: string, features?: unknown, ...rest: unknown[]): unknown;
}

/** The features that place marks on their base or on another mark, turned off. */
const MARKS_UNPLACED = { mark: false, mkmk: false, abvm: false, blwm: false };

/**
 * Lays a text out again without placing its marks when fontkit cannot: fontkit 2 reads a mark
 * anchor of Noto Sans Malayalam as null and throws (`GPOSProcessor.getAnchor`), which failed the
 * whole résumé. Its marks then sit where their glyphs draw them, after their base.
 */
function layoutDespiteMarks(font: LaidOut): void {
  const layout = font.layout.bind(font);
  font.layout = (text, features, ...rest) => {
    try {
      return layout(text, features, ...rest);
    } catch (err) {
      if (!(err instanceof TypeError)) throw err;
      const asked = Array.isArray(features)
        ? Object.fromEntries(features.map((feature) => [feature, true]))
        : (features ?? {});
      return layout(text, { ...asked, ...MARKS_UNPLACED }, ...rest);
    }
  };
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();
const laidOutDespiteMarks = new WeakSet<LaidOut>();

/**
 * Sets a face and size for what is drawn next, its glyphs read as drawn: the face as the process
 * keeps it (`face`), registered with the document by its path.
 */
export function useFont(doc: PDFKit.PDFDocument, path: string, size: number): PDFKit.PDFDocument {
  const known = registered.get(doc) ?? new Set<string>();
  registered.set(doc, known);
  if (!known.has(path)) {
    // pdfkit takes fontkit's font as well as a file (not in its types).
    doc.registerFont(path, face(path) as Buffer);
    known.add(path);
    doc.font(path);
    const opened = (doc as unknown as { _font: { font: LaidOut } })._font.font;
    if (!laidOutDespiteMarks.has(opened)) {
      layoutDespiteMarks(opened);
      laidOutDespiteMarks.add(opened);
    }
    keepFace(path, opened);
  }
  doc.font(path).fontSize(size);
  readAsDrawn(doc);
  return doc;
}
