import {
  ROLE_MSG,
  ZAssignRequest,
  ZIdParams,
  ZMessageResponse,
  ZMpesaSettingsRequest,
  ZMpesaSettingsResponse,
  ZPaymentResponse,
  ZUnmatchedList,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { conflict, errorResponses as errors } from '../../lib/errors';
import { writeLimit } from '../../lib/rate-limit';
import type { Realtime } from '../chat/chat.socket';
import { getPayment } from '../payments/payment-queries';
import { registerUrls, testConnection } from './daraja-for';
import { readSettings, saveSettings } from './mpesa-settings';
import { assignUnmatched, listUnmatched } from './unmatched';

const tags = ['mpesa'];
const landlordOnly = onlyFor('Landlord', ROLE_MSG.onlyLandlordPayments);
const NO_PUBLIC_URL =
  'This server does not know the address M-Pesa can reach it at: set PUBLIC_BASE_URL (docs/configuration.md).';

/** The landlord's M-Pesa: settings, and money that named no tenant (docs/mpesa.md). */
export function mpesaRoutes(deps: AppDeps, realtime: Pick<Realtime, 'ledgerChanged'>): FastifyPluginAsyncZod {
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
      async (request) => ({ message: 'M-Pesa settings', settings: await readSettings(deps, callerOf(request)) }),
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
        message: 'M-Pesa settings saved.',
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
        return { message: 'M-Pesa accepted your keys.' };
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
        if (!callbackUrls) throw conflict(NO_PUBLIC_URL);
        await registerUrls(deps, caller.apartmentId, callbackUrls);
        return { message: 'M-Pesa will now send payments here.', settings: await readSettings(deps, caller) };
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
        const id = await assignUnmatched(deps, realtime, caller, request.params.id, request.body.tenancyId);
        return reply.status(201).send({ message: 'Payment assigned.', payment: await getPayment(deps.db, caller, id) });
      },
    );
  };
}
