import { type StringOptions, Type } from '@sinclair/typebox';

/**
 * The JSON Schema pattern of every free text the API takes: no C0 control character but tab,
 * line feed and carriage return. Browsers send a textarea's line breaks as CRLF in multipart
 * forms, so CR stays; a NUL would fail on PostgreSQL and be stored as is on SQLite.
 */
export const PLAIN_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F]*$';
const PLAIN_TEXT = new RegExp(PLAIN_TEXT_PATTERN, 'u');

/** What a 400 says of a field with a control character in it. */
export const CONTROL_CHARACTER_MESSAGE =
  'must not contain control characters (tab and line breaks are fine)';

/** True when a text holds no control character but tab, line feed and carriage return. */
export function isPlainText(value: string): boolean {
  return PLAIN_TEXT.test(value);
}

/** A string of free text: no control character but tab, line feed and carriage return. */
export const PlainText = (options: StringOptions = {}) =>
  Type.String({ ...options, pattern: PLAIN_TEXT_PATTERN });
