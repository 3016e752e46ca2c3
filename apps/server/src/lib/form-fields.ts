import {
  CONTROL_CHARACTER_MESSAGE,
  type ErrorDetail,
  isHttpUrl,
  isPlainText,
  isProjectDate,
  isSlug,
  LINK_MESSAGE,
  LINK_PATTERN,
  PROJECT_DATE_MESSAGE,
  PROJECT_DATE_PATTERN,
  PROJECT_TAGS_FIELD_PATTERN,
  parseProjectTags,
  SLUG_MESSAGE,
  SLUG_PATTERN,
} from '@portfolio/contract';
import type { Static, TObject, TString } from '@sinclair/typebox';
import { badRequest } from '../errors.js';

function problemOf(
  schema: TString,
  value: string | undefined,
  required: boolean,
): string | undefined {
  if (value === undefined || value === '') return required ? 'is required' : undefined;
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength) {
    return `must have at most ${schema.maxLength} characters`;
  }
  if (schema.minLength !== undefined && [...value].length < schema.minLength) {
    return `must have at least ${schema.minLength} characters`;
  }
  // Every field is text first, whatever its own pattern.
  if (!isPlainText(value)) return CONTROL_CHARACTER_MESSAGE;
  if (schema.pattern === LINK_PATTERN && !isHttpUrl(value)) return LINK_MESSAGE;
  if (schema.pattern === PROJECT_DATE_PATTERN && !isProjectDate(value)) {
    return PROJECT_DATE_MESSAGE;
  }
  if (schema.pattern === PROJECT_TAGS_FIELD_PATTERN) return parseProjectTags(value).problem;
  if (schema.pattern === SLUG_PATTERN && !isSlug(value)) return SLUG_MESSAGE;
  return undefined;
}

/** The value as stored: a project's tags lowered, repeats folded, joined by commas ('rust,web'). */
function normalized(schema: TString, value: string): string {
  if (schema.pattern !== PROJECT_TAGS_FIELD_PATTERN) return value;
  return parseProjectTags(value).tags?.join(',') ?? '';
}

/**
 * The text fields of a multipart form, trimmed and checked against their schema (every field a
 * string). A 400 lists every bad field; fields the schema does not name are ignored. An optional
 * field left out stays out of the result (an edit then keeps what is stored); sent empty, it is ''.
 * A project's tags come out as stored: lowered, repeats folded, joined by commas.
 */
export function parseFormFields<T extends TObject<Record<string, TString>>>(
  schema: T,
  raw: Record<string, string>,
): Static<T> {
  const values: Record<string, string> = {};
  const details: ErrorDetail[] = [];
  for (const [name, fieldSchema] of Object.entries(schema.properties)) {
    const value = raw[name]?.trim();
    const problem = problemOf(fieldSchema, value, schema.required?.includes(name) ?? false);
    if (problem) details.push({ field: name, message: problem });
    else if (value !== undefined) values[name] = normalized(fieldSchema, value);
  }
  if (details.length > 0) throw badRequest('The form is invalid', details);
  return values as Static<T>;
}
