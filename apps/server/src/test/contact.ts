import { apiPaths, type ContactChallenge } from '@portfolio/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { loadContactPage } from '../modules/contact/contact.service.js';
import { expectStatus, type TestContext } from './app.js';

/** A form token as the contact page serves it, then `waitMs` on the clock (the fill time). */
export async function servedFormToken(ctx: TestContext, waitMs = 5_000): Promise<string> {
  const page = await loadContactPage(ctx.app.deps);
  if (!page) throw new Error('the contact form is off');
  ctx.clock.advance(waitMs);
  return page.formToken;
}

/** A proof-of-work challenge, as the page's script asks for it. */
export async function contactChallenge(ctx: TestContext): Promise<ContactChallenge> {
  const res = await ctx.app.inject({ method: 'GET', url: apiPaths.contact.challenge });
  expectStatus(res, 200);
  return res.json<ContactChallenge>();
}

/** A solved challenge (a new one unless given), as the page's script sends it. */
export async function solvedProofOfWork(
  ctx: TestContext,
  issued?: ContactChallenge,
): Promise<string> {
  const challenge = issued ?? (await contactChallenge(ctx));
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
