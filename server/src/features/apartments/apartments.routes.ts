import {
  ERR_MSG,
  JOIN_MSG,
  PORTFOLIO_MSG,
  ZApartment,
  ZApartmentResponse,
  ZAvailableApartmentsQuery,
  ZAvailableApartmentsResponse,
  ZCreateApartmentRequest,
  ZOwnedApartmentsResponse,
  ZUpdateApartmentRequest,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { errorResponses } from '../../lib/errors';
import { inCents } from '../../lib/money';
import { authRateLimit, buildingLimit, secondLimit } from '../../lib/rate-limit';
import {
  addOwnedApartment,
  getOwnApartment,
  listAvailableApartments,
  listOwnedApartments,
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

/**
 * The landlord's own apartments: the one a request acts on (its settings), every one they may act
 * on, and another one (docs/portfolio.md); registered behind authentication in app.ts.
 */
export function ownApartmentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const landlordOnly = onlyFor('Landlord', () => JOIN_MSG.onlyLandlordApartment);
    app.post(
      '/apartments',
      {
        onRequest: onlyFor('Landlord', () => PORTFOLIO_MSG.onlyLandlordNewApartment),
        // As many new buildings a day as sign-ups make (docs/reliability.md §62).
        preHandler: secondLimit(app, buildingLimit(deps), ERR_MSG.tooManyBuildings),
        schema: {
          tags,
          summary: 'Add another building, owned by the caller',
          body: ZCreateApartmentRequest,
          response: { 201: ZApartmentResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const apartment = await addOwnedApartment(deps.db, callerOf(request), inCents(request.body, 'rentAmount'));
        return reply.status(201).send({ message: PORTFOLIO_MSG.apartmentCreated(apartment.name), apartment });
      },
    );
    app.get(
      '/apartments/owned',
      {
        schema: {
          tags,
          summary: 'Every building the caller may act on as owner or caretaker (a tenant: none)',
          response: { 200: ZOwnedApartmentsResponse, ...errorResponses },
        },
      },
      async (request) => listOwnedApartments(deps.db, callerOf(request)),
    );
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
