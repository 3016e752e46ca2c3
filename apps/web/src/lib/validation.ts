// The checks of the contract's rules, run in the forms before anything is sent (the server runs
// the same ones again). Each field's rule is read from its contract schema (`fieldRule`), so a
// change of a limit there changes the form too; only the words are the admin's own.
import {
  IMAGE_FOCUS_PATTERN,
  isHttpUrl,
  isImageFocus,
  isPlainText,
  isProjectDate,
  isSlug,
  isTimelineDate,
  LINK_PATTERN,
  OPTIONAL_LINK_PATTERN,
  PLAIN_TEXT_PATTERN,
  PROJECT_DATE_PATTERN,
  PROJECT_TAG_MAX_LENGTH,
  PROJECT_TAGS_FIELD_PATTERN,
  PROJECT_TAGS_MAX,
  parseProjectTags,
  SLUG_PATTERN,
  TIMELINE_DATE_PATTERN,
} from '@portfolio/contract';

/** Length as the server counts it: in characters (code points), not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

/** A text field's rule, as its contract schema states it. */
export interface TextRule {
  max: number;
  min?: number;
  /** May be left empty (the rest of the rule applies when it is not). */
  optional?: boolean;
  /** The schema's pattern: said in the words of `PATTERN_PROBLEMS`. */
  pattern?: string;
}

/** What a string's schema may say (a TypeBox string, or a union with one, as JSON Schema). */
interface StringSchema {
  type?: string;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  anyOf?: StringSchema[];
}

/** An object's schema: its properties (read as JSON Schema) and which are required. */
interface ObjectSchema {
  properties: { readonly [name: string]: object };
  required?: readonly string[];
}

function stringOf(schema: StringSchema): StringSchema | undefined {
  if (schema.type === 'string') return schema;
  return schema.anyOf?.find((member) => member.type === 'string');
}

/**
 * The rule of a text field of a contract schema: its lengths and pattern; optional when the schema
 * does not require it or lets it be empty. A field with no string schema or no maximum length is a
 * mistake of the caller, refused at once.
 */
export function fieldRule<S extends ObjectSchema>(
  schema: S,
  name: keyof S['properties'] & string,
): TextRule {
  const property = schema.properties[name] as StringSchema | undefined;
  const text = property && stringOf(property);
  if (!text || text.maxLength === undefined) {
    throw new Error(`${name} is not a text field with a maximum length`);
  }
  const required = schema.required?.includes(name) ?? false;
  return {
    max: text.maxLength,
    ...(text.minLength !== undefined && text.minLength > 1 ? { min: text.minLength } : {}),
    ...(!required || !text.minLength ? { optional: true } : {}),
    ...(text.pattern !== undefined ? { pattern: text.pattern } : {}),
  };
}

/** Whether a field takes a link (its input is of type url). */
export const isLinkRule = (rule: TextRule): boolean =>
  rule.pattern === LINK_PATTERN || rule.pattern === OPTIONAL_LINK_PATTERN;

const FULL_ADDRESS = 'Enter a full address starting with http:// or https://';

function tagsProblem(value: string): string | undefined {
  const parsed = parseProjectTags(value);
  if (parsed.tags) return undefined;
  if ('badTag' in parsed) {
    return `“${parsed.badTag}” is not a tag: use 1 to ${PROJECT_TAG_MAX_LENGTH} of a-z, 0-9, + # . - starting with a letter or digit, and commas between tags`;
  }
  return `Use at most ${PROJECT_TAGS_MAX} tags (now ${parsed.count})`;
}

/** What is wrong with a value its field's pattern refuses, in the admin's words, by pattern. */
export const PATTERN_PROBLEMS: Readonly<Record<string, (value: string) => string | undefined>> = {
  [PLAIN_TEXT_PATTERN]: (value) =>
    isPlainText(value) ? undefined : 'Remove the control characters: tabs and line breaks are fine',
  [LINK_PATTERN]: (value) => (isHttpUrl(value) ? undefined : FULL_ADDRESS),
  [OPTIONAL_LINK_PATTERN]: (value) => (isHttpUrl(value) ? undefined : FULL_ADDRESS),
  [PROJECT_DATE_PATTERN]: (value) =>
    isProjectDate(value) ? undefined : 'Enter a year (2024) or a year and month (2024-05)',
  [TIMELINE_DATE_PATTERN]: (value) =>
    isTimelineDate(value) ? undefined : 'Enter a year (2021) or a year and month (2021-09)',
  [PROJECT_TAGS_FIELD_PATTERN]: tagsProblem,
  [SLUG_PATTERN]: (value) =>
    isSlug(value) ? undefined : 'Use lower-case letters and digits joined by dashes (my-project-2)',
  [IMAGE_FOCUS_PATTERN]: (value) =>
    isImageFocus(value)
      ? undefined
      : 'Enter two numbers from 0 to 100, across then down (30 70), or leave it empty for the centre',
};

/**
 * What is wrong with a text value (trimmed as the server trims it), or undefined: empty, too long,
 * refused by its pattern (which says best what a date or a link must be), then too short.
 */
export function textProblem(raw: string, rule: TextRule): string | undefined {
  const value = raw.trim();
  if (value === '') return rule.optional ? undefined : 'Fill this in';
  const length = lengthOf(value);
  if (length > rule.max) return `Write at most ${rule.max} characters (now ${length})`;
  const patternProblem = rule.pattern === undefined ? undefined : PATTERN_PROBLEMS[rule.pattern];
  const problem = patternProblem?.(value);
  if (problem) return problem;
  if (rule.min !== undefined && length < rule.min) {
    return `Write at least ${rule.min} characters (now ${length})`;
  }
  return undefined;
}

/**
 * Puts the focus on the control of the first problem found (its `name` is the problem's key), so
 * the person lands where to fix it. Says whether there was a problem.
 */
export function focusFirstProblem(
  form: HTMLFormElement,
  problems: Readonly<Record<string, string | undefined>>,
): boolean {
  const first = Object.entries(problems).find(([, problem]) => problem)?.[0];
  if (first === undefined) return false;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
  return true;
}

/** Whether a form's values differ from those it opened with, field by field. */
export function changedFields<Values extends object>(initial: Values, current: Values): boolean {
  return (Object.keys(current) as (keyof Values)[]).some((key) => current[key] !== initial[key]);
}

/**
 * A problem the server found in a field, as a sentence beside it: 'must be …' and 'is …' are about
 * the field itself ('This must be …'); a message with its own subject ('images must be uploaded …')
 * is shown as it is, capitalised.
 */
export function fieldProblemSentence(message: string): string {
  if (/^(must|is|are|has|may|should|cannot)\b/.test(message)) return `This ${message}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}
