import { ZDashboardSummary } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf } from '../../lib/caller';
import { errorResponses } from '../../lib/errors';
import { loadDashboardSummary } from './dashboard.service';

/** Routes of the dashboard feature; registered behind authentication in app.ts. */
export function dashboardRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/summary',
      {
        schema: {
          tags: ['dashboard'],
          summary: "Counts for the caller's dashboard (own bills and complaints for a tenant)",
          response: { 200: ZDashboardSummary, ...errorResponses },
        },
      },
      async (request) => loadDashboardSummary(deps.db, callerOf(request)),
    );
  };
}
