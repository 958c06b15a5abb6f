import { currentLocale, DEFAULT_LOCALE, ERR_MSG, type FieldError } from '@safestay/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy } from './db-errors';
import { AppError } from './errors';

const WHOLE: Readonly<Record<string, () => string>> = {
  body: () => ERR_MSG.bodyNotObject,
  params: () => ERR_MSG.invalidAddress,
  querystring: () => ERR_MSG.invalidQuery,
};

/** Seconds a client waits before trying again when the database was busy. */
export const BUSY_RETRY_AFTER = 2;

/** The one error handler: `{ message, code?, errors? }`, never a stack trace or SQL. */
export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((v) => {
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
      // A whole body, address or query refused is told in our words: zod's own are English.
      return { field, message: WHOLE[field]?.() ?? v.message ?? ERR_MSG.invalidValue };
    });
    const whole = errors.find((e) => WHOLE[e.field] !== undefined);
    return reply.status(400).send({ message: (whole ?? errors[0]).message, code: 'validation_failed', errors });
  }
  if (error instanceof AppError) {
    if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply
      .status(error.statusCode)
      .send({ message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  const code = (error as FastifyError).code;
  if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.status(413).send({ message: ERR_MSG.bodyTooLarge, code: 'too_large' });
  }
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
    return reply.status(400).send({ message: ERR_MSG.bodyNotJson, code: 'invalid_json' });
  }
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return reply.status(400).send({ message: ERR_MSG.bodyNotObject, code: 'invalid_json' });
  }
  if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.status(415).send({ message: ERR_MSG.sendJson, code: 'unsupported_media_type' });
  }
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' own words are English: another reader is told in their language.
    const theirs = currentLocale() === DEFAULT_LOCALE && error.message ? error.message : null;
    const message = theirs ?? (status === 404 ? ERR_MSG.notFound : ERR_MSG.badRequest);
    return reply.status(status).send({ message, code: code ?? 'bad_request' });
  }
  // Another process (npm run seed:demo, a second server) held the write lock past our bound.
  if (isDatabaseBusy(error)) {
    request.log.warn({ err: error }, 'the database stayed locked by another process; answered 503');
    reply.header('Retry-After', String(BUSY_RETRY_AFTER));
    return reply.status(503).send({ message: ERR_MSG.databaseBusy, code: 'database_busy' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: ERR_MSG.somethingWrong, code: 'internal' });
}
