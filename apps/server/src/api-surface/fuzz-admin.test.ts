import { apiPaths } from '@portfolio/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzSite, type FuzzSite, type Generated, requestArb } from './fuzz-site.js';

/** The calls that can end the Admin's session: after one, he logs in again if it did. */
const SESSION_ENDING = new Set<string>([
  apiPaths.auth.logout,
  apiPaths.auth.logoutEverywhere,
  apiPaths.auth.changePassword,
  apiPaths.auth.sessionDelete('{id}'),
]);

let site: FuzzSite;
beforeAll(async () => {
  site = await createFuzzSite();
});
afterAll(() => site.ctx.close());

// Thousands of requests: 15 s alone on a quiet 2-core machine, and over 120 s on PostgreSQL with
// the browser tests and two more workers beside it. The time it may take follows that work.
describe('6,000 random requests with random headers to every route and page, as the Admin', {
  timeout: 300_000,
}, () => {
  it('with a live session on every call, never get a 5xx, a stack trace or SQL text', async () => {
    // Generated calls log out (one session or all): the Admin logs in again whenever that happened,
    // so every call of the phase carries a live session, and the guard must let each one in. Any
    // other call that ended his session would leave the next ones refused, and fail the test.
    let guardedCalls = 0;
    let refused = 0;
    let logins = 0;
    const asAdmin = async (generated: Generated) => {
      const res = await site.answerSafely(generated);
      if (generated.auth === 'owner' && site.guardedRoute(generated)) {
        guardedCalls++;
        if (site.refusedByGuard(res)) refused++;
      }
      if (SESSION_ENDING.has(site.routeOf(generated).path) && !(await site.sessionLive())) {
        // A session as a login opens it, without the login's argon2id check: the fuzzer's own
        // logins and password changes already cost one each, and this test is about the guard.
        site.token = await site.ctx.openSession();
        logins++;
      }
    };
    const numRuns = 6_000;
    await fc.assert(fc.asyncProperty(requestArb, asAdmin), { numRuns });
    // About 4 in 5 calls carry the token, and half of all routes are behind the guard.
    expect(guardedCalls).toBeGreaterThan(numRuns / 3);
    expect(refused).toBe(0);
    expect(logins).toBeGreaterThan(0);
  });
});
