/**
 * How much of a request's body the server reads. The app's own limit (Fastify's `bodyLimit`) is
 * NO_BODY_LIMIT: a route that takes no body (a page, a list call, an options call) and the
 * not-found answers read at most that, so a megabyte posted to one is a 413 before it is read.
 * A route that takes a body names its limit in its options: JSON_BODY_LIMIT, or one of its own
 * (the login's 16 kB, a contact message's 32 kB, a resume.json's 2 MB). Uploads are multipart,
 * read and counted by `readUpload` with limits of their own.
 */
export const NO_BODY_LIMIT = 1024;

/** The Admin's JSON bodies (a profile, a theme, an order of ids), read after his guard. */
export const JSON_BODY_LIMIT = 1024 * 1024;
