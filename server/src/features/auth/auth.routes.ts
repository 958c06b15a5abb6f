import { MSG, ZAuthResponse, ZChangePasswordRequest, ZLoginRequest, ZRegisterRequest } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, callerOf } from '../../lib/caller';
import { errorResponses } from '../../lib/errors';
import { authRateLimit } from '../../lib/rate-limit';
import { changePassword, loginUser, registerUser } from './auth.service';

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/register',
      {
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags: ['auth'],
          summary: 'Create an account (a landlord also creates their apartment)',
          body: ZRegisterRequest,
          response: { 201: ZAuthResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const result = await registerUser(deps, request.body);
        return reply.status(201).send({ message: MSG.accountCreated, ...result });
      },
    );

    app.post(
      '/auth/login',
      {
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags: ['auth'],
          summary: 'Sign in',
          body: ZLoginRequest,
          response: { 200: ZAuthResponse, ...errorResponses },
        },
      },
      async (request) => {
        const result = await loginUser(deps, request.body.email, request.body.password);
        return { message: MSG.signedIn, ...result };
      },
    );

    app.post(
      '/auth/change-password',
      {
        onRequest: authenticate(deps.db, deps.tokens),
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags: ['auth'],
          summary: 'Change the password; every older token stops working',
          body: ZChangePasswordRequest,
          response: { 200: ZAuthResponse, ...errorResponses },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const result = await changePassword(deps, caller, request.body);
        deps.onPasswordChanged?.(caller.userId);
        return { message: MSG.passwordChanged, ...result };
      },
    );
  };
}
