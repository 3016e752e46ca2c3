import { type Static, Type } from '@sinclair/typebox';
import { PasskeyAuthenticationResponse, SecondFactorCode } from './sign-in.js';
import { PlainText } from './text.js';

// Confirming a live session before a change to how the account signs in ("sudo mode").

/** A confirmation lets such changes through for this long; a login is one too. */
export const REAUTH_WINDOW_MS = 10 * 60_000;

/**
 * One of: the password, a code of the authenticator app or a recovery code (when the app is on),
 * or a passkey's answer to a challenge of `confirmPasskeyOptions`.
 */
export const ConfirmBody = Type.Object(
  {
    password: Type.Optional(PlainText({ minLength: 1, maxLength: 1024 })),
    code: Type.Optional(SecondFactorCode),
    response: Type.Optional(PasskeyAuthenticationResponse),
  },
  { additionalProperties: false },
);
export type ConfirmBody = Static<typeof ConfirmBody>;

/** Until when the session may change how the account signs in. */
export const ConfirmResponse = Type.Object({
  confirmedUntil: Type.String({ format: 'date-time' }),
});
export type ConfirmResponse = Static<typeof ConfirmResponse>;

/** How this session can be confirmed, and until when it is (null: not now). */
export const ConfirmMethods = Type.Object({
  password: Type.Literal(true),
  /** The account has a passkey. */
  passkey: Type.Boolean(),
  /** The authenticator app is on: its codes and the recovery codes confirm too. */
  code: Type.Boolean(),
  confirmedUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ConfirmMethods = Static<typeof ConfirmMethods>;
