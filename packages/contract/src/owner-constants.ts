// Plain values of what the owner stores and is told, shared by server and admin (the public pages
// load none of them). No schema library here.

export const USER_TYPE_ADMIN = 'Admin';

/** The shortest password the server accepts (OWASP ASVS 5: at least 12 characters). */
export const PASSWORD_MIN_LENGTH = 12;

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
  /** A project's screenshots (not in the spec: added beside it), one or several files. */
  screenshots: 'screenshots',
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
