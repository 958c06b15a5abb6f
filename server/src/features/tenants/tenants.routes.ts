import { ROLE_MSG, ZChatUserList, ZTenantList, ZTenantListQuery } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor, STAFF } from '../../lib/caller';
import { errorResponses } from '../../lib/errors';
import { pageRequest, sendPageHeaders } from '../../lib/paging';
import { listTenantPage } from './tenants.service';

/** Routes of the tenants feature; registered behind authentication in app.ts. */
export function tenantsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/tenants',
      {
        onRequest: onlyFor(STAFF, () => ROLE_MSG.onlyLandlordTenants),
        schema: {
          tags: ['tenants'],
          summary: "The landlord's tenants with their bill, complaint and payment statistics",
          querystring: ZTenantListQuery,
          response: { 200: ZTenantList, ...errorResponses },
        },
      },
      async (request, reply) => {
        const page = pageRequest(request.query);
        const result = await listTenantPage(deps.db, callerOf(request), page, {
          onStatsError: (error) => request.log.error({ err: error }, 'tenant statistics failed; showing zeros'),
        });
        if (page) sendPageHeaders(reply, result);
        return result.items;
      },
    );

    // Clients written for docs/product.md §7 list a tenant's chat partners here: their landlord.
    app.get(
      '/users/landlords',
      {
        schema: {
          tags: ['tenants'],
          summary: "The landlord of the caller's apartment (a tenant's chat partner)",
          response: { 200: ZChatUserList, ...errorResponses },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return deps.db
          .selectFrom('apartments as a')
          .innerJoin('users as l', 'l.id', 'a.landlord_id')
          .select(['l.id as _id', 'l.name', 'l.role'])
          .where('a.id', '=', caller.apartmentId)
          .execute();
      },
    );
  };
}
