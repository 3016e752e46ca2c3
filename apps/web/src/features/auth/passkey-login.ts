import { apiPaths, type LoginResponse, type WebAuthnOptions } from '@portfolio/contract';
import {
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { api } from '../../lib/api';

/** What the login screen says when the browser's passkey prompt ended without a passkey. */
export const PASSKEY_CANCELLED = 'No passkey was used. Try again, or log in with your password.';

/**
 * Signs in with a passkey: a challenge from the server, the browser's prompt, and the signed
 * challenge back; answers the access token, as the password login does.
 */
export async function signInWithPasskey(): Promise<string> {
  const options = await api<WebAuthnOptions>(apiPaths.auth.passkeyLoginOptions, {
    method: 'POST',
  });
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
  } catch (err) {
    if (err instanceof WebAuthnError || (err instanceof Error && err.name === 'NotAllowedError')) {
      throw new Error(PASSKEY_CANCELLED);
    }
    throw err;
  }
  const { access_token } = await api<LoginResponse>(apiPaths.auth.passkeyLogin, {
    method: 'POST',
    json: { response },
  });
  return access_token;
}
