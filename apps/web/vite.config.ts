import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress.ts';
import { THEME_BOOT_SCRIPT } from './src/lib/theme-boot.ts';

/** The same mode script in the <head> of both pages, before any stylesheet paints. */
const themeBoot = (): Plugin => ({
  name: 'theme-boot',
  transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' }],
});

/**
 * Two client entries (the server-rendered public site and the client-only admin app) and, with
 * `--ssr`, the server renderer of the public site.
 */
export default defineConfig({
  plugins: [react(), themeBoot(), precompress()],
  // react-icons ships each family as one huge module: bundled, the server keeps only the icons the
  // pages use (loading the families whole cost over 30 MB of memory).
  ssr: { noExternal: ['react-icons'] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // Every browser the site supports preloads modules natively: the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rollupOptions: { input: { index: 'index.html', admin: 'admin.html' } },
  },
});
