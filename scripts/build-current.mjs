// Whether the build of a tree is current: its mark (scripts/build-stamp.mjs, written at the end of
// `npm run build`) is newer than every source the build reads. `npm start` builds when it is not;
// the browser tests refuse to run on such a build.
import fs from 'node:fs';
import path from 'node:path';

/** What the build reads, relative to the tree's root. */
const SOURCES = [
  'package-lock.json',
  'packages/contract/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/admin.html',
  'apps/web/vite.config.ts',
];

function newestChange(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** True when the tree at `root` has a complete build, newer than all its sources. */
export function buildIsCurrent(root) {
  const stamp = fs.statSync(path.join(root, 'apps/server/dist/.build-stamp'), {
    throwIfNoEntry: false,
  });
  if (!stamp) return false;
  return SOURCES.every((source) => newestChange(path.join(root, source)) <= stamp.mtimeMs);
}
