import {
  MSG,
  OPEN_COUNT_HEADER,
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
import { callerOf, onlyFor, STAFF } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { pageRequest, sendPageHeaders } from '../../lib/paging';
import { writeLimit } from '../../lib/rate-limit';
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
        summary:
          "The apartment's complaints (landlord; one tenant's with ?tenant=; a page with limit and cursor); a tenant's own",
        querystring: ZComplaintListQuery,
        response: { 200: ZComplaintList, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, ...query } = request.query;
      const page = pageRequest(query);
      const result = await listComplaints(deps.db, callerOf(request), { tenantId: tenant }, page);
      if (page) {
        sendPageHeaders(reply, result);
        if (result.open !== undefined) reply.header(OPEN_COUNT_HEADER, String(result.open));
      }
      return result.items;
    },
  );

  app.get(
    '/complaints/me',
    {
      onRequest: onlyFor('Tenant', () => ROLE_MSG.onlyTenantOwnComplaints),
      schema: {
        tags: ['complaints'],
        summary: "The calling tenant's complaints, newest first",
        response: { 200: ZComplaintList, ...errors },
      },
    },
    async (request) => (await listComplaints(deps.db, callerOf(request))).items,
  );
}

/** A tenant submits; the landlord moves the status on and adds notes. */
function writeRoutes(app: App, deps: AppDeps) {
  const config = { rateLimit: writeLimit(deps) };
  app.post(
    '/complaints',
    {
      onRequest: onlyFor('Tenant', () => ROLE_MSG.onlyTenantSubmitComplaint),
      config,
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
      onRequest: onlyFor(STAFF, () => ROLE_MSG.onlyLandlordComplaintStatus),
      config,
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
      onRequest: onlyFor(STAFF, () => ROLE_MSG.onlyLandlordComplaintNotes),
      config,
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
