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

// The second factor of password logins: TOTP (RFC 6238) and single-use recovery codes.

/** How many recovery codes a confirmed TOTP set-up hands out, once. */
export const RECOVERY_CODE_COUNT = 10;

/** A code of the authenticator app (6 digits) or a recovery code; spaces and case do not matter. */
export const SecondFactorCode = Type.String({
  minLength: 6,
  maxLength: 24,
  pattern: '^[0-9A-Za-z -]*$',
});

/** Where the owner's second factor stands. */
export const SecondFactorStatus = Type.Object({
  /** A TOTP authenticator is set up and confirmed: password logins ask for its code. */
  totp: Type.Boolean(),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  /** Once on, a password alone never signs in. */
  required: Type.Boolean(),
});
export type SecondFactorStatus = Static<typeof SecondFactorStatus>;

/** A new TOTP secret to scan: its otpauth URI and the QR code of it (an SVG data URL), drawn here. */
export const TotpSetupResponse = Type.Object({
  secret: Type.String(),
  uri: Type.String(),
  qrCode: Type.String(),
});
export type TotpSetupResponse = Static<typeof TotpSetupResponse>;

export const TotpConfirmBody = Type.Object(
  { code: Type.String({ pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);
export type TotpConfirmBody = Static<typeof TotpConfirmBody>;

/**
 * The TOTP is on; the recovery codes, shown this once and stored only hashed; every other session
 * of the account has ended.
 */
export const TotpConfirmResponse = Type.Object({
  recoveryCodes: Type.Array(Type.String()),
  otherSessionsEnded: Type.Integer({ minimum: 0 }),
});
export type TotpConfirmResponse = Static<typeof TotpConfirmResponse>;

/** A new set of recovery codes, shown this once: every code of the set before no longer works. */
export const RecoveryCodesResponse = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;

export const TotpRemovedResponse = Type.Object({ removed: Type.Literal(true) });
export type TotpRemovedResponse = Static<typeof TotpRemovedResponse>;

export const RequireSecondFactorBody = Type.Object(
  { required: Type.Boolean() },
  { additionalProperties: false },
);
export type RequireSecondFactorBody = Static<typeof RequireSecondFactorBody>;

/**
 * A 401 of the login: the error shape, and when the password was right but a second factor is
 * set up (code SECOND_FACTOR_REQUIRED), the ticket that the second step exchanges with a code.
 */
export const LoginErrorBody = Type.Object({
  error: Type.String(),
  code: Type.String(),
  details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  ticket: Type.Optional(Type.String({ description: 'Valid 5 minutes, for the second step' })),
});
export type LoginErrorBody = Static<typeof LoginErrorBody>;

/** What the second step answers (401) when its ticket is used up or past its 5 minutes. */
export const SECOND_STEP_EXPIRED = 'The sign-in has expired: enter your password again';

/** The second step of a password login: the ticket of the first, and a TOTP or recovery code. */
export const SecondFactorLoginBody = Type.Object(
  {
    ticket: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' }),
    code: SecondFactorCode,
  },
  { additionalProperties: false },
);
export type SecondFactorLoginBody = Static<typeof SecondFactorLoginBody>;

// The sessions of the logged-in user.

export const SessionInfo = Type.Object({
  _id: Type.String(),
  /** The browser's user agent, cut short; null for sessions opened before it was kept. */
  userAgent: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  /** 'password', 'passkey', or null when unknown. */
  method: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
  current: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const SessionList = Type.Array(SessionInfo);
export type SessionList = Static<typeof SessionList>;

export const SessionsEndedResponse = Type.Object({ sessionsEnded: Type.Integer({ minimum: 0 }) });
export type SessionsEndedResponse = Static<typeof SessionsEndedResponse>;
