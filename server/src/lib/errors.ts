import { ERR_MSG, ERROR_CODE, type FieldError, ZErrorResponse } from '@safestay/contracts';

/** The one error type of the server: a status, a message a person can read, a stable code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'error',
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  /** Seconds, sent as the Retry-After header (429 and 503). */
  retryAfter?: number;
  withRetryAfter(seconds: number): this {
    this.retryAfter = seconds;
    return this;
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, 'bad_request', errors);
export const unauthorized = (message: string = ERR_MSG.signInAgain) => new AppError(401, message, 'unauthorized');
export const forbidden = (message = "You don't have permission to do that.", code = 'forbidden') =>
  new AppError(403, message, code);
export const notFound = (message = 'Not found.', code: string = ERROR_CODE.notFound) =>
  new AppError(404, message, code);
export const conflict = (message: string, code: string = ERROR_CODE.conflict) => new AppError(409, message, code);

/** The error responses every route declares (OpenAPI and the serializer share them). */
export const errorResponses = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  429: ZErrorResponse,
} as const;
