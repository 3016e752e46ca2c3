import type { WebAuthnOptions } from '@portfolio/contract';
import { WebAuthnError } from '@simplewebauthn/browser';
import { api } from './api';

/**
 * A passkey ceremony's first half: the server's options (a POST to `optionsPath`, with the owner's
 * token when `auth`), then the browser's prompt with them (a registration or an authentication).
 * A prompt that ends without a passkey (the person cancelled, or the browser refused) becomes an
 * Error saying `noPasskey`, the words the screen shows; any other failure is handed on as it is.
 * Answers the browser's response, for the call that completes the ceremony.
 */
export async function passkeyPrompt<Options, Response>(
  { optionsPath, auth }: { optionsPath: string; auth: boolean },
  prompt: (optionsJSON: Options) => Promise<Response>,
  noPasskey: string,
): Promise<Response> {
  const options = await api<WebAuthnOptions>(optionsPath, { method: 'POST', auth });
  try {
    // The contract types the options loosely; the browser library checks their shape.
    return await prompt(options as unknown as Options);
  } catch (err) {
    if (err instanceof WebAuthnError || (err instanceof Error && err.name === 'NotAllowedError')) {
      throw new Error(noPasskey);
    }
    throw err;
  }
}
