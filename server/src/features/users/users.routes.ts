import { ZErrorResponse, ZTenantList } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf } from '../../lib/caller';
import { listTenants } from './users.service';

/** Routes of the users feature; registered behind authentication in app.ts. */
export function usersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/tenants',
      {
        schema: {
          tags: ['users'],
          summary: "The landlord's tenants with their bill, complaint and payment statistics",
          response: { 200: ZTenantList, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (request) =>
        listTenants(deps.db, callerOf(request), {
          onStatsError: (error) => request.log.error({ err: error }, 'tenant statistics failed; showing zeros'),
        }),
    );
  };
}
