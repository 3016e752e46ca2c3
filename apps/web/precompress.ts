import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

/** Both copies of `file` exist, written after it. */
function compressedSince(file: string): boolean {
  const written = fs.statSync(file).mtimeMs;
  return ['.br', '.gz'].every((ext) => {
    const copy = fs.statSync(`${file}${ext}`, { throwIfNoEntry: false });
    return copy !== undefined && copy.mtimeMs >= written;
  });
}

/**
 * Writes a brotli (.br, best level) and a gzip (.gz) copy beside every compressible asset of the
 * client build, so the server sends compressed bytes without compressing anything per request.
 */
export const precompress = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config.build.ssr) return;
      const assets = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
      for (const name of fs.readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(assets, name);
        // The admin's build writes beside the public one's (vite.config.ts): what is already
        // compressed since it was written is not compressed again.
        if (compressedSince(file)) continue;
        const data = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
};
