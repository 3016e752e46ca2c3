#!/usr/bin/env node
// Production build of the server: each entry bundled into one ESM file with its dependencies.
// One file instead of hundreds of modules starts faster and takes less memory (docs/decisions/002).
// Native addons, and what only development, PostgreSQL, S3 or Redis needs, stay external and load
// on demand.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.join(here, 'dist');
fs.rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: here,
  entryPoints: [
    'src/server.ts',
    'src/cli/migrate.ts',
    'src/cli/owner.ts',
    'src/cli/backup.ts',
    'src/cli/restore.ts',
    // Beside server.js, where modules/media/image-processor.ts looks for it.
    { in: 'src/modules/media/image-worker.ts', out: 'image-worker' },
  ],
  outdir,
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  external: [
    'better-sqlite3',
    '@node-rs/argon2',
    'sharp',
    'pg',
    '@aws-sdk/client-s3',
    'ioredis',
    'vite',
    '@fastify/middie',
    // Read from its package folder on demand (modules/icons/icon-set.ts): its data stays on disk.
    'simple-icons',
    // Imported where first needed, so a server that never mails, reads Markdown or sees a passkey
    // or a second factor set up never loads them (idle memory, docs/performance.md).
    'nodemailer',
    'markdown-it',
    'markdown-it-footnote',
    '@vscode/markdown-it-katex',
    'katex',
    'highlight.js',
    '@simplewebauthn/server',
    'qrcode',
    // Loaded by the image process alone, on the first social image it draws (modules/og-image).
    'satori',
    '@resvg/resvg-js',
    // Loaded by the image process alone, on the first resume it reads; it imports its own worker
    // file from its package (modules/media/pdf-facts.ts).
    'pdfjs-dist',
    // Loaded by the image process alone, on the first generated résumé it sets (modules/resume-pdf),
    // with fontkit and its data files from their packages.
    'pdfkit',
    // Loaded by the image process alone, on the first CJK face it draws, with HarfBuzz's wasm file
    // from its package (lib/variable-fonts.ts).
    'subset-font',
  ],
  // Bundled CommonJS dependencies call require(); give them one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
