/** The start of every link a form stores: the JSON Schema pattern of a link field. */
export const LINK_PATTERN = '^https?://';
const LINK_START = new RegExp(LINK_PATTERN);

/**
 * An absolute http(s) URL as written, with a host and no white space. Parsing alone is not enough:
 * `new URL` accepts `https:example.com`, which a page's link reads as a path on our own site.
 */
export function isHttpUrl(value: string): boolean {
  if (!LINK_START.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
