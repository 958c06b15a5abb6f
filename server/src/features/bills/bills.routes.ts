import {
  formatKsh,
  MSG,
  OUTSTANDING_TOTAL_HEADER,
  ROLE_MSG,
  ZBillList,
  ZBillListQuery,
  ZBillResponse,
  ZGenerateMonthlyBillsRequest,
  ZGenerateMonthlyBillsResponse,
  ZIdParams,
  ZPayCashRequest,
  ZUpdateBillRequest,
  ZUpdateBillResponse,
} from '@safestay/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { type Caller, callerOf, onlyFor } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { toKes } from '../../lib/money';
import { pageRequest, sendPageHeaders } from '../../lib/paging';
import { type DocumentKind, loadBillDocument } from './bill-document';
import { recordCashPayment, updateBill } from './bill-payments';
import { pdfFileName, renderBillPdf } from './bill-pdf';
import { listBills, listOwnBills } from './bill-queries';
import type { BillFilter } from './bill-status';
import { generateMonthlyBills } from './monthly-bills';

const tags = ['bills'];
/** A tenant who moved out keeps reading their bills and receipts: they may still owe money. */
const readAfterMoveOut = { endedTenantMay: true };

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Routes of the bills feature (docs/product.md §7); registered behind authentication in app.ts. */
export function billsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    listRoutes(app, deps);
    writeRoutes(app, deps);
    documentRoutes(app, deps);
  };
}

/** The lists: a tenant's own, the landlord's apartment, and paid/unpaid for either. */
function listRoutes(app: App, deps: AppDeps) {
  /** The whole list, or one page of it with the paging headers (contracts ZPageQuery). */
  const listOrPage = async (
    reply: FastifyReply,
    caller: Caller,
    filter: BillFilter,
    query: { tenant?: string; limit?: number; cursor?: string },
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
      onRequest: onlyFor('Tenant', ROLE_MSG.onlyTenantOwnBills),
      config: readAfterMoveOut,
      schema: { tags, summary: "The tenant's own bills", response: { 200: ZBillList, ...errors } },
    },
    async (request) => listOwnBills(deps.db, callerOf(request)),
  );

  app.get(
    '/bills/apartment',
    {
      onRequest: onlyFor('Landlord', ROLE_MSG.onlyLandlordApartmentBills),
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
      onRequest: onlyFor('Landlord', ROLE_MSG.onlyLandlordCreateBills),
      schema: {
        tags,
        summary: 'One bill per tenant for a month, at the apartment rent (idempotent)',
        body: ZGenerateMonthlyBillsRequest,
        response: { 201: ZGenerateMonthlyBillsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await generateMonthlyBills(deps.db, callerOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/bills/pay-cash',
    {
      onRequest: onlyFor('Tenant', ROLE_MSG.onlyTenantPay),
      schema: {
        tags,
        summary: 'Record a cash payment by the bill’s tenant',
        body: ZPayCashRequest,
        response: { 200: ZBillResponse, ...errors },
      },
    },
    async (request) => {
      const bill = await recordCashPayment(deps, callerOf(request), request.body);
      return { message: MSG.paymentSuccess, bill };
    },
  );

  app.put(
    '/bills/:id',
    {
      onRequest: onlyFor('Landlord', ROLE_MSG.onlyLandlordEditBills),
      schema: {
        tags,
        summary: 'Edit a bill (landlord)',
        params: ZIdParams,
        body: ZUpdateBillRequest,
        response: { 200: ZUpdateBillResponse, ...errors },
      },
    },
    async (request) => {
      const updated = await updateBill(deps, callerOf(request), request.params.id, request.body);
      return { message: MSG.billUpdated, bill: updated.bill, change: changeText(updated) };
    },
  );
}

/** The bill and its receipt as PDFs. */
function documentRoutes(app: App, deps: AppDeps) {
  const sendPdf = async (kind: DocumentKind, billId: string, caller: Caller, reply: FastifyReply) => {
    const data = await loadBillDocument(deps.db, caller, billId, kind);
    const pdf = await renderBillPdf(kind, data);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${pdfFileName(kind, billId)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  };

  app.get(
    '/bills/download/:id',
    { config: readAfterMoveOut, schema: { tags, summary: 'The bill as a PDF', params: ZIdParams, response: errors } },
    async (request, reply) => sendPdf('bill', request.params.id, callerOf(request), reply),
  );

  app.get(
    '/bills/download-receipt/:id',
    {
      config: readAfterMoveOut,
      schema: {
        tags,
        summary: 'The receipt of a paid bill as a PDF',
        params: ZIdParams,
        response: errors,
      },
    },
    async (request, reply) => sendPdf('receipt', request.params.id, callerOf(request), reply),
  );
}

/** What an edit changed, said after it: a new amount, and whether that reopened a paid bill. */
function changeText(u: Awaited<ReturnType<typeof updateBill>>): string | undefined {
  if (toKes(u.fromAmountCents) === u.bill.amount) return undefined;
  const reopened = u.fromStatus === 'Paid' && u.toStatus !== 'Paid';
  return MSG.billChange(formatKsh(toKes(u.fromAmountCents)), formatKsh(u.bill.amount), reopened);
}
