import {
  TEAM_MSG,
  ZCreateStaffInviteRequest,
  ZIdParams,
  ZMessageResponse,
  ZStaffAcceptResponse,
  ZStaffCodeParams,
  ZStaffInviteList,
  ZStaffInvitePreview,
  ZStaffInviteResponse,
  ZStaffList,
  ZStaffUserParams,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, callerOf, onlyFor } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { authRateLimit } from '../../lib/rate-limit';
import type { Realtime } from '../../realtime/hub';
import {
  acceptStaffInvite,
  createStaffInvite,
  listStaffInvites,
  listTeam,
  previewStaffInvite,
  removeCaretaker,
  revokeStaffInvite,
} from './team.service';

const tags = ['team'];

/**
 * The staff invite as the join screen previews it (open, limited like sign-in: codes are not to be
 * guessed), and its acceptance by someone already signed in (any building: it adds one).
 */
export function staffInviteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/invites/:code',
      {
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags,
          summary: 'The building and owner of a staff invite code (or why it cannot be used)',
          params: ZStaffCodeParams,
          response: { 200: ZStaffInvitePreview, ...errors },
        },
      },
      async (request) => previewStaffInvite(deps.db, request.params.code),
    );
    app.post(
      '/staff/invites/:code/accept',
      {
        onRequest: authenticate(deps.db, deps.tokens, { anyBuilding: true }),
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags,
          summary: "Join a building's team as its caretaker, signed in",
          params: ZStaffCodeParams,
          response: { 200: ZStaffAcceptResponse, ...errors },
        },
      },
      async (request) => {
        const joined = await acceptStaffInvite(deps.db, callerOf(request), request.params.code);
        return { message: TEAM_MSG.accepted(joined.name), apartmentId: joined.apartmentId };
      },
    );
  };
}

/** The owner's team of the building a request acts on; registered behind authentication in app.ts. */
export function teamRoutes(deps: AppDeps, realtime: Pick<Realtime, 'disconnectMember'>): FastifyPluginAsyncZod {
  return async (app) => {
    const ownerOnly = onlyFor('Landlord', () => TEAM_MSG.onlyOwnerTeam);
    app.get(
      '/staff',
      {
        onRequest: ownerOnly,
        schema: { tags, summary: "The building's owner and caretakers", response: { 200: ZStaffList, ...errors } },
      },
      async (request) => listTeam(deps.db, callerOf(request)),
    );
    app.delete(
      '/staff/:userId',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          summary: 'Remove a caretaker at once: their next request here is refused, their sockets cut',
          params: ZStaffUserParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const name = await removeCaretaker(deps.db, caller, request.params.userId);
        // Only their sockets for this building: a caretaker of another building stays connected there.
        realtime.disconnectMember(request.params.userId, caller.apartmentId);
        return { message: TEAM_MSG.removed(name) };
      },
    );
    app.get(
      '/staff/invites',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          summary: 'Staff invites not yet used, withdrawn or expired',
          response: { 200: ZStaffInviteList, ...errors },
        },
      },
      async (request) => listStaffInvites(deps.db, callerOf(request)),
    );
    app.post(
      '/staff/invites',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          summary: 'Invite a caretaker: a single-use code and link, valid 7 days, shown once',
          body: ZCreateStaffInviteRequest,
          response: { 201: ZStaffInviteResponse, ...errors },
        },
      },
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const invite = await createStaffInvite(deps.db, callerOf(request), request.body, origin);
        return reply.status(201).send({ message: TEAM_MSG.inviteCreated, invite });
      },
    );
    app.delete(
      '/staff/invites/:id',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          summary: 'Withdraw a staff invite',
          params: ZIdParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await revokeStaffInvite(deps.db, callerOf(request), request.params.id);
        return { message: TEAM_MSG.inviteWithdrawn };
      },
    );
  };
}
