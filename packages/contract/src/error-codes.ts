// The API's error codes, in a module of their own: the public pages' scripts read the constants
// beside them (constants.ts) and never an error code, so they need not carry the list.

/** Every machine-readable error code the API answers with. */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_JSON: 'INVALID_JSON',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  /** The password was right; the login's second step wants a code (the answer carries a ticket). */
  SECOND_FACTOR_REQUIRED: 'SECOND_FACTOR_REQUIRED',
  /**
   * 403: the session is live, but a change to how the account signs in (password, passkeys, the
   * authenticator, the requirement, other sessions) wants it confirmed within the last 10 minutes
   * (`POST /api/auth/confirm`), then the same call again. Not a 401: the session goes on.
   */
  REAUTH_REQUIRED: 'REAUTH_REQUIRED',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  MISDIRECTED_REQUEST: 'MISDIRECTED_REQUEST',
  BAD_REQUEST: 'BAD_REQUEST',
  /** A theme with a colour pair under WCAG AA contrast: the message names the pair and its ratio. */
  LOW_CONTRAST: 'LOW_CONTRAST',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
