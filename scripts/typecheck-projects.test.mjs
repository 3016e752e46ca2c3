// The typecheck (`npm run typecheck`: `tsc -b` on the root tsconfig.json) checks the projects the
// root references, and only those: a workspace added to package.json without its reference there
// would never be checked, and nothing else would say so.
import fs from 'node:fs';
import { expect, it } from 'vitest';

/** A JSON file of the repository; tsconfig files may hold whole-line `//` comments. */
const read = (file) =>
  JSON.parse(
    fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
  );

it('references every workspace from the root tsconfig.json', () => {
  const { workspaces } = read('package.json');
  const referenced = read('tsconfig.json').references.map((reference) => reference.path);
  expect(referenced.toSorted()).toEqual(workspaces.toSorted());
});
