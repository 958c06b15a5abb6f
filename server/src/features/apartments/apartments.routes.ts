import {
  JOIN_MSG,
  ZApartment,
  ZApartmentResponse,
  ZAvailableApartmentsQuery,
  ZAvailableApartmentsResponse,
  ZUpdateApartmentRequest,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { errorResponses } from '../../lib/errors';
import { authRateLimit } from '../../lib/rate-limit';
import {
  getOwnApartment,
  listAvailableApartments,
  searchAvailableApartments,
  updateOwnApartment,
} from './apartments.service';

const tags = ['apartments'];

/**
 * The buildings a registering tenant picks from: with `q`, the ten that best match it (our sign-up
 * screen); without, the whole list of docs/product.md §7 for clients written for it.
 */
export function apartmentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/apartments/available',
      {
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags,
          summary:
            'Apartments a tenant can choose when creating an account (not invite-only ones): with q, the ten best matches of a name or area',
          querystring: ZAvailableApartmentsQuery,
          response: { 200: ZAvailableApartmentsResponse, ...errorResponses },
        },
      },
      async (request) => ({
        success: true as const,
        data:
          request.query.q === undefined
            ? await listAvailableApartments(deps.db)
            : await searchAvailableApartments(deps.db, request.query.q),
      }),
    );
  };
}

/** The landlord's own apartment: its settings; registered behind authentication in app.ts. */
export function ownApartmentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const landlordOnly = onlyFor('Landlord', () => JOIN_MSG.onlyLandlordApartment);
    app.get(
      '/apartments/mine',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: "The landlord's apartment and who may join it",
          response: { 200: ZApartment, ...errorResponses },
        },
      },
      async (request) => getOwnApartment(deps.db, callerOf(request)),
    );
    app.put(
      '/apartments/mine',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: 'Change who may join (approval, invite_only, open) and the area',
          body: ZUpdateApartmentRequest,
          response: { 200: ZApartmentResponse, ...errorResponses },
        },
      },
      async (request) => ({
        message: JOIN_MSG.apartmentUpdated,
        apartment: await updateOwnApartment(deps.db, callerOf(request), request.body),
      }),
    );
  };
}
