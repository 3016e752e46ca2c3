// scripts/build-current.mjs on a tree of its own: a build is current while its mark is newer than
// every source the build reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildIsCurrent } from './build-current.mjs';

let tree;
/** A minute ahead: the folders the test makes are changed now, before every time it sets. */
const base = Date.now() + 60_000;
/** Makes a file if needed and sets its modification time, `seconds` after `base`. */
const touch = (file, seconds) => {
  const at = new Date(base + seconds * 1000);
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  if (!fs.existsSync(path.join(tree, file))) fs.writeFileSync(path.join(tree, file), '');
  fs.utimesSync(path.join(tree, file), at, at);
};

beforeEach(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-build-current-'));
  touch('package-lock.json', 0);
  touch('apps/server/src/modules/posts/posts.service.ts', 0);
  touch('apps/web/src/main.tsx', 0);
});
afterEach(() => fs.rmSync(tree, { recursive: true, force: true }));

it('is not current without the mark of a complete build', () => {
  expect(buildIsCurrent(tree)).toBe(false);
});

it('is current while the mark is newer than every source', () => {
  touch('apps/server/dist/.build-stamp', 10);
  expect(buildIsCurrent(tree)).toBe(true);
});

it('is not current once a source deep in a folder changes after the mark', () => {
  touch('apps/server/dist/.build-stamp', 10);
  touch('apps/server/src/modules/posts/posts.service.ts', 20);
  expect(buildIsCurrent(tree)).toBe(false);
});
