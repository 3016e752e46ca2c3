import {
  apiPaths,
  type ConfirmBody,
  type ConfirmMethods,
  type ConfirmResponse,
} from '@portfolio/contract';
import {
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from '@simplewebauthn/browser';
import { api } from './api';
import { passkeyPrompt } from './passkey-prompt';

/** How the session can be confirmed: the password always; a passkey, a code if the account has them. */
export const confirmMethods = () => api<ConfirmMethods>(apiPaths.auth.confirm, { auth: true });

/** Confirms the session with the password or a code (of the authenticator app, or a recovery code). */
export const confirmWith = (body: Pick<ConfirmBody, 'password' | 'code'>) =>
  api<ConfirmResponse>(apiPaths.auth.confirm, { method: 'POST', auth: true, json: body });

/** What the prompt says when the browser's passkey prompt ended without a passkey. */
const NO_PASSKEY_USED = 'No passkey was used. Try again, or enter your password.';

/** Confirms the session with one of the account's passkeys: a challenge, the browser's prompt, the answer. */
export async function confirmWithPasskey(): Promise<ConfirmResponse> {
  const response = await passkeyPrompt(
    { optionsPath: apiPaths.auth.confirmPasskeyOptions, auth: true },
    (optionsJSON: PublicKeyCredentialRequestOptionsJSON) => startAuthentication({ optionsJSON }),
    NO_PASSKEY_USED,
  );
  return api<ConfirmResponse>(apiPaths.auth.confirm, {
    method: 'POST',
    auth: true,
    json: { response },
  });
}
