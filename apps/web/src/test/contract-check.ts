import { ErrorBody, ErrorCode } from '@portfolio/contract';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { findCall } from './api-calls';
import { ContractViolation } from './contract-violations';

// TypeBox checks only the formats it was told about; the server's validator knows this one.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
FormatRegistry.Set(
  'date-time',
  (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
);

const ERROR_CODES: readonly string[] = Object.values(ErrorCode);

/** A call as the fake server sees it. */
export interface CheckedRequest {
  method: string;
  url: string;
  /** The parsed JSON body, if any. */
  json?: unknown;
  /** The multipart body of an upload, if any. */
  form?: FormData;
}

/** An answer of the fake server. */
export interface CheckedAnswer {
  status: number;
  body: unknown;
}

function expectSchema(schema: TSchema, value: unknown, what: string): void {
  if (Value.Check(schema, value)) return;
  const problems = [...Value.Errors(schema, value)]
    .slice(0, 5)
    .map((error) => `${error.path || '/'} ${error.message}`);
  throw new ContractViolation(`${what} does not match the contract: ${problems.join('; ')}`);
}

const textFields = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value.trim()]] : [],
    ),
  );

/**
 * Throws a ContractViolation when the app sends a call of spec §7 a body its schema refuses: the
 * real server would answer 400, so a screen test must not pass on it.
 */
export function checkRequest(request: CheckedRequest): void {
  const found = findCall(request.method, request.url);
  if (!found) return;
  const { call } = found;
  const what = `The body of ${request.method} ${request.url}`;
  if (call.body) expectSchema(call.body, request.json, what);
  if (call.form) {
    if (!request.form) throw new ContractViolation(`${what} is not a multipart form`);
    if (call.form.fields) expectSchema(call.form.fields, textFields(request.form), what);
  }
}

/**
 * Throws a ContractViolation when an answer to a call of spec §7 does not match the contract: a
 * 200 its call's answer schema, an error the one error shape with a known code. Paths the API does
 * not have are not checked.
 */
export function checkAnswer(request: CheckedRequest, answer: CheckedAnswer): void {
  const found = findCall(request.method, request.url);
  if (!found) return;
  const what = `The ${answer.status} answer to ${request.method} ${request.url}`;
  if (answer.status >= 400) {
    expectSchema(ErrorBody, answer.body, what);
    const { code } = answer.body as ErrorBody;
    if (!ERROR_CODES.includes(code)) {
      throw new ContractViolation(`${what} has the code ${code}, which is not an ErrorCode`);
    }
  } else {
    expectSchema(found.call.answer, answer.body, what);
  }
}
