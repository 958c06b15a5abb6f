import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** Routes of the rules feature; registered behind authentication in app.ts. */
export function rulesRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async (_app) => {};
}
