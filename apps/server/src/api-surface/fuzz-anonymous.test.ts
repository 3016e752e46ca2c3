import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteState } from '../test/content.js';
import { createFuzzSite, type FuzzSite, requestArb } from './fuzz-site.js';

let site: FuzzSite;
beforeAll(async () => {
  site = await createFuzzSite();
});
afterAll(() => site.ctx.close());

// Thousands of requests: 10 to 35 s on a busy 2-core machine, more than the 30 s a test gets by
// default.
describe('4,000 random requests with random headers to every route and page, without a valid token', {
  timeout: 120_000,
}, () => {
  it('change nothing, and never get a 5xx, a stack trace or SQL text', async () => {
    // Accounts included: the owner's one session and both password hashes must stay as they are.
    const before = await siteState(site.ctx);
    expect(before.tables.users).toHaveLength(2);
    expect(before.tables.sessions).toHaveLength(1);
    const anonymous = requestArb.map((generated) => ({
      ...generated,
      auth: generated.auth === 'owner' ? ('none' as const) : generated.auth,
    }));
    await fc.assert(
      fc.asyncProperty(anonymous, async (generated) => {
        await site.answerSafely(generated);
      }),
      { numRuns: 4_000 },
    );
    expect(await siteState(site.ctx)).toEqual(before);
  });
});
