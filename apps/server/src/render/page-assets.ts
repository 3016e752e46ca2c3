/** One entry of Vite's build manifest (`.vite/manifest.json`), keyed by source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The chunk files and styles a manifest entry needs, its imports first, each once. */
function collect(manifest: ViteManifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
  for (const file of chunk.css ?? []) css.add(file);
}

const linkStylesheet = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

/**
 * Tags for <head> that fetch a page's own chunk with everything it imports, and bring its styles
 * (`stylesheet` makes the tag of one; a link by default), leaving out what the HTML entry already
 * loads. The page then renders styled before any script runs, and the client entry finds its
 * chunk already downloaded when it hydrates. The chunks come at low priority, as the entry does
 * (apps/web/vite.config.ts): the first paint does not need them.
 */
export function pageAssetTags(
  manifest: ViteManifest,
  entryKey: string,
  pageModule: string,
  stylesheet: (href: string) => string = linkStylesheet,
  base = '/',
): string {
  if (!manifest[pageModule]) throw new Error(`The web build has no chunk for ${pageModule}`);
  const loaded = { js: new Set<string>(), css: new Set<string>() };
  collect(manifest, entryKey, loaded.js, loaded.css);
  const page = { js: new Set<string>(), css: new Set<string>() };
  collect(manifest, pageModule, page.js, page.css);
  const tags: string[] = [];
  for (const file of page.css) {
    if (!loaded.css.has(file)) tags.push(stylesheet(`${base}${file}`));
  }
  for (const file of page.js) {
    if (!loaded.js.has(file))
      tags.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">`);
  }
  return tags.join('');
}
