import {
  DONE_MSG,
  IMPORT_MSG,
  ROLE_MSG,
  ZAssignRequest,
  ZBankMapping,
  ZBankMappingAnswer,
  ZIdParams,
  ZImportAnswer,
  ZImportQuery,
  ZPaymentResponse,
  ZUnmatchedQueue,
} from '@safestay/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { writeLimit } from '../../lib/rate-limit';
import { acceptRawBodies } from '../../lib/raw-body';
import { getPayment } from '../payments/payment-queries';
import {
  assignQueued,
  importBankStatement,
  importMpesaStatement,
  listQueue,
  readMapping,
  saveMapping,
} from './imports.service';
import { bad } from './statement-csv';

const tags = ['imports'];
/** A statement file may be a year of a busy Paybill: up to 10 MiB (413 beyond). */
export const STATEMENT_BODY_LIMIT = 10 * 1024 * 1024;
const ownerOnly = onlyFor('Landlord', () => IMPORT_MSG.onlyOwnerImports);
const landlordOnly = onlyFor('Landlord', () => ROLE_MSG.onlyLandlordPayments);

/** The CSV text of a request: a text/csv (or any) body, or the `file` field of a multipart form. */
export function statementText(request: FastifyRequest): string {
  const body = request.body;
  if (typeof body !== 'string' || body.trim() === '') throw bad(IMPORT_MSG.emptyFile);
  const type = String(request.headers['content-type'] ?? '');
  if (!/^multipart\/form-data/i.test(type)) return body;
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!m) throw bad(IMPORT_MSG.noFile);
  for (const part of body.split(`--${m[1] ?? m[2]}`)) {
    const headEnd = part.indexOf('\r\n\r\n');
    if (headEnd < 0 || !/\bname="file"/i.test(part.slice(0, headEnd))) continue;
    return part.slice(headEnd + 4).replace(/\r\n$/, '');
  }
  throw bad(IMPORT_MSG.noFile);
}

const isDry = (q: { dryRun?: string }) => q.dryRun === '1' || q.dryRun === 'true';

/** Statement imports and the one unmatched queue (docs/imports.md). */
export function importsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(async (files) => {
      // The file arrives as text, whatever its type; the handler reads it (statement-csv.ts).
      acceptRawBodies(files, STATEMENT_BODY_LIMIT);
      files.post(
        '/payments/mpesa/statements',
        {
          onRequest: ownerOnly,
          bodyLimit: STATEMENT_BODY_LIMIT,
          config: { rateLimit: writeLimit(deps) },
          schema: {
            tags,
            summary: "Import M-Pesa's statement CSV (text/csv, or multipart field file); ?dryRun=1 previews",
            querystring: ZImportQuery,
            response: { 200: ZImportAnswer, 201: ZImportAnswer, ...errors },
          },
        },
        async (request, reply) => {
          const dry = isDry(request.query as { dryRun?: string });
          const answer = await importMpesaStatement(deps, callerOf(request), statementText(request), dry);
          return reply.status(dry ? 200 : 201).send(answer);
        },
      );
      files.post(
        '/payments/bank-statements',
        {
          onRequest: ownerOnly,
          bodyLimit: STATEMENT_BODY_LIMIT,
          config: { rateLimit: writeLimit(deps) },
          schema: {
            tags,
            summary: "Import a bank statement CSV through the building's column mapping; ?dryRun=1 previews",
            querystring: ZImportQuery,
            response: { 200: ZImportAnswer, 201: ZImportAnswer, ...errors },
          },
        },
        async (request, reply) => {
          const dry = isDry(request.query as { dryRun?: string });
          const answer = await importBankStatement(deps, callerOf(request), statementText(request), dry);
          return reply.status(dry ? 200 : 201).send(answer);
        },
      );
    });

    app.get(
      '/payments/bank-statements/mapping',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          summary: "The building's bank columns, or null",
          response: { 200: ZBankMappingAnswer, ...errors },
        },
      },
      async (request) => ({ message: IMPORT_MSG.mappingSaved, mapping: await readMapping(deps, callerOf(request)) }),
    );

    app.put(
      '/payments/bank-statements/mapping',
      {
        onRequest: ownerOnly,
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: "Save the column names of the building's bank export",
          body: ZBankMapping,
          response: { 200: ZBankMappingAnswer, ...errors },
        },
      },
      async (request) => ({
        message: IMPORT_MSG.mappingSaved,
        mapping: await saveMapping(deps, callerOf(request), request.body),
      }),
    );

    app.get(
      '/payments/unmatched',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: 'Money that named no tenant, from M-Pesa or a bank statement, oldest first',
          response: { 200: ZUnmatchedQueue, ...errors },
        },
      },
      async (request) => listQueue(deps, callerOf(request)),
    );

    app.post(
      '/payments/unmatched/:id/assign',
      {
        onRequest: landlordOnly,
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: "Say whose money an unmatched payment is: it becomes that tenancy's payment",
          params: ZIdParams,
          body: ZAssignRequest,
          response: { 201: ZPaymentResponse, ...errors },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const id = await assignQueued(deps, caller, request.params.id, request.body.tenancyId);
        return reply
          .status(201)
          .send({ message: DONE_MSG.paymentAssigned, payment: await getPayment(deps.db, caller, id) });
      },
    );
  };
}
