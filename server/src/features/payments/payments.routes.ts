import {
  LEDGER_MSG,
  ROLE_MSG,
  ZCreatePaymentRequest,
  ZIdParams,
  ZLedgerPaymentList,
  ZPaymentListQuery,
  ZPaymentResponse,
  ZReasonRequest,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor, STAFF } from '../../lib/caller';
import { conflict, errorResponses as errors } from '../../lib/errors';
import { inCents } from '../../lib/money';
import { pageRequest, sendPageHeaders } from '../../lib/paging';
import { sendPdf } from '../../lib/pdf-document';
import { renderPdf } from '../../lib/pdf-pool';
import { pdfLimit, writeLimit } from '../../lib/rate-limit';
import { buildingOf } from '../apartments/apartments.service';
import { getPayment, listPayments } from './payment-queries';
import { confirmPayment, createPayment, rejectPayment, reversePayment } from './payments.service';

const tags = ['payments'];
/** A tenant who moved out still reads and claims against what they owe. */
const afterMoveOut = { endedTenantMay: true };

/** The ledger's payments (docs/ledger.md): record, claim, confirm, reject, reverse, list, receipt. */
export function paymentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payments',
      {
        config: { ...afterMoveOut, rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: 'Record a payment (landlord, confirmed) or claim one (tenant, pending)',
          body: ZCreatePaymentRequest,
          response: { 201: ZPaymentResponse, ...errors },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const id = await createPayment(deps, caller, inCents(request.body));
        const payment = await getPayment(deps.db, caller, id);
        const message =
          caller.role !== 'Tenant'
            ? LEDGER_MSG.paymentRecorded(payment.receiptNumber ?? '')
            : LEDGER_MSG.claimSent((await buildingOf(deps.db, caller.apartmentId)).landlordName);
        return reply.status(201).send({ message, payment });
      },
    );

    app.get(
      '/payments',
      {
        config: afterMoveOut,
        schema: {
          tags,
          summary:
            "Payments: a landlord's apartment, a tenant's own (newest first, paged; by month received with group=month)",
          querystring: ZPaymentListQuery,
          response: { 200: ZLedgerPaymentList, ...errors },
        },
      },
      async (request, reply) => {
        const { limit, cursor, group, ...query } = request.query;
        const page = pageRequest({ limit, cursor, group });
        const result = await listPayments(deps.db, callerOf(request), query, page);
        if (page) sendPageHeaders(reply, result);
        return result.items;
      },
    );

    app.get(
      '/payments/:id',
      {
        config: afterMoveOut,
        schema: {
          tags,
          summary: 'One payment',
          params: ZIdParams,
          response: { 200: ZPaymentResponse.shape.payment, ...errors },
        },
      },
      async (request) => getPayment(deps.db, callerOf(request), request.params.id),
    );

    const decision = (path: 'confirm' | 'reject' | 'reverse', summary: string) => {
      app.post(
        `/payments/:id/${path}`,
        {
          // A caretaker confirms or rejects claims on the spot; reversing stays the owner's (docs/team.md).
          onRequest: onlyFor(path === 'reverse' ? 'Landlord' : STAFF, () => ROLE_MSG.onlyLandlordPayments),
          schema: {
            tags,
            summary,
            params: ZIdParams,
            ...(path === 'confirm' ? {} : { body: ZReasonRequest }),
            response: { 200: ZPaymentResponse, ...errors },
          },
        },
        async (request) => {
          const caller = callerOf(request);
          const id = request.params.id;
          const reason = (request.body as { reason?: string } | undefined)?.reason ?? '';
          if (path === 'confirm') await confirmPayment(deps, caller, id);
          else if (path === 'reject') await rejectPayment(deps, caller, id, reason);
          else await reversePayment(deps, caller, id, reason);
          const payment = await getPayment(deps.db, caller, id);
          const message =
            path === 'confirm'
              ? LEDGER_MSG.claimConfirmed(payment.receiptNumber ?? '')
              : path === 'reject'
                ? LEDGER_MSG.claimRejected
                : LEDGER_MSG.paymentReversed;
          return { message, payment };
        },
      );
    };
    decision('confirm', "Confirm a tenant's claim (landlord)");
    decision('reject', "Reject a tenant's claim with a reason (landlord)");
    decision('reverse', 'Reverse a confirmed payment with a reason (landlord)');

    app.get(
      '/payments/:id/receipt',
      {
        config: { ...afterMoveOut, rateLimit: pdfLimit(deps) },
        schema: { tags, summary: 'The receipt of a confirmed payment as a PDF', params: ZIdParams, response: errors },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const payment = await getPayment(deps.db, caller, request.params.id);
        // What the receipt said when it was issued, never what the ledger says now (ledger/receipts.ts).
        const receipt = payment.receipt;
        if (!payment.receiptNumber || !receipt) throw conflict(LEDGER_MSG.receiptOnlyConfirmed);
        const building = await buildingOf(deps.db, caller.apartmentId);
        const pdf = await renderPdf({
          kind: 'payment-receipt',
          data: { payment, receipt, apartmentName: building.name, landlordName: building.landlordName },
        });
        return sendPdf(reply, `receipt-${payment.receiptNumber.toLowerCase()}.pdf`, pdf);
      },
    );
  };
}
