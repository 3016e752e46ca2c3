import { textCharacter } from './text-characters.js';

/**
 * The JSON Schema pattern of a link field: http(s), then text with no white space.
 */
export const LINK_PATTERN = `^https?://${textCharacter('\\s')}*$`;

/** What a 400 says of a link field that is not one. */
export const LINK_MESSAGE = 'must be an absolute http:// or https:// URL';
const LINK = new RegExp(LINK_PATTERN, 'u');

/**
 * An absolute http(s) URL as written, with a host and no white space or control character. Parsing alone is not enough:
 * `new URL` accepts `https:example.com`, which a page's link reads as a path on our own site.
 */
export function isHttpUrl(value: string): boolean {
  if (!LINK.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
