import {
  type ErrorDetail,
  isHttpUrl,
  isPlainText,
  LINK_MESSAGE,
  LINK_PATTERN,
  OPTIONAL_LINK_PATTERN,
  PLAIN_TEXT_PATTERN,
  PROJECT_TAGS_FIELD_PATTERN,
  parseProjectTags,
} from '@portfolio/contract';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import { badRequest } from '../errors.js';
import { compileBodySchema, validationDetails } from '../http/validation.js';

/**
 * What a field's pattern cannot say, checked once its schema passes (or to say in words a refusal
 * of its pattern): a link (unless left empty where it may be) has a host `new URL` reads; each of a project's tags is one, 8 at most.
 */
const BEYOND_PATTERN: Readonly<Record<string, (value: string) => string | undefined>> = {
  [LINK_PATTERN]: (value) => (isHttpUrl(value) ? undefined : LINK_MESSAGE),
  [OPTIONAL_LINK_PATTERN]: (value) => (value === '' || isHttpUrl(value) ? undefined : LINK_MESSAGE),
  [PROJECT_TAGS_FIELD_PATTERN]: (value) => parseProjectTags(value).problem,
};

/** The value as stored: a project's tags lowered, repeats folded, joined by commas ('rust,web'). */
function normalized(schema: TSchema, value: string): string {
  if (schema.pattern !== PROJECT_TAGS_FIELD_PATTERN) return value;
  return parseProjectTags(value).tags?.join(',') ?? '';
}

/**
 * The form's schema as its fields are checked: each field text first (the contract's rule of text,
 * whatever its own pattern), then its own schema; a field the schema does not name is dropped.
 */
function textFirst(schema: TObject): object {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [
      name,
      { allOf: [{ type: 'string', pattern: PLAIN_TEXT_PATTERN }, property] },
    ]),
  );
  return {
    type: 'object',
    properties,
    required: schema.required ?? [],
    additionalProperties: false,
  };
}

const compiled = new WeakMap<TObject, ValidateFunction>();

function validatorOf(schema: TObject): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = compileBodySchema(textFirst(schema));
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * The text fields of a multipart form, trimmed and checked by the compiled contract schema as a
 * JSON body is: a 400 names every bad field in the words a JSON body gets ('The form is invalid').
 * Fields the schema does not name are ignored. An optional field left out stays out of the result
 * (an edit then keeps what is stored); sent empty, it is ''. A project's tags come out as stored:
 * lowered, repeats folded, joined by commas.
 */
export function parseFormFields<T extends TObject>(
  schema: T,
  raw: Readonly<Record<string, string>>,
): Static<T> {
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [name, value.trim()]),
  );
  const validate = validatorOf(schema);
  const errors = validate(values) ? [] : (validate.errors ?? []);
  const details = validationDetails(errors, 'body');
  for (const [name, value] of Object.entries(values)) {
    const check = BEYOND_PATTERN[schema.properties[name]?.pattern ?? ''];
    // The rule of text speaks first, then the field's length; then its own words for its pattern.
    if (!check || !isPlainText(value)) continue;
    const refused = errors.filter((error) => error.instancePath === `/${name}`);
    if (refused.some((error) => error.keyword !== 'pattern')) continue;
    const problem = check(value);
    if (!problem) continue;
    const detail = details.find((candidate) => candidate.field === name);
    if (detail) detail.message = problem;
    else details.push({ field: name, message: problem });
  }
  if (details.length > 0) {
    const order = Object.keys(schema.properties);
    details.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
    throw badRequest('The form is invalid', details);
  }
  for (const [name, value] of Object.entries(values)) {
    const property = schema.properties[name];
    if (property) values[name] = normalized(property, value);
  }
  return values as Static<T>;
}

const compiledBodies = new WeakMap<TObject, ValidateFunction>();

/**
 * What a contract body schema refuses in a value that did not come as the request's own body (a
 * file's front matter), said as a JSON body's 400 says it; none when it passes. The value is
 * checked as a body is: its defaults filled in, fields the schema does not name dropped.
 */
export function bodyProblems(schema: TObject, value: Record<string, unknown>): ErrorDetail[] {
  let validate = compiledBodies.get(schema);
  if (!validate) {
    validate = compileBodySchema(schema);
    compiledBodies.set(schema, validate);
  }
  return validate(value) ? [] : validationDetails(validate.errors ?? [], 'body');
}
