import { type Static, Type } from '@sinclair/typebox';
import { Id } from './ids.js';
import { PlainText } from './text.js';

// Sign-in methods beside the spec's password login: passkeys (WebAuthn), and the sessions list.

/** Bytes as base64url, as WebAuthn's JSON forms carry them. */
const Base64Url = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]*$' });

/** A transport a browser names for a credential ('internal', 'usb', 'hybrid', ...). */
const Transport = Type.String({ minLength: 1, maxLength: 20, pattern: '^[a-z-]*$' });

const Attachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]);

/** What a browser's client extensions answered: kept out of every decision. */
const ExtensionResults = Type.Object({}, { additionalProperties: true });

export const PASSKEY_NAME_MAX = 60;

/** A passkey of the logged-in user, as the Account screen lists it. */
export const Passkey = Type.Object({
  _id: Id,
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Passkey = Static<typeof Passkey>;

export const PasskeyList = Type.Array(Passkey);
export type PasskeyList = Static<typeof PasskeyList>;

/**
 * The options a browser passes to navigator.credentials (WebAuthn's
 * PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON), challenge
 * included. The challenge is kept by the server for 5 minutes and taken once.
 */
export const WebAuthnOptions = Type.Object(
  { challenge: Type.String() },
  { additionalProperties: true },
);
export type WebAuthnOptions = Static<typeof WebAuthnOptions>;

/** A new credential, as the browser answers navigator.credentials.create (RegistrationResponseJSON). */
export const PasskeyRegistrationResponse = Type.Object({
  id: Base64Url(1_400),
  rawId: Base64Url(1_400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(8_000),
    attestationObject: Base64Url(32_000),
    authenticatorData: Type.Optional(Base64Url(32_000)),
    transports: Type.Optional(Type.Array(Transport, { maxItems: 10 })),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(Base64Url(8_000)),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: ExtensionResults,
});

export const PasskeyRegisterBody = Type.Object(
  {
    name: PlainText({ minLength: 1, maxLength: PASSKEY_NAME_MAX }),
    response: PasskeyRegistrationResponse,
  },
  { additionalProperties: false },
);
export type PasskeyRegisterBody = Static<typeof PasskeyRegisterBody>;

/** A signed challenge, as the browser answers navigator.credentials.get (AuthenticationResponseJSON). */
export const PasskeyAuthenticationResponse = Type.Object({
  id: Base64Url(1_400),
  rawId: Base64Url(1_400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(8_000),
    authenticatorData: Base64Url(32_000),
    signature: Base64Url(8_000),
    userHandle: Type.Optional(Base64Url(400)),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: ExtensionResults,
});

export const PasskeyLoginBody = Type.Object(
  { response: PasskeyAuthenticationResponse },
  { additionalProperties: false },
);
export type PasskeyLoginBody = Static<typeof PasskeyLoginBody>;

export const PasskeyRemovedResponse = Type.Object({ removed: Type.Literal(true) });
export type PasskeyRemovedResponse = Static<typeof PasskeyRemovedResponse>;
