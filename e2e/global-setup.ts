import { buildIsCurrent } from '../scripts/build-current.mjs';
import { ROOT } from './fixtures/server.js';

/**
 * The browser tests drive the built server: on a build older than the sources they would test
 * other code than the tree's, and `npm start` in cli.e2e.ts would build again in the middle of the
 * run, under the other files' servers. `npm test` builds first.
 */
export default function requireCurrentBuild(): void {
  if (!buildIsCurrent(ROOT)) {
    throw new Error(
      'The build is missing or older than the sources: run `npm run build` before the browser tests',
    );
  }
}
