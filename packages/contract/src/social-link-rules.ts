// What a social link must be, checked by the server and the admin's form (the public pages show
// links already checked, and load none of this).
import { isHttpUrl } from './links.js';
import type { LinkShape } from './social-networks.js';
import { textCharacter } from './text-characters.js';

/** A mailto: link to one address (no white space or control character). */
export const MAILTO_PATTERN = `^mailto:${textCharacter('\\s@')}+@${textCharacter('\\s@')}+$`;

const MAILTO = new RegExp(MAILTO_PATTERN, 'u');

/**
 * What is wrong with one social link beyond its schema, or undefined: email takes a mailto: link,
 * every other network an absolute http(s) URL with a host, and `other` needs a label.
 */
export function socialLinkProblem(
  link: LinkShape,
): { field: 'url' | 'label'; message: string } | undefined {
  if (link.network === 'email') {
    if (!MAILTO.test(link.url)) {
      return { field: 'url', message: 'must be a mailto: link, like mailto:me@example.com' };
    }
  } else if (!isHttpUrl(link.url)) {
    return { field: 'url', message: 'must be an absolute http(s) URL, like https://example.com' };
  }
  if (link.network === 'other' && (link.label ?? '').trim() === '') {
    return { field: 'label', message: 'is required for a link of the network "other"' };
  }
  return undefined;
}
