import type { ContactChallenge } from '@portfolio/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Solves the server's ALTCHA challenge in the browser (Web Crypto, no third party) and answers the
 * payload the form sends: base64 JSON of the challenge and its solution. Loaded only when a visitor
 * starts to fill the contact form.
 */
export async function solveProofOfWork(challenge: ContactChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('The spam check took too long');
  return btoa(JSON.stringify({ challenge, solution }));
}
