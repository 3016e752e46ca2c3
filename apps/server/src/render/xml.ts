import { withoutNonText } from '@portfolio/contract';

/**
 * Text or an attribute value, safe inside XML: escaped, and without what is not text (XML refuses
 * controls, U+FFFE and U+FFFF), so a row stored before the rule cannot make a feed unreadable.
 */
export const escapeXml = (text: string) =>
  withoutNonText(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
