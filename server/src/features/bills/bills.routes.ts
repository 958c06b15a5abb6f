import {
  type Bill,
  formatKsh,
  LEDGER_MSG,
  MSG,
  OUTSTANDING_TOTAL_HEADER,
  ROLE_MSG,
  ZBillList,
  ZBillListQuery,
  ZBillResponse,
  ZCreateChargeRequest,
  ZGenerateMonthlyBillsRequest,
  ZGenerateMonthlyBillsResponse,
  ZIdParams,
  ZPayCashRequest,
  ZReasonRequest,
  ZUpdateBillRequest,
  ZUpdateBillResponse,
} from '@safestay/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { type Caller, callerOf, onlyFor, STAFF } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { inCents, toKes } from '../../lib/money';
import { pageRequest, sendPageHeaders } from '../../lib/paging';
import { sendPdf } from '../../lib/pdf-document';
import { renderPdf } from '../../lib/pdf-pool';
import { pdfLimit, writeLimit } from '../../lib/rate-limit';
import type { BillFilter } from '../ledger/bill-status';
import { createCharge, payCash, updateBill, voidCharge } from './bill-changes';
import { type DocumentKind, loadBillDocument } from './bill-document';
import { pdfFileName } from './bill-pdf';
import { getBill, listBills } from './bill-queries';
import { generateMonthlyBills } from './monthly-bills';
import { listOwnBills } from './own-bills';

const tags = ['bills'];
/** A tenant who moved out keeps reading their bills and receipts: they may still owe money. */
/** A tenant who moved out may read their bills and claim a payment of what they owe (docs/ledger.md). */
const readAfterMoveOut = { endedTenantMay: true };

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Routes of the bills feature (docs/product.md §7); registered behind authentication in app.ts. */
export function billsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    listRoutes(app, deps);
    writeRoutes(app, deps);
    chargeRoutes(app, deps);
    documentRoutes(app, deps);
  };
}

/** One-off charges and voids (docs/ledger.md): landlord only, each with its audit entry. */
function chargeRoutes(app: App, deps: AppDeps) {
  app.post(
    '/bills',
    {
      onRequest: onlyFor('Landlord', () => ROLE_MSG.onlyLandlordCharges),
      schema: {
        tags,
        summary: 'A one-off charge (water, deposit, penalty, …) for one tenancy',
        body: ZCreateChargeRequest,
        response: { 201: ZBillResponse, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = await createCharge(deps, caller, inCents(request.body));
      const bill = await getBill(deps.db, caller, id);
      return reply.status(201).send({ message: LEDGER_MSG.chargeAdded, bill });
    },
  );

  app.post(
    '/bills/:id/void',
    {
      onRequest: onlyFor('Landlord', () => ROLE_MSG.onlyLandlordCharges),
      schema: {
        tags,
        summary: 'Void a charge with a reason; what was paid on it becomes credit',
        params: ZIdParams,
        body: ZReasonRequest,
        response: { 200: ZBillResponse, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await voidCharge(deps, caller, request.params.id, request.body.reason);
      const bill = await getBill(deps.db, caller, request.params.id);
      return { message: LEDGER_MSG.chargeVoided, bill };
    },
  );
}

/** The lists: a tenant's own, the landlord's apartment, and paid/unpaid for either. */
function listRoutes(app: App, deps: AppDeps) {
  /** The whole list, or one page of it with the paging headers (contracts ZPageQuery). */
  const listOrPage = async (
    reply: FastifyReply,
    caller: Caller,
    filter: BillFilter,
    query: { tenant?: string; limit?: number; cursor?: string; group?: 'month' },
  ) => {
    const page = pageRequest(query);
    const result = await listBills(deps.db, caller, { filter, tenantId: query.tenant }, page);
    if (page) {
      sendPageHeaders(reply, result);
      if (result.outstandingCents !== undefined) {
        reply.header(OUTSTANDING_TOTAL_HEADER, String(toKes(result.outstandingCents)));
      }
    }
    return result.items;
  };

  app.get(
    '/bills/me',
    {
      onRequest: onlyFor('Tenant', () => ROLE_MSG.onlyTenantOwnBills),
      config: readAfterMoveOut,
      schema: { tags, summary: "The tenant's own bills", response: { 200: ZBillList, ...errors } },
    },
    async (request) => listOwnBills(deps.db, callerOf(request)),
  );

  app.get(
    '/bills/apartment',
    {
      onRequest: onlyFor(STAFF, () => ROLE_MSG.onlyLandlordApartmentBills),
      schema: {
        tags,
        summary: "Every bill of the landlord's apartment (optionally one tenant's)",
        querystring: ZBillListQuery,
        response: { 200: ZBillList, ...errors },
      },
    },
    async (request, reply) => listOrPage(reply, callerOf(request), 'all', request.query),
  );

  for (const filter of ['paid', 'unpaid'] as const) {
    app.get(
      `/bills/${filter}`,
      {
        config: readAfterMoveOut,
        schema: {
          tags,
          summary: `${filter === 'paid' ? 'Paid' : 'Unpaid'} bills the caller may see`,
          querystring: ZBillListQuery,
          response: { 200: ZBillList, ...errors },
        },
      },
      async (request, reply) => listOrPage(reply, callerOf(request), filter, request.query),
    );
  }
}

/** What changes money: monthly generation, a cash payment, a landlord's edit. */
function writeRoutes(app: App, deps: AppDeps) {
  app.post(
    '/bills/generate-monthly',
    {
      onRequest: onlyFor('Landlord', () => ROLE_MSG.onlyLandlordCreateBills),
      schema: {
        tags,
        summary: 'One bill per tenant for a month, at the apartment rent (idempotent)',
        body: ZGenerateMonthlyBillsRequest,
        response: { 201: ZGenerateMonthlyBillsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await generateMonthlyBills(deps, callerOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/bills/pay-cash',
    {
      // Like a claim by POST /payments: one who moved out may still say they paid what they owe.
      config: { ...readAfterMoveOut, rateLimit: writeLimit(deps) },
      schema: {
        tags,
        summary: "Cash for a bill: the tenant's claim (awaits the landlord) or the landlord's confirmed payment",
        body: ZPayCashRequest,
        response: { 200: ZBillResponse, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const claimed = await payCash(deps, caller, inCents(request.body));
      const bill = await getBill(deps.db, caller, request.body.billId);
      return { message: claimed ?? MSG.paymentSuccess, bill };
    },
  );

  app.put(
    '/bills/:id',
    {
      onRequest: onlyFor('Landlord', () => ROLE_MSG.onlyLandlordEditBills),
      schema: {
        tags,
        summary: 'Edit a bill (landlord)',
        params: ZIdParams,
        body: ZUpdateBillRequest,
        response: { 200: ZUpdateBillResponse, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const change = await updateBill(deps, caller, request.params.id, inCents(request.body));
      const bill = await getBill(deps.db, caller, request.params.id);
      return { message: MSG.billUpdated, bill, change: changeText({ ...change, bill }) };
    },
  );
}

/** The bill and its receipt as PDFs. */
function documentRoutes(app: App, deps: AppDeps) {
  const sendDocument = async (kind: DocumentKind, billId: string, caller: Caller, reply: FastifyReply) => {
    const data = await loadBillDocument(deps.db, caller, billId, kind);
    const pdf = await renderPdf({ kind: kind === 'bill' ? 'bill' : 'bill-receipt', data });
    return sendPdf(reply, pdfFileName(kind, billId), pdf);
  };
  const config = { ...readAfterMoveOut, rateLimit: pdfLimit(deps) };

  app.get(
    '/bills/download/:id',
    { config, schema: { tags, summary: 'The bill as a PDF', params: ZIdParams, response: errors } },
    async (request, reply) => sendDocument('bill', request.params.id, callerOf(request), reply),
  );

  app.get(
    '/bills/download-receipt/:id',
    {
      config,
      schema: {
        tags,
        summary: 'The receipt of a paid bill as a PDF',
        params: ZIdParams,
        response: errors,
      },
    },
    async (request, reply) => sendDocument('receipt', request.params.id, callerOf(request), reply),
  );
}

/** What an edit changed, said after it: a new amount, and whether that reopened a paid bill. */
function changeText(u: Awaited<ReturnType<typeof updateBill>> & { bill: Bill }): string | undefined {
  if (toKes(u.fromAmountCents) === u.bill.amount) return undefined;
  const reopened = u.fromStatus === 'Paid' && u.toStatus !== 'Paid';
  return MSG.billChange(formatKsh(toKes(u.fromAmountCents)), formatKsh(u.bill.amount), reopened);
}
