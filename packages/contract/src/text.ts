import { type StringOptions, Type } from '@sinclair/typebox';
import { PLAIN_TEXT_PATTERN } from './text-characters.js';

/** A string of free text: no control character but tab, line feed and CR, no noncharacter. */
export const PlainText = (options: StringOptions = {}) =>
  Type.String({ ...options, pattern: PLAIN_TEXT_PATTERN });
