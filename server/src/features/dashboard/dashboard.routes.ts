import { PORTFOLIO_MSG, ZDashboardSummary, ZPortfolio } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { errorResponses } from '../../lib/errors';
import { loadDashboardSummary, loadPortfolio } from './dashboard.service';

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
    app.get(
      '/dashboard/portfolio',
      {
        onRequest: onlyFor('Landlord', () => PORTFOLIO_MSG.onlyOwnerPortfolio),
        schema: {
          tags: ['dashboard'],
          summary: "This month's figures of every building the caller owns, and their totals",
          response: { 200: ZPortfolio, ...errorResponses },
        },
      },
      async (request) => loadPortfolio(deps.db, callerOf(request)),
    );
  };
}
