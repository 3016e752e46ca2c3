import { apiPaths, type LoginResponse, type WebAuthnOptions } from '@portfolio/contract';
import {
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { api } from '../../lib/api';
import { passkeyPrompt } from '../../lib/passkey-prompt';

/** What the login screen says when the browser's passkey prompt ended without a passkey. */
export const PASSKEY_CANCELLED = 'No passkey was used. Try again, or log in with your password.';

const loginOptions = async () =>
  (await api<WebAuthnOptions>(apiPaths.auth.passkeyLoginOptions, {
    method: 'POST',
  })) as unknown as PublicKeyCredentialRequestOptionsJSON;

const sendSigned = async (response: Awaited<ReturnType<typeof startAuthentication>>) =>
  (
    await api<LoginResponse>(apiPaths.auth.passkeyLogin, {
      method: 'POST',
      json: { response },
    })
  ).access_token;

/**
 * Passkey autofill (WebAuthn conditional mediation): where the browser offers it, the User Id
 * field's suggestions include the site's passkeys, and picking one signs in. Answers the access
 * token, or nothing when the browser has no autofill or the request ended without a passkey (the
 * button's prompt, or leaving the screen, cancels it).
 */
export async function signInWithPasskeyAutofill(): Promise<string | undefined> {
  if (!(await browserSupportsWebAuthnAutofill())) return undefined;
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({
      optionsJSON: await loginOptions(),
      useBrowserAutofill: true,
    });
  } catch {
    return undefined;
  }
  return sendSigned(response);
}

/** Ends a pending passkey autofill request, when the login screen goes away. */
export function cancelPasskeyAutofill(): void {
  WebAuthnAbortService.cancelCeremony();
}

/**
 * Signs in with a passkey: a challenge from the server, the browser's prompt, and the signed
 * challenge back; answers the access token, as the password login does.
 */
export async function signInWithPasskey(): Promise<string> {
  const response = await passkeyPrompt(
    { optionsPath: apiPaths.auth.passkeyLoginOptions, auth: false },
    (optionsJSON: PublicKeyCredentialRequestOptionsJSON) => startAuthentication({ optionsJSON }),
    PASSKEY_CANCELLED,
  );
  return sendSigned(response);
}
