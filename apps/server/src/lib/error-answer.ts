import { type ErrorBody, ErrorCode, errorMessages } from '@portfolio/contract';
import type { FastifyError } from 'fastify';
import { AppError } from '../errors.js';
import { validationDetails } from '../http/validation.js';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ErrorCode.INVALID_JSON,
    message: 'The body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ErrorCode.INVALID_JSON,
    message: 'The body is empty but Content-Type is application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: 'This Content-Type is not accepted here',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: ErrorCode.BAD_REQUEST,
    message: 'The URL is not valid',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: ErrorCode.BAD_REQUEST,
    message: 'A part of the URL is too long',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ErrorCode.BAD_REQUEST,
    message: 'Content-Length does not match the body',
  },
};

/** The answer to an error: its status and its `{error, code}` body, as the wire shows them. */
export function errorAnswer(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: error.message, code: error.code };
    if (error.details) body.details = error.details;
    if (error.extra) Object.assign(body, error.extra);
    return { status: error.statusCode, body };
  }
  if (error.validation) {
    const details = validationDetails(error.validation, error.validationContext);
    return {
      status: 400,
      body: { error: errorMessages.invalidRequest, code: ErrorCode.VALIDATION_ERROR, details },
    };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: known.status, body: { error: known.message, code: known.code } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { error: 'The request cannot be processed', code: ErrorCode.BAD_REQUEST },
    };
  }
  return { status: 500, body: { error: errorMessages.internal, code: ErrorCode.INTERNAL_ERROR } };
}
