import { ZErrorResponse, ZTenantList, ZTenantListQuery } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, requireRole } from '../../lib/caller';
import { pageRequest, sendPageHeaders } from '../../lib/paging';
import { listTenantPage } from './users.service';

/** Routes of the users feature; registered behind authentication in app.ts. */
export function usersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/tenants',
      {
        schema: {
          tags: ['users'],
          summary: "The landlord's tenants with their bill, complaint and payment statistics",
          querystring: ZTenantListQuery,
          response: { 200: ZTenantList, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        requireRole(caller, 'Landlord', 'Only landlords can view tenant information.');
        const page = pageRequest(request.query);
        const result = await listTenantPage(deps.db, caller, page, {
          onStatsError: (error) => request.log.error({ err: error }, 'tenant statistics failed; showing zeros'),
        });
        if (page) sendPageHeaders(reply, result);
        return result.items;
      },
    );
  };
}
