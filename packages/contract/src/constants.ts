// Plain values shared by server and web. No schema library here: the browser bundle imports these.

/** Header that carries the token on every management call (spec §6). */
export const TOKEN_HEADER = 'access_token';

export const USER_TYPE_ADMIN = 'Admin';

/** The shortest password the server accepts (OWASP ASVS 5: at least 12 characters). */
export const PASSWORD_MIN_LENGTH = 12;

/** Entity ids are 24 lowercase hex characters, the shape the older MongoDB implementation used. */
export const ID_PATTERN = '^[0-9a-f]{24}$';

/** id of the JSON script element that carries a page's data from the server to the client. */
export const PAGE_DATA_ELEMENT_ID = 'app-data';

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

/** Limits of what the owner may store (the server enforces them; the admin forms mirror them). */
export const LIMITS = {
  titleMax: 200,
  issuerMax: 200,
  descriptionMax: 5_000,
  linkMax: 2_000,
  quoteMin: 5,
  quoteMax: 500,
  quoteAuthorMax: 100,
  uploadMaxBytes: 10 * 1024 * 1024,
  imageMaxPixels: 40_000_000,
  idsMax: 1_000,
  /** Projects featured at once: listed first, and shown on Home. */
  featuredMax: 3,
  /** The Markdown text of a timeline entry on About. */
  timelineSummaryMax: 2_000,
} as const;

/** Image formats an upload may have, decided by the file's bytes. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** Multipart field names of the older implementation's uploads (spec §7). */
export const UPLOAD_FIELDS = {
  project: 'projectImage',
  certificate: 'certificateImage',
  resume: 'resumeFile',
  caseStudyImage: 'image',
  postImage: 'image',
} as const;

/** Values of a notification's action and status. */
export const NotificationAction = {
  Create: 'Create',
  Edit: 'Edit',
  StatusUpdate: 'Status Update',
  Delete: 'Delete',
  Login: 'Login',
  /** A visitor's message from the contact form (not one of the spec's actions: added beside them). */
  Message: 'Message',
} as const;
export type NotificationAction = (typeof NotificationAction)[keyof typeof NotificationAction];

export const NotificationStatus = { Success: 'Success', Error: 'Error' } as const;
export type NotificationStatus = (typeof NotificationStatus)[keyof typeof NotificationStatus];
