import {
  PROVIDER_MSG,
  ZChannelParams,
  ZErrorResponse,
  ZProvidersRequest,
  ZProvidersResponse,
  ZProviderTestRequest,
  ZProviderTestResponse,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { writeLimit } from '../../lib/rate-limit';
import { readProviders, removeProvider, saveProviders, testProvider } from './accounts';

const tags = ['notifications'];
const ownerOnly = onlyFor('Landlord', () => PROVIDER_MSG.onlyOwner);

/** A refusal by the provider: our words, its own text beside (docs/notifications.md). */
const ZProviderRefusal = ZErrorResponse.extend({ detail: ZProviderTestResponse.shape.detail });

/** The building's own SMS and email accounts (docs/notifications.md "Your own SMS and email accounts"). */
export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications/providers',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          summary: "The building's own SMS and email accounts (no secret), and the inbound SMS URL",
          response: { 200: ZProvidersResponse, ...errors },
        },
      },
      async (request) => ({
        message: PROVIDER_MSG.shown,
        providers: await readProviders(deps, callerOf(request).apartmentId),
      }),
    );

    app.put(
      '/notifications/providers',
      {
        onRequest: ownerOnly,
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: "Set the building's Africa's Talking account and/or mail server (secrets sealed, never shown again)",
          body: ZProvidersRequest,
          response: { 200: ZProvidersResponse, ...errors },
        },
      },
      async (request) => ({
        message: PROVIDER_MSG.saved,
        providers: await saveProviders(deps, callerOf(request), request.body),
      }),
    );

    app.delete(
      '/notifications/providers/:channel',
      {
        onRequest: ownerOnly,
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: "Remove the building's own account of a channel: the server's is used again",
          params: ZChannelParams,
          response: { 200: ZProvidersResponse, ...errors },
        },
      },
      async (request) => {
        const { channel } = request.params;
        const providers = await removeProvider(deps, callerOf(request), channel);
        return { message: channel === 'sms' ? PROVIDER_MSG.removedSms : PROVIDER_MSG.removedEmail, providers };
      },
    );

    app.post(
      '/notifications/providers/test',
      {
        onRequest: ownerOnly,
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags,
          summary: "Send one test message through the building's own account; 502 when the provider refused",
          body: ZProviderTestRequest,
          response: { 200: ZProviderTestResponse, 502: ZProviderRefusal, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await testProvider(deps, callerOf(request), request.body);
        if (outcome.ok) return { message: outcome.message, detail: outcome.detail };
        return reply.code(502).send({ message: outcome.message, code: 'provider_refused', detail: outcome.detail });
      },
    );
  };
}
