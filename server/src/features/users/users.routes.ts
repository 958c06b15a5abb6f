import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** Routes of the users feature; registered behind authentication in app.ts. */
export function usersRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async (_app) => {};
}
