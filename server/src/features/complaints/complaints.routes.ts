import {
  MSG,
  ROLE_MSG,
  ZAddComplaintNoteRequest,
  ZComplaintList,
  ZComplaintListQuery,
  ZComplaintResponse,
  ZCreateComplaintRequest,
  ZIdParams,
  ZUpdateComplaintStatusRequest,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { addComplaintNote, changeComplaintStatus, createComplaint, listComplaints } from './complaints.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Routes of the complaints feature; registered behind authentication in app.ts. */
export function complaintsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    listRoutes(app, deps);
    writeRoutes(app, deps);
  };
}

/** The apartment's complaints (landlord, optionally one tenant's) and a tenant's own. */
function listRoutes(app: App, deps: AppDeps) {
  app.get(
    '/complaints',
    {
      schema: {
        tags: ['complaints'],
        summary: "The apartment's complaints, or one tenant's with ?tenant= (landlord); a tenant gets their own",
        querystring: ZComplaintListQuery,
        response: { 200: ZComplaintList, ...errors },
      },
    },
    async (request) => listComplaints(deps.db, callerOf(request), { tenantId: request.query.tenant }),
  );

  app.get(
    '/complaints/me',
    {
      onRequest: onlyFor('Tenant', ROLE_MSG.onlyTenantOwnComplaints),
      schema: {
        tags: ['complaints'],
        summary: "The calling tenant's complaints, newest first",
        response: { 200: ZComplaintList, ...errors },
      },
    },
    async (request) => listComplaints(deps.db, callerOf(request)),
  );
}

/** A tenant submits; the landlord moves the status on and adds notes. */
function writeRoutes(app: App, deps: AppDeps) {
  app.post(
    '/complaints',
    {
      onRequest: onlyFor('Tenant', ROLE_MSG.onlyTenantSubmitComplaint),
      schema: {
        tags: ['complaints'],
        summary: 'Submit a complaint (tenant)',
        body: ZCreateComplaintRequest,
        response: { 201: ZComplaintResponse, ...errors },
      },
    },
    async (request, reply) => {
      const complaint = await createComplaint(deps.db, callerOf(request), request.body);
      return reply.status(201).send({ message: MSG.complaintSubmitted, complaint });
    },
  );

  app.put(
    '/complaints/:id',
    {
      onRequest: onlyFor('Landlord', ROLE_MSG.onlyLandlordComplaintStatus),
      schema: {
        tags: ['complaints'],
        summary: 'Move a complaint Pending -> In Progress -> Resolved (landlord)',
        params: ZIdParams,
        body: ZUpdateComplaintStatusRequest,
        response: { 200: ZComplaintResponse, ...errors },
      },
    },
    async (request) => {
      const complaint = await changeComplaintStatus(deps.db, callerOf(request), request.params.id, request.body.status);
      return { message: MSG.complaintStatusUpdated, complaint };
    },
  );

  app.post(
    '/complaints/:id/note',
    {
      onRequest: onlyFor('Landlord', ROLE_MSG.onlyLandlordComplaintNotes),
      schema: {
        tags: ['complaints'],
        summary: 'Add a landlord note to a complaint',
        params: ZIdParams,
        body: ZAddComplaintNoteRequest,
        response: { 200: ZComplaintResponse, ...errors },
      },
    },
    async (request) => {
      const complaint = await addComplaintNote(deps.db, callerOf(request), request.params.id, request.body);
      return { message: MSG.noteAdded, complaint };
    },
  );
}
