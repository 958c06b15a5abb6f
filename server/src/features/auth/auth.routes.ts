import {
  ZAuthResponse,
  ZChangePasswordRequest,
  ZErrorResponse,
  ZLoginRequest,
  ZRegisterRequest,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, callerOf } from '../../lib/caller';
import { changePassword, loginUser, registerUser } from './auth.service';

/** Per-IP limit on auth requests: generous, since many people may share one address. */
export function authRateLimit(deps: AppDeps) {
  return { max: deps.authRateLimit ?? 100, timeWindow: '1 minute' };
}

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
          response: { 201: ZAuthResponse, 400: ZErrorResponse, 409: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const result = await registerUser(deps, request.body);
        return reply.status(201).send({ message: 'Account created successfully', ...result });
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
          response: { 200: ZAuthResponse, 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request) => {
        const result = await loginUser(deps, request.body.email, request.body.password);
        return { message: 'Signed in successfully', ...result };
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
          response: {
            200: ZAuthResponse,
            400: ZErrorResponse,
            401: ZErrorResponse,
            409: ZErrorResponse,
            429: ZErrorResponse,
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const result = await changePassword(
          deps,
          caller.userId,
          request.body.currentPassword,
          request.body.newPassword,
        );
        deps.onPasswordChanged?.(caller.userId);
        return { message: 'Password changed successfully', ...result };
      },
    );
  };
}
