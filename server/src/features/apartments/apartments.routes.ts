import { ZAvailableApartmentsResponse } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { errorResponses } from '../../lib/errors';
import { authRateLimit } from '../../lib/rate-limit';
import { listAvailableApartments } from './apartments.service';

export function apartmentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/apartments/available',
      {
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags: ['apartments'],
          summary: 'Apartments a tenant can choose when creating an account',
          response: { 200: ZAvailableApartmentsResponse, ...errorResponses },
        },
      },
      async () => ({ success: true as const, data: await listAvailableApartments(deps.db) }),
    );
  };
}
