import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messageCatalogues } from './messages-plugin.ts';
import { precompress } from './precompress.ts';
import { PHOTO_BOOT_SCRIPT } from './src/lib/photo-boot.ts';
import { THEME_BOOT_SCRIPT } from './src/lib/theme-boot.ts';

const PUBLIC_HTML = '/index.html';

/**
 * The same mode script in the <head> of both pages, before any stylesheet paints; the public
 * pages' photo script after it.
 */
const bootScripts = (): Plugin => ({
  name: 'boot-scripts',
  transformIndexHtml: (_html, { path }) => [
    { tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' },
    ...(path === PUBLIC_HTML
      ? [{ tag: 'script', children: PHOTO_BOOT_SCRIPT, injectTo: 'head' as const }]
      : []),
  ],
});

/**
 * The public pages are drawn by the server: their scripts only make them interactive, so they are
 * fetched at low priority, after the styles, fonts and first photo that the first paint needs
 * (the page chunks' preloads get the same from the server, render/page-assets.ts). The admin app
 * draws nothing without its scripts and keeps their default priority.
 */
const lowPriorityPublicScripts = (): Plugin => ({
  name: 'low-priority-public-scripts',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { path }) =>
      path === PUBLIC_HTML
        ? html.replace(
            /<(script type="module"|link rel="modulepreload")/g,
            '<$1 fetchpriority="low"',
          )
        : html,
  },
});

/**
 * The client entry a build makes: the server-rendered public site (the default), or the client-only
 * admin app (`WEB_ENTRY=admin`, a second build into the same folder, package.json). Built apart,
 * the two share no chunk: the public pages' scripts are one file for React and the site's shell
 * instead of chunks split by what the admin also imports, 1.1–1.2 kB gzip less on every public
 * page (measured on /, /about and a case study); the admin carries its own React.
 */
const ADMIN = process.env.WEB_ENTRY === 'admin';

/**
 * One client entry per build (above) and, with `--ssr`, the server renderer of the public site.
 */
export default defineConfig({
  plugins: [react(), messageCatalogues(), bootScripts(), lowPriorityPublicScripts(), precompress()],
  build: {
    outDir: 'dist/client',
    // The admin's build comes second, beside the public one's files.
    emptyOutDir: !ADMIN,
    // The server reads the public entry's manifest (render/page-assets.ts); the admin's is its own.
    manifest: ADMIN ? '.vite/admin-manifest.json' : true,
    // The admin app is one chunk with React in it (170 kB gzip), fetched once by its owner.
    chunkSizeWarningLimit: ADMIN ? 600 : 500,
    // Every browser the site supports preloads modules natively: the polyfill would only add bytes.
    // A chunk loaded later fetches its stylesheets with it but not its imports ahead: the server
    // preloads a public page's chunks and its language's (render/page-assets.ts), so the lists of
    // every page's imports in the entry would only add bytes (0.3 kB gzip) to every page.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rollupOptions: { input: ADMIN ? { admin: 'admin.html' } : { index: 'index.html' } },
  },
});
