import {
  exportFileName,
  PRIVACY_MSG,
  ZDataExport,
  ZDeleteAccountRequest,
  ZIdentity,
  ZIdParams,
  ZMessageResponse,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, callerOf, onlyFor } from '../../lib/caller';
import { today } from '../../lib/dates';
import { errorResponses as errors } from '../../lib/errors';
import type { Realtime } from '../../realtime/hub';
import { deleteAccount } from './erase';
import { exportPersonalData } from './export';
import { revealIdentity } from './identity';

const tags = ['privacy'];

/**
 * A person's data rights (docs/privacy.md): their data as a download and the deletion of their
 * account, open to every signed-in person whatever their tenancy (someone waiting, turned down
 * or moved out has the same rights); and a landlord's reveal of a tenant's ID number.
 */
export function privacyRoutes(deps: AppDeps, realtime: Pick<Realtime, 'endSessions'>): FastifyPluginAsyncZod {
  return async (app) => {
    // About the person, not a building: answered even to one removed from their default building.
    const signedIn = authenticate(deps.db, deps.tokens, { anyBuilding: true });
    const inBuilding = authenticate(deps.db, deps.tokens);

    app.get(
      '/me/export',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Everything SafeStay holds about the caller, as a JSON download',
          response: { 200: ZDataExport, ...errors },
        },
      },
      async (request, reply) => {
        const data = await exportPersonalData(deps.db, callerOf(request));
        reply.header('Content-Disposition', `attachment; filename="${exportFileName(today())}"`);
        return data;
      },
    );

    app.delete(
      '/me',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Delete my account ({ password }): signed out everywhere, personal details erased, ledger kept',
          body: ZDeleteAccountRequest,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        // The sessions' tokens (and the socket cookie's) are refused from now on; their sockets are cut.
        const ended = await deleteAccount(deps, callerOf(request), request.body.password, request.ip);
        realtime.endSessions(ended);
        return { message: PRIVACY_MSG.accountDeleted };
      },
    );

    app.get(
      '/tenancies/:id/identity',
      {
        onRequest: [inBuilding, onlyFor('Landlord', () => PRIVACY_MSG.onlyLandlordIdentity)],
        schema: {
          tags,
          summary: "A tenant's whole ID numbers (landlord of the building; every reveal is in the activity log)",
          params: ZIdParams,
          response: { 200: ZIdentity, ...errors },
        },
      },
      async (request) => revealIdentity(deps.db, callerOf(request), request.params.id),
    );
  };
}
