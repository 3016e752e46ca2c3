import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectGarbage } from '../../test/collect-garbage.js';
import { type FakeUpstream, startFakeUpstream } from '../../test/fake-upstream.js';
import { forgeFetch } from './forge-fetch.js';

let fake: FakeUpstream;
/** Collections all along the call: what the call's timeout holds only weakly does not last. */
let collecting: NodeJS.Timeout;

beforeEach(async () => {
  fake = await startFakeUpstream();
  fake.answer = () => ({ status: 200, stalls: true });
  collecting = setInterval(collectGarbage, 10);
});
afterEach(async () => {
  clearInterval(collecting);
  await fake.close();
});

describe('a forge that never answers, while the collector runs', () => {
  it('is cut at the call’s timeout', async () => {
    await expect(forgeFetch(true, 300)(`${fake.url}/repos/a/b`)).rejects.toThrow(
      `${new URL(fake.url).host} did not answer: timed out`,
    );
  });

  it('is cut at the call’s timeout when the caller gives a signal of its own too', async () => {
    const caller = new AbortController();
    await expect(
      forgeFetch(true, 300)(`${fake.url}/repos/a/b`, { signal: caller.signal }),
    ).rejects.toThrow('timed out');
  });

  it('is cut when the caller’s own time runs out first', async () => {
    await expect(
      forgeFetch(true, 60_000)(`${fake.url}/repos/a/b`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow('timed out');
  });
});
