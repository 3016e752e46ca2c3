import {
  apiPaths,
  type ConfirmBody,
  type ConfirmMethods,
  type ConfirmResponse,
  type WebAuthnOptions,
} from '@portfolio/contract';
import {
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { api } from './api';

/** How the session can be confirmed: the password always; a passkey, a code if the account has them. */
export const confirmMethods = () => api<ConfirmMethods>(apiPaths.auth.confirm, { auth: true });

/** Confirms the session with the password or a code (of the authenticator app, or a recovery code). */
export const confirmWith = (body: Pick<ConfirmBody, 'password' | 'code'>) =>
  api<ConfirmResponse>(apiPaths.auth.confirm, { method: 'POST', auth: true, json: body });

/** What the prompt says when the browser's passkey prompt ended without a passkey. */
const NO_PASSKEY_USED = 'No passkey was used. Try again, or enter your password.';

/** Confirms the session with one of the account's passkeys: a challenge, the browser's prompt, the answer. */
export async function confirmWithPasskey(): Promise<ConfirmResponse> {
  const options = await api<WebAuthnOptions>(apiPaths.auth.confirmPasskeyOptions, {
    method: 'POST',
    auth: true,
  });
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
  } catch (err) {
    if (err instanceof WebAuthnError || (err instanceof Error && err.name === 'NotAllowedError')) {
      throw new Error(NO_PASSKEY_USED);
    }
    throw err;
  }
  return api<ConfirmResponse>(apiPaths.auth.confirm, {
    method: 'POST',
    auth: true,
    json: { response },
  });
}
