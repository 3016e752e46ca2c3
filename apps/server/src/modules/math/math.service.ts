import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildAnswer, type CachedAnswer } from '../../public-answers/answer-store.js';

/**
 * Math in the owner's Markdown is drawn on the server (lib/markdown.ts); a page that shows some
 * links KaTeX's stylesheet (`mathStylesheetUrl`). The stylesheet and its fonts are self-hosted: read from the katex package (never bundled, never
 * fetched from another origin) and served at `/katex/<hash>/<file>`, where the hash is the
 * stylesheet's, so browsers may keep them for a year. The stylesheet names its fonts beside it.
 */

export const KATEX_PREFIX = '/katex';

/** The stylesheet's file name in its address. */
export const KATEX_STYLESHEET = 'katex.min.css';

// Not `require`: the server bundle's banner declares that name.
const resolveIn = createRequire(import.meta.url);

/**
 * KaTeX's stylesheet with each font named beside it and as WOFF2 alone: every browser that draws
 * KaTeX reads WOFF2, so its WOFF and TrueType copies are neither named nor served.
 */
export function selfHostedStylesheet(css: string): string {
  return css.replace(
    /url\(fonts\/([\w-]+\.woff2)\) format\("woff2"\)(?:,url\(fonts\/[\w-]+\.woff\) format\("woff"\))?(?:,url\(fonts\/[\w-]+\.ttf\) format\("truetype"\))?/g,
    'url($1) format("woff2")',
  );
}

interface KatexAssets {
  /** The stylesheet's hash: its address's folder. */
  hash: string;
  /** The stylesheet, compressed once. */
  stylesheet: CachedAnswer;
  /** The fonts the stylesheet names, by file name, and the folder they are read from. */
  fonts: ReadonlySet<string>;
  folder: string;
}

let assets: Promise<KatexAssets> | undefined;

/** The stylesheet read, rewritten and compressed on first use, once. */
function loadAssets(): Promise<KatexAssets> {
  assets ??= (async () => {
    const file = resolveIn.resolve(`katex/dist/${KATEX_STYLESHEET}`);
    const css = selfHostedStylesheet(await fs.readFile(file, 'utf8'));
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
    const fonts = new Set(
      [...css.matchAll(/url\(([\w-]+\.woff2)\)/g)].map((match) => match[1] ?? ''),
    );
    const stylesheet = buildAnswer(200, 'text/css; charset=utf-8', css, { etag: `"${hash}"` });
    return { hash, stylesheet, fonts, folder: path.join(path.dirname(file), 'fonts') };
  })();
  return assets;
}

/**
 * The address of KaTeX's stylesheet, for the head of a page whose Markdown shows math, e.g.
 * `/katex/3f2a…/katex.min.css`.
 */
export async function mathStylesheetUrl(): Promise<string> {
  return `${KATEX_PREFIX}/${(await loadAssets()).hash}/${KATEX_STYLESHEET}`;
}

/** A font file's bytes, read once each. */
const fontBytes = new Map<string, Promise<Buffer>>();

/**
 * A file by its address' parts: the stylesheet (kept compressed) or one of the fonts it names, and
 * whether the hash is the current one (an older page may still name an older hash: it gets
 * today's file, not kept for long). Undefined for any other file.
 */
export async function findKatexAsset(
  hash: string,
  file: string,
): Promise<
  { stylesheet: CachedAnswer; current: boolean } | { font: Buffer; current: boolean } | undefined
> {
  const loaded = await loadAssets();
  const current = hash === loaded.hash;
  if (file === KATEX_STYLESHEET) return { stylesheet: loaded.stylesheet, current };
  if (!loaded.fonts.has(file)) return undefined;
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = fs.readFile(path.join(loaded.folder, file));
    fontBytes.set(file, bytes);
  }
  return { font: await bytes, current };
}
