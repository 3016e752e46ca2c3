import { apiPaths } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { expectStatus, testAppPerTest } from '../../test/app.js';
import { SoftAuthenticator } from '../../test/authenticator.js';
import { CHALLENGE_LIFETIME_MS, LOGIN_CHALLENGES_PER_CLIENT } from './passkeys.service.js';

const ctx = testAppPerTest();

/** Options to sign in with a passkey, asked for by anyone from an address. */
const loginOptions = async (remoteAddress: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.passkeyLoginOptions,
    remoteAddress,
  });
  expectStatus(res, 200);
  return res.json<{ challenge: string; rpId: string }>();
};

const storedLoginChallenges = async () =>
  (
    await ctx.db
      .selectFrom('auth_challenges')
      .select('id')
      .where('purpose', '=', 'passkey-login')
      .execute()
  ).length;

/** A passkey of the owner's, registered through the API. */
async function ownersPasskey(): Promise<SoftAuthenticator> {
  const headers = ctx.auth(await ctx.openSession());
  const options = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.passkeyOptions,
    headers,
  });
  const key = new SoftAuthenticator(ctx.config.adminOrigin);
  const res = await ctx.app.inject({
    method: 'POST',
    url: apiPaths.auth.passkeyRegister,
    headers,
    payload: { name: 'Laptop', response: { ...key.create(options.json()) } },
  });
  expectStatus(res, 200);
  return key;
}

describe('passkey sign-in challenges', () => {
  it('are kept at most 10 an address (an IPv6 /64), the newest; the newest signs in', async () => {
    const key = await ownersPasskey();
    let latest = await loginOptions('203.0.113.9');
    for (let i = 0; i < 29; i++) {
      ctx.clock.advance(10);
      latest = await loginOptions('203.0.113.9');
    }
    expect(await storedLoginChallenges()).toBe(LOGIN_CHALLENGES_PER_CLIENT);
    // Another address has challenges of its own; the addresses of one /64 are one.
    for (let i = 0; i < 15; i++) await loginOptions(`2001:db8:1:2::${i + 1}`);
    expect(await storedLoginChallenges()).toBe(2 * LOGIN_CHALLENGES_PER_CLIENT);
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.auth.passkeyLogin,
      remoteAddress: '203.0.113.9',
      payload: { response: { ...key.get(latest) } },
    });
    expectStatus(res, 200);
  });

  it('that expired are swept at the next one', async () => {
    for (let i = 0; i < 5; i++) await loginOptions(`198.51.100.${i + 1}`);
    expect(await storedLoginChallenges()).toBe(5);
    ctx.clock.advance(CHALLENGE_LIFETIME_MS);
    await loginOptions('198.51.100.1');
    expect(await storedLoginChallenges()).toBe(1);
  });
});
