import {
  MSG,
  ZAuthResponse,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZMeResponse,
  ZRegisterRequest,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, callerOf } from '../../lib/caller';
import { errorResponses } from '../../lib/errors';
import { authRateLimit } from '../../lib/rate-limit';
import { ownTenancy } from '../tenancies/tenancies.service';
import { changePassword, loadSessionUser, loginUser, registerUser } from './auth.service';

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
        return reply.status(201).send(await registerUser(deps, request.body));
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

    // Open to every signed-in person, whatever their tenancy: a waiting tenant polls it.
    app.get(
      '/auth/me',
      {
        onRequest: authenticate(deps.db, deps.tokens),
        schema: {
          tags: ['auth'],
          summary: "Who is signed in, and a tenant's tenancy (pending, active, ended or rejected)",
          response: { 200: ZMeResponse, ...errorResponses },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const [user, tenancy] = await Promise.all([
          loadSessionUser(deps.db, caller.userId),
          caller.role === 'Tenant' ? ownTenancy(deps.db, caller.userId) : null,
        ]);
        return { user, tenancy };
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
