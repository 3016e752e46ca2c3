import type { TestProject } from 'vitest/node';
import { buildIsCurrent } from '../scripts/build-current.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { ROOT } from './fixtures/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium the browser files launch (fixtures/browser.ts). */
    chromiumPath: string;
  }
}

/**
 * The browser tests drive the built server: on a build older than the sources they would test
 * other code than the tree's, and `npm start` in cli.e2e.ts would build again in the middle of the
 * run, under the other files' servers. `npm test` builds first. They drive Chromium's headless
 * shell, installed here when it may be, or the desktop Chromium where it cannot, as `npm test`
 * chooses (scripts/ensure-chromium.mjs).
 */
export default function prepareBrowserTests(project: TestProject): void {
  if (!buildIsCurrent(ROOT)) {
    throw new Error(
      'The build is missing or older than the sources: run `npm run build` before the browser tests',
    );
  }
  const chromium = ensureChromium();
  if (!chromium) {
    throw new Error('No Chromium for the browser tests: see the line above for what to install');
  }
  project.provide('chromiumPath', chromium);
}
