import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** Routes of the dashboard feature; registered behind authentication in app.ts. */
export function dashboardRoutes(_deps: AppDeps): FastifyPluginAsyncZod {
  return async (_app) => {};
}
