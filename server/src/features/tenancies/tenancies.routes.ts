import {
  formatDay,
  JOIN_MSG,
  REPORT_MSG,
  ZApproveTenancyRequest,
  ZEndTenancyRequest,
  ZIdParams,
  ZRejectTenancyRequest,
  ZTenancyList,
  ZTenancyListQuery,
  ZTenancyResponse,
  ZUpdateTenancyRequest,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor, STAFF } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { inCents } from '../../lib/money';
import type { Realtime } from '../../realtime/hub';
import { listTenancies } from './tenancies.service';
import { approveTenancy, endTenancy, rejectTenancy, updateTenancy } from './tenancy-decisions';

const tags = ['tenancies'];
const landlordOnly = onlyFor('Landlord', () => JOIN_MSG.onlyLandlordTenancies);
const one = { params: ZIdParams, response: { 200: ZTenancyResponse, ...errors } };

/** Join requests, approvals, move-outs (docs/product.md §2); registered behind authentication in app.ts. */
export function tenanciesRoutes(deps: AppDeps, realtime: Pick<Realtime, 'disconnectUser'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tenancies',
      {
        // Caretakers read who lives here (docs/team.md); every change stays the owner's.
        onRequest: onlyFor(STAFF, () => JOIN_MSG.onlyLandlordTenancies),
        schema: {
          tags,
          summary: 'Tenancies of the apartment, of one status or all (pending: the join requests)',
          querystring: ZTenancyListQuery,
          response: { 200: ZTenancyList, ...errors },
        },
      },
      async (request) => listTenancies(deps.db, callerOf(request).apartmentId, request.query.status),
    );

    app.post(
      '/tenancies/:id/approve',
      { onRequest: landlordOnly, schema: { tags, summary: 'Let a tenant in', ...one, body: ZApproveTenancyRequest } },
      async (request) => {
        const tenancy = await approveTenancy(
          deps,
          callerOf(request),
          request.params.id,
          inCents(request.body, 'rent', 'openingBalance'),
        );
        return { message: JOIN_MSG.tenancyApproved(tenancy.tenant.name, tenancy.unit?.code ?? null), tenancy };
      },
    );

    app.post(
      '/tenancies/:id/reject',
      {
        onRequest: landlordOnly,
        schema: { tags, summary: 'Turn a join request down', ...one, body: ZRejectTenancyRequest },
      },
      async (request) => {
        const tenancy = await rejectTenancy(deps.db, callerOf(request), request.params.id, request.body.reason);
        realtime.disconnectUser(tenancy.tenant._id);
        return { message: JOIN_MSG.tenancyRejectedDone(tenancy.tenant.name), tenancy };
      },
    );

    app.post(
      '/tenancies/:id/end',
      { onRequest: landlordOnly, schema: { tags, summary: 'Move a tenant out', ...one, body: ZEndTenancyRequest } },
      async (request) => {
        const tenancy = await endTenancy(deps, callerOf(request), request.params.id, request.body);
        // A former tenant loses chat at once (docs/product.md §2 "Move-out").
        realtime.disconnectUser(tenancy.tenant._id);
        return {
          message: JOIN_MSG.tenancyEndedDone(tenancy.tenant.name, formatDay(request.body.moveOutDate)),
          tenancy,
        };
      },
    );

    app.put(
      '/tenancies/:id',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: "Move a tenant to another unit, change their rent, or set the tenant's KRA PIN",
          ...one,
          body: ZUpdateTenancyRequest,
        },
      },
      async (request) => {
        const { body } = request;
        const tenancy = await updateTenancy(deps, callerOf(request), request.params.id, inCents(body, 'rent'));
        const pinAlone = body.unitId === undefined && body.rent === undefined;
        return { message: pinAlone ? REPORT_MSG.kraPinSaved : JOIN_MSG.tenancyUpdated(tenancy.tenant.name), tenancy };
      },
    );
  };
}
