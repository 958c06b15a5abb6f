import {
  DONE_MSG,
  ERR_MSG,
  ROLE_MSG,
  ZAssignRequest,
  ZHowToPay,
  ZIdParams,
  ZMessageResponse,
  ZMpesaSettingsRequest,
  ZMpesaSettingsResponse,
  ZPaymentResponse,
  ZStkPrompt,
  ZStkPromptResponse,
  ZStkRequest,
  ZUnmatchedList,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { conflict, errorResponses as errors } from '../../lib/errors';
import { writeLimit } from '../../lib/rate-limit';
import { getPayment } from '../payments/payment-queries';
import { registerUrls, testConnection } from './daraja-for';
import { howToPay, readSettings, saveSettings } from './mpesa-settings';
import { type StkNotify, startStk } from './stk';
import { stkPrompt } from './stk-status';
import { assignUnmatched, listUnmatched } from './unmatched';

const tags = ['mpesa'];
const landlordOnly = onlyFor('Landlord', () => ROLE_MSG.onlyLandlordPayments);
const tenantOnly = onlyFor('Tenant', () => ROLE_MSG.onlyTenantPrompt);

/** The landlord's M-Pesa: settings, and money that named no tenant (docs/mpesa.md). */
export function mpesaRoutes(deps: AppDeps, realtime: StkNotify): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payments/mpesa/settings',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: 'M-Pesa settings (no secret) and the callback URLs',
          response: { 200: ZMpesaSettingsResponse, ...errors },
        },
      },
      async (request) => ({ message: DONE_MSG.mpesaSettings, settings: await readSettings(deps, callerOf(request)) }),
    );

    app.put(
      '/payments/mpesa/settings',
      {
        onRequest: landlordOnly,
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: 'Save the Paybill or Till and the Daraja keys (sealed, never shown again)',
          body: ZMpesaSettingsRequest,
          response: { 200: ZMpesaSettingsResponse, ...errors },
        },
      },
      async (request) => ({
        message: DONE_MSG.mpesaSettingsSaved,
        settings: await saveSettings(deps, callerOf(request), request.body),
      }),
    );

    app.post(
      '/payments/mpesa/settings/test',
      {
        onRequest: landlordOnly,
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: 'Ask M-Pesa for an access token with the saved keys',
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await testConnection(deps, callerOf(request).apartmentId);
        return { message: DONE_MSG.mpesaKeysAccepted };
      },
    );

    app.post(
      '/payments/mpesa/register-urls',
      {
        onRequest: landlordOnly,
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: 'Tell M-Pesa where to send Paybill and Till payments (the callback URLs)',
          response: { 200: ZMpesaSettingsResponse, ...errors },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const { callbackUrls } = await readSettings(deps, caller);
        if (!callbackUrls) throw conflict(ERR_MSG.noPublicUrl);
        await registerUrls(deps, caller.apartmentId, callbackUrls);
        return { message: DONE_MSG.mpesaUrlsRegistered, settings: await readSettings(deps, caller) };
      },
    );

    app.get(
      '/payments/mpesa/unmatched',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: 'M-Pesa payments that named no tenant, with suggestions',
          response: { 200: ZUnmatchedList, ...errors },
        },
      },
      async (request) => listUnmatched(deps, callerOf(request)),
    );

    app.post(
      '/payments/mpesa/unmatched/:id/assign',
      {
        onRequest: landlordOnly,
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: "Say whose money an unmatched M-Pesa payment is: it becomes that tenancy's payment",
          params: ZIdParams,
          body: ZAssignRequest,
          response: { 201: ZPaymentResponse, ...errors },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const id = await assignUnmatched(deps, caller, request.params.id, request.body.tenancyId);
        return reply
          .status(201)
          .send({ message: DONE_MSG.paymentAssigned, payment: await getPayment(deps.db, caller, id) });
      },
    );

    app.get(
      '/payments/mpesa/how-to-pay',
      {
        onRequest: tenantOnly,
        schema: {
          tags,
          summary: "Where to pay the landlord's Paybill or Till, and whether Pay now works",
          response: { 200: ZHowToPay, ...errors },
        },
      },
      async (request) => howToPay(deps, callerOf(request)),
    );

    app.post(
      '/payments/mpesa/stk',
      {
        onRequest: tenantOnly,
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: 'Pay now: send an M-Pesa prompt to the phone (Idempotency-Key header: one prompt per key)',
          body: ZStkRequest,
          response: { 200: ZStkPromptResponse, 202: ZStkPromptResponse, ...errors },
        },
      },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const { prompt, created } = await startStk(
          deps,
          realtime,
          callerOf(request),
          request.body,
          typeof key === 'string' ? key : undefined,
        );
        return reply.status(created ? 202 : 200).send({ message: prompt.message, request: prompt });
      },
    );

    app.get(
      '/payments/mpesa/stk/:id',
      {
        onRequest: tenantOnly,
        schema: {
          tags,
          summary: 'A Pay now prompt and what became of it',
          params: ZIdParams,
          response: { 200: ZStkPrompt, ...errors },
        },
      },
      async (request) => stkPrompt(deps, realtime, callerOf(request), request.params.id),
    );
  };
}
