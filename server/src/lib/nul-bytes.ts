import { ERR_MSG } from '@safestay/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Whether a value (text, or any text inside an object or array) holds U+0000. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    if (hasNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text (a 500 "invalid byte sequence"), SQLite would store it:
 * refuse it up front with a 400 on both, before any schema or handler sees the body.
 */
export async function rejectNulBytes(request: FastifyRequest) {
  if (hasNul(request.body))
    throw badRequest(ERR_MSG.nulCharacters, [{ field: 'body', message: ERR_MSG.nulCharacters }]);
}
