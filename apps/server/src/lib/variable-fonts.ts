import { readFile } from 'node:fs/promises';

/** The weight a variable face's file is named at (`atWeight`). */
const AT_WEIGHT = /#wght=(\d+)$/u;

/**
 * A variable face's file to be drawn at one weight: the name a look lists it by, which
 * `fontFileBytes` reads (the file itself holds every weight, and its default is Thin).
 */
export const atWeight = (file: string, weight: number) => `${file}#wght=${weight}`;

/** Whether a look's font file is a variable face at a weight, made by `fontFileBytes`. */
export const isInstance = (file: string) => AT_WEIGHT.test(file);

/**
 * The bytes of a font file a look names. A variable face at a weight (`atWeight`) is made a
 * static TrueType font of that weight, every glyph kept, by HarfBuzz's subsetter (subset-font):
 * satori, resvg and pdfkit read no WOFF2 and draw a variable font at its default. A CJK slice
 * takes a few milliseconds. subset-font is loaded by the image process on its first such face.
 */
export async function fontFileBytes(file: string): Promise<Buffer> {
  const weight = AT_WEIGHT.exec(file);
  if (!weight) return readFile(file);
  const [variable, { default: subsetFont }] = await Promise.all([
    readFile(file.slice(0, weight.index)),
    import('subset-font'),
  ]);
  return subsetFont(variable, undefined, {
    keepAllGlyphs: true,
    targetFormat: 'truetype',
    variationAxes: { wght: Number(weight[1]) },
  });
}
