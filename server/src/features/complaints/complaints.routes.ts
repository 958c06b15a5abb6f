import {
  ZAddComplaintNoteRequest,
  ZComplaintList,
  ZComplaintResponse,
  ZCreateComplaintRequest,
  ZErrorResponse,
  ZIdParams,
  ZUpdateComplaintStatusRequest,
} from '@safestay/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, requireRole } from '../../lib/caller';
import { addComplaintNote, changeComplaintStatus, createComplaint, listComplaints } from './complaints.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

// Role checks run before body validation, so a tenant always gets 403 on landlord actions.
const landlordOnly = (message: string) => async (request: FastifyRequest) =>
  requireRole(callerOf(request), 'Landlord', message);
const tenantOnly = (message: string) => async (request: FastifyRequest) =>
  requireRole(callerOf(request), 'Tenant', message);

/** Routes of the complaints feature; registered behind authentication in app.ts. */
export function complaintsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/complaints',
      {
        schema: {
          tags: ['complaints'],
          summary: "The apartment's complaints (landlord); a tenant gets only their own",
          response: { 200: ZComplaintList, 401: ZErrorResponse },
        },
      },
      async (request) => listComplaints(deps.db, callerOf(request)),
    );

    app.get(
      '/complaints/me',
      {
        preValidation: tenantOnly('Only tenants have their own complaints.'),
        schema: {
          tags: ['complaints'],
          summary: "The calling tenant's complaints, newest first",
          response: { 200: ZComplaintList, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (request) => listComplaints(deps.db, callerOf(request)),
    );

    app.post(
      '/complaints',
      {
        preValidation: tenantOnly('Only tenants can submit complaints.'),
        schema: {
          tags: ['complaints'],
          summary: 'Submit a complaint (tenant)',
          body: ZCreateComplaintRequest,
          response: { 201: ZComplaintResponse, ...errors },
        },
      },
      async (request, reply) => {
        const complaint = await createComplaint(deps.db, callerOf(request), request.body);
        return reply.status(201).send({ message: 'Complaint submitted successfully', complaint });
      },
    );

    app.put(
      '/complaints/:id',
      {
        preValidation: landlordOnly('Only the landlord can change the status of a complaint.'),
        schema: {
          tags: ['complaints'],
          summary: 'Move a complaint Pending -> In Progress -> Resolved (landlord)',
          params: ZIdParams,
          body: ZUpdateComplaintStatusRequest,
          response: { 200: ZComplaintResponse, 409: ZErrorResponse, ...errors },
        },
      },
      async (request) => {
        const complaint = await changeComplaintStatus(
          deps.db,
          callerOf(request),
          request.params.id,
          request.body.status,
        );
        return { message: 'Complaint status updated', complaint };
      },
    );

    app.post(
      '/complaints/:id/note',
      {
        preValidation: landlordOnly('Only the landlord can add notes to a complaint.'),
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
        return { message: 'Note added successfully', complaint };
      },
    );
  };
}
