import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The image process's module, built from its sources for this test run (see below). */
    imageWorker: string;
    /** Where the test apps' image processes keep their answers for the run (kept-image-answers.ts). */
    imageAnswers: string;
  }
}

const SERVER = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the image process for the test apps, as the production build does (one ESM file, the
 * packages left to load from node_modules), so that it starts as plain JavaScript: from its
 * sources through tsx, each process loaded sharp, satori, pdfkit and pdf.js through tsx's loader
 * and with source maps (pdf.js's import alone: 55 ms plain, 560 ms so), about 2.5 s of CPU a
 * process before its first answers. The image process's own tests still fork the sources.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // In the server's own node_modules, so the bundle's imports resolve as the sources' do; one file
  // a project, since the projects' setups may run at once.
  const outfile = path.join(
    SERVER,
    `node_modules/.cache/portfolio-tests/${project.name}-image-worker.js`,
  );
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(SERVER, 'package.json'), 'utf8'));
  await build({
    absWorkingDir: SERVER,
    entryPoints: ['src/modules/media/image-worker.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(dependencies).filter((name) => name !== '@portfolio/contract'),
    logLevel: 'warning',
  });
  project.provide('imageWorker', outfile);
  // One folder for both server projects: their setups run in this process, and their image
  // processes are built from the same sources, so an answer of either serves the other's tests.
  const answers = path.join(os.tmpdir(), `portfolio-image-answers-${process.pid}`);
  fs.mkdirSync(answers, { recursive: true });
  project.provide('imageAnswers', answers);
  return () => fs.rmSync(answers, { recursive: true, force: true });
}
