/**
 * Finds markup hidden in an image: an HTML page or script appended after the image's end, or put
 * in a comment or metadata block. Such a polyglot is both a valid image and a page a browser (or a
 * PHP server) runs, so it is refused even though only its re-encoded pixels would be stored.
 */

/** The start of a tag or instruction that makes bytes run as HTML, SVG or PHP. */
const MARKUP = /<(?:script|html|head|body|svg|iframe|object|embed|img|!doctype|\?php)(?=[\s/>])/i;

type Range = readonly [start: number, end: number];

const isRestart = (marker: number | undefined) =>
  marker !== undefined && marker >= 0xd0 && marker <= 0xd7;

/**
 * The entropy-coded scan data of a JPEG (and of the JPEGs after it: a phone's gain map or depth
 * map), or undefined when the segments do not add up. Everything else is scanned: its headers,
 * metadata, comments, and whatever follows the last image's end.
 */
function jpegPixelRanges(data: Buffer): Range[] | undefined {
  const ranges: Range[] = [];
  let pos = 2;
  while (pos + 1 < data.length) {
    if (data[pos] !== 0xff) return undefined;
    const marker = data[pos + 1];
    if (marker === 0xff) {
      pos += 1; // a fill byte before a marker
    } else if (marker === 0xd9) {
      pos += 2;
      // Another image right after the end (Multi-Picture Format) is walked the same way.
      if (data[pos] !== 0xff || data[pos + 1] !== 0xd8) return ranges;
      pos += 2;
    } else if (marker === 0x01 || marker === 0xd8 || isRestart(marker)) {
      pos += 2;
    } else {
      if (pos + 4 > data.length) return undefined;
      const length = data.readUInt16BE(pos + 2);
      if (length < 2) return undefined;
      pos += 2 + length;
      if (marker === 0xda) {
        // The scan runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
        const start = pos;
        while (
          pos + 1 < data.length &&
          (data[pos] !== 0xff || data[pos + 1] === 0x00 || isRestart(data[pos + 1]))
        ) {
          pos += 1;
        }
        ranges.push([start, pos]);
      }
    }
  }
  return pos <= data.length ? ranges : undefined;
}

/** The compressed pixel data of a PNG (IDAT, and fdAT of an animated PNG), or undefined. */
function pngPixelRanges(data: Buffer): Range[] | undefined {
  const ranges: Range[] = [];
  let pos = 8;
  while (pos + 12 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const start = pos + 8;
    pos = start + length + 4;
    if (pos > data.length) return undefined;
    if (type === 'IDAT' || type === 'fdAT') ranges.push([start, start + length]);
    if (type === 'IEND') return ranges;
  }
  return undefined;
}

/** The parts of the file that hold compressed pixels, where any byte sequence may occur. */
function pixelRanges(data: Buffer, mime: string): Range[] {
  const ranges =
    mime === 'image/jpeg'
      ? jpegPixelRanges(data)
      : mime === 'image/png'
        ? pngPixelRanges(data)
        : undefined;
  // Other formats, and files whose structure does not add up, are scanned whole.
  return ranges ?? [];
}

/**
 * The first markup found in an image's bytes outside its compressed pixels (a tag such as
 * `<script` or `<svg`, lower-cased), or undefined. Compressed pixels are left out: any five bytes
 * occur there by chance in a large photo, and a browser never reads them as text.
 */
export function findMarkup(data: Buffer, mime: string): string | undefined {
  let start = 0;
  for (const [skipFrom, skipTo] of [...pixelRanges(data, mime), [data.length, data.length]]) {
    const found = MARKUP.exec(data.toString('latin1', start, skipFrom));
    if (found) return found[0].toLowerCase();
    start = skipTo;
  }
  return undefined;
}
