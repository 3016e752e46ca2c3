// The characters no text of the site holds, as patterns and as a filter. No schema library here:
// the timeline's rules use it, and About imports those (the JavaScript budget of `/`).

/**
 * What is not text: the C0 controls but tab, line feed and carriage return (browsers send a
 * textarea's line breaks as CRLF in multipart forms, so CR stays; a NUL fails on PostgreSQL); the
 * noncharacters, U+FDD0–U+FDEF and the last two code points of every plane (U+FFFE, U+FFFF,
 * U+1FFFE … U+10FFFF: never meant for interchange, and XML refuses U+FFFE and U+FFFF, so one in a
 * title broke the Atom feed); and lone surrogates (half a character: UTF-8 cannot hold one).
 *
 * The patterns read the same with the `u` flag (Ajv compiles them so) and without it (TypeBox's
 * `Value.Check`, other JSON Schema readers): under `u` a pair of surrogate escapes in a class is
 * one code point and a class range of surrogates matches lone ones only; without it, surrogates
 * are refused one by one and a pair is taken by PAIR below.
 */
const unicodeEscape = (code: number) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The high surrogates of the planes' last code points: U+1FFFE/F is D83F DFFE/F ... U+10FFFE/F DBFF. */
const PLANE_END_LEADS = Array.from({ length: 16 }, (_, plane) => 0xd83f + plane * 0x40);

/** The refused code units and code points, as the contents of a character class. */
const NOT_TEXT = [
  '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F',
  '\\uD800-\\uDFFF',
  '\\uFDD0-\\uFDEF\\uFFFE\\uFFFF',
  ...PLANE_END_LEADS.map(
    (lead) =>
      `${unicodeEscape(lead)}${unicodeEscape(0xdffe)}${unicodeEscape(lead)}${unicodeEscape(0xdfff)}`,
  ),
].join('');

/** Without `u`: a surrogate pair but a plane's last two code points. Under `u`, never matches. */
const PAIR = `(?![${PLANE_END_LEADS.map(unicodeEscape).join('')}][\\uDFFE\\uDFFF])[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]`;

/**
 * A pattern fragment matching one character of text that is none of `alsoRefused` either (the
 * contents of a character class, as written in a pattern: white space for a link).
 */
export function textCharacter(alsoRefused = ''): string {
  return `(?:[^${alsoRefused}${NOT_TEXT}]|${PAIR})`;
}

/** The JSON Schema pattern of every free text the API takes: text characters only. */
export const PLAIN_TEXT_PATTERN = `^${textCharacter()}*$`;
const PLAIN_TEXT = new RegExp(PLAIN_TEXT_PATTERN, 'u');

/** What a 400 says of a field with a character that is not text in it. */
export const CONTROL_CHARACTER_MESSAGE =
  'must not contain control characters, noncharacters or lone surrogates (tab and line breaks are fine)';

/** True when a text holds no character that is not text (tab, line feed and CR are). */
export function isPlainText(value: string): boolean {
  return PLAIN_TEXT.test(value);
}

const NOT_TEXT_CHARACTER = new RegExp(`[${NOT_TEXT}]`, 'gu');

/**
 * The text without its characters that are not text: for the writers of what others parse (the
 * Atom feed, the sitemap, JSON-LD), so that a row stored before the rule cannot break them.
 */
export function withoutNonText(text: string): string {
  return text.replace(NOT_TEXT_CHARACTER, '');
}
