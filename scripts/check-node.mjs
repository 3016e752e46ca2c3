// Stops at once, in one line, when this Node.js is not one of the lines package.json "engines"
// states (the lines CI tests). `npm start`, the npm run CLIs and `npm test` call it first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = fileURLToPath(new URL('..', import.meta.url));
const range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

/** "^22.16.0" → "22.16 or newer 22.x". */
const describe = (part) => {
  const { major, minor } = semver.minVersion(part);
  return minor === 0 ? `${major}.x` : `${major}.${minor} or newer ${major}.x`;
};

export function checkNode() {
  if (semver.satisfies(process.versions.node, range)) return;
  const lines = range.split('||').map((part) => describe(part.trim()));
  console.error(
    `Node.js ${process.versions.node} is not supported: use Node.js ${lines.join(', ')}.`,
  );
  process.exit(1);
}
