import { type ErrorBody, ErrorCode, type ErrorDetail } from '@portfolio/contract';

/** An error whose message is safe to show to the caller. Throw it from any route or service. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Headers the answer carries, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
    /** What the body says besides, in the contract's error shape: a post's revision now. */
    readonly extra?: Pick<ErrorBody, 'revision'>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new AppError(400, details ? ErrorCode.VALIDATION_ERROR : ErrorCode.BAD_REQUEST, message, details);
export const notFound = (message = 'Not found') => new AppError(404, ErrorCode.NOT_FOUND, message);
export const conflict = (message: string, extra?: Pick<ErrorBody, 'revision'>) =>
  new AppError(409, ErrorCode.CONFLICT, message, undefined, undefined, extra);
