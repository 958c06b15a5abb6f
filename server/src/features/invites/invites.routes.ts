import {
  JOIN_MSG,
  ZCreateInviteRequest,
  ZIdParams,
  ZInviteCodeParams,
  ZInviteList,
  ZInvitePreview,
  ZInviteResponse,
  ZMessageResponse,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { authRateLimit } from '../../lib/rate-limit';
import { createInvite, listOpenInvites, previewInvite, revokeInvite } from './invites.service';

const tags = ['invites'];

/** What /join/:code shows before registering; open, and limited like sign-in (codes are not to be guessed). */
export function invitePreviewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/invites/:code',
      {
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags,
          summary: 'The building, landlord and unit of an invite code (or why it cannot be used)',
          params: ZInviteCodeParams,
          response: { 200: ZInvitePreview, ...errors },
        },
      },
      async (request) => previewInvite(deps.db, request.params.code),
    );
  };
}

/** The landlord's invites; registered behind authentication in app.ts. */
export function invitesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const landlordOnly = onlyFor('Landlord', () => JOIN_MSG.onlyLandlordInvites);
    app.get(
      '/invites',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: 'Invites not yet used, withdrawn or expired',
          response: { 200: ZInviteList, ...errors },
        },
      },
      async (request) => listOpenInvites(deps.db, callerOf(request)),
    );
    app.post(
      '/invites',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: 'A single-use invite (for a unit or none); the code is shown this once',
          body: ZCreateInviteRequest,
          response: { 201: ZInviteResponse, ...errors },
        },
      },
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const invite = await createInvite(deps.db, callerOf(request), request.body, origin);
        return reply.status(201).send({ message: JOIN_MSG.inviteCreated, invite });
      },
    );
    app.delete(
      '/invites/:id',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: 'Withdraw an invite',
          params: ZIdParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await revokeInvite(deps.db, callerOf(request), request.params.id);
        return { message: JOIN_MSG.inviteRevoked };
      },
    );
  };
}
