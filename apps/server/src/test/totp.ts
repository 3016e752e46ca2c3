import { apiPaths } from '@portfolio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { expectStatus, type TestContext } from './app.js';

/** The authenticator app's code for `secret` at `at`: the test clock's now unless told. */
export const totpCodeAt = (ctx: TestContext, secret: string, at = ctx.clock.now) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/**
 * Sets up and confirms a TOTP through `call`, the test's call as the owner; answers its secret
 * and the recovery codes. The clock then moves a step on: the confirming code's step is taken,
 * and the logins after it use later ones.
 */
export async function turnOnTotp(
  ctx: TestContext,
  call: (method: 'POST', url: string, payload?: object) => Promise<LightMyRequestResponse>,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call('POST', apiPaths.auth.totpSetup);
  expectStatus(setup, 200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await call('POST', apiPaths.auth.totpConfirm, {
    code: await totpCodeAt(ctx, secret),
  });
  expectStatus(confirmed, 200);
  ctx.clock.advance(30_000);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
