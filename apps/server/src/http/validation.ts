import { type ErrorDetail, PATTERN_MESSAGES } from '@portfolio/contract';
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common: Options = {
  allErrors: true,
  removeAdditional: true,
  useDefaults: true,
  strict: false,
};

/** Bodies are validated as sent: a number is not silently turned into a string. */
const BODY_OPTIONS: Options = { coerceTypes: false };

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...common, ...options });
  addFormats.default(ajv);
  return ajv;
}

/**
 * One compiler of each kind for the process: Ajv keeps what it compiled by schema, so an app built
 * again (a test's, a second instance's) reuses the validators of the schemas the routes share.
 */
const bodyAjv = makeAjv(BODY_OPTIONS);
const textAjv = makeAjv({ coerceTypes: 'array' });

/** A validator as Fastify calls it: true or false, and the errors of the last call on itself. */
type LazyValidator = ((data: unknown) => boolean) & { errors?: ValidateFunction['errors'] };

/**
 * A validator compiled by its first call: a start compiles none of the routes' schemas (a quarter
 * of a start's work, measured with --cpu-prof), and a route that is never called never compiles.
 */
function compiledOnFirstCall(ajv: Ajv, schema: object): LazyValidator {
  let validate: ValidateFunction | undefined;
  const lazy: LazyValidator = (data) => {
    validate ??= ajv.compile(schema);
    const valid = validate(data) as boolean;
    lazy.errors = validate.errors;
    return valid;
  };
  return lazy;
}

/**
 * Bodies are validated as sent (a number is not silently turned into a string); query strings,
 * params and headers arrive as text and are coerced to the schema's types.
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compiledOnFirstCall(httpPart === 'body' ? bodyAjv : textAjv, schema),
  );
}

/**
 * A body schema compiled as the routes' JSON bodies are, for the bodies that are not JSON (a
 * multipart form's text fields); `validationDetails` reads its errors.
 */
export function compileBodySchema(schema: object): ValidateFunction {
  return bodyAjv.compile(schema);
}

type SchemaError = Pick<ErrorObject, 'instancePath' | 'keyword' | 'params' | 'message'>;

/** What a length rule says, in the words the admin's forms use (`apps/web` `textProblem`). */
function lengthMessage(keyword: string, limit: number): string | undefined {
  switch (keyword) {
    case 'minLength':
      return limit === 1 ? 'is required' : `must have at least ${limit} characters`;
    case 'maxLength':
      return `must have at most ${limit} characters`;
    case 'minItems':
      return `must have at least ${limit} items`;
    case 'maxItems':
      return `must have at most ${limit} items`;
    default:
      return undefined;
  }
}

/** What a detail says of one schema error: lengths and the patterns of text said in words. */
function messageOf(error: SchemaError): string {
  if (error.keyword === 'required') return 'is required';
  const limit = error.params?.limit;
  const length = typeof limit === 'number' ? lengthMessage(error.keyword, limit) : undefined;
  if (length) return length;
  const pattern = error.params?.pattern;
  if (error.keyword === 'pattern' && typeof pattern === 'string' && PATTERN_MESSAGES[pattern]) {
    return PATTERN_MESSAGES[pattern];
  }
  return error.message ?? 'is invalid';
}

/** One entry per bad field, named like `title` or `ids/2`: the first error of each. */
export function validationDetails(
  errors: readonly Partial<SchemaError>[],
  context: string | undefined,
): ErrorDetail[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    let field = (error.instancePath ?? '').replace(/^\//, '');
    if (error.keyword === 'required' && typeof error.params?.missingProperty === 'string') {
      field = field ? `${field}/${error.params.missingProperty}` : error.params.missingProperty;
    }
    if (error.keyword === 'additionalProperties') {
      const extra = error.params?.additionalProperty;
      if (typeof extra === 'string') field = field ? `${field}/${extra}` : extra;
    }
    if (!field) field = context ?? 'body';
    if (!byField.has(field)) byField.set(field, messageOf(error as SchemaError));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
