import {
  DONE_MSG,
  ERR_MSG,
  MSG,
  PORTFOLIO_MSG,
  REPORT_MSG,
  ZAuthResponse,
  ZChangePasswordRequest,
  ZForgotRequest,
  ZLoginRequest,
  ZMeResponse,
  ZMessageResponse,
  ZRegisterRequest,
  ZResetRequest,
  ZUpdateMeRequest,
  ZUserResponse,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, callerOf } from '../../lib/caller';
import { errorResponses } from '../../lib/errors';
import { inCents } from '../../lib/money';
import { authRateLimit, buildingLimit, secondLimit } from '../../lib/rate-limit';
import type { Realtime } from '../../realtime/hub';
import { ownTenancy } from '../tenancies/tenancies.service';
import { changePassword, loadSessionUser, loginUser, registerUser, updateMe } from './auth.service';
import { requestPasswordReset, resetPassword } from './password-reset';
import { clearSessionCookie, endSession, setSessionCookie } from './sessions';

export function authRoutes(deps: AppDeps, realtime: Pick<Realtime, 'endSessions'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/auth/me',
      {
        onRequest: authenticate(deps.db, deps.tokens, { anyBuilding: true }),
        schema: {
          tags: ['auth'],
          summary:
            'Change what a person chooses about themselves: their language, the building that opens first, their KRA PIN',
          body: ZUpdateMeRequest,
          response: { 200: ZUserResponse, ...errorResponses },
        },
      },
      async (request) => {
        const user = await updateMe(deps.db, callerOf(request), request.body);
        const { locale, kraPin } = request.body;
        const message = locale
          ? MSG.languageSaved
          : kraPin !== undefined
            ? REPORT_MSG.kraPinSaved
            : PORTFOLIO_MSG.defaultApartmentSaved;
        return { message, user };
      },
    );

    app.post(
      '/auth/register',
      {
        config: { rateLimit: authRateLimit(deps) },
        // A landlord's sign-up creates a building: so many a day per address (docs/reliability.md §62).
        preHandler: secondLimit(app, buildingLimit(deps), ERR_MSG.tooManyBuildings),
        schema: {
          tags: ['auth'],
          summary: 'Create an account (a landlord also creates their apartment)',
          body: ZRegisterRequest,
          response: { 201: ZAuthResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const result = await registerUser(deps, inCents(request.body, 'rentAmount'));
        setSessionCookie(request, reply, result.token);
        return reply.status(201).send(result);
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
      async (request, reply) => {
        const result = await loginUser(deps, request.body.email, request.body.password, request.ip);
        setSessionCookie(request, reply, result.token);
        return { message: MSG.signedIn, ...result };
      },
    );

    // Open to every signed-in person, whatever their tenancy: a waiting tenant polls it.
    app.get(
      '/auth/me',
      {
        onRequest: authenticate(deps.db, deps.tokens, { anyBuilding: true }),
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
        onRequest: authenticate(deps.db, deps.tokens, { anyBuilding: true }),
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags: ['auth'],
          summary: 'Change the password; every older token stops working',
          body: ZChangePasswordRequest,
          response: { 200: ZAuthResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { endedSessions, ...result } = await changePassword(deps, callerOf(request), request.body, request.ip);
        realtime.endSessions(endedSessions);
        setSessionCookie(request, reply, result.token);
        return { message: MSG.passwordChanged, ...result };
      },
    );

    // Password reset (docs/notifications.md): the same answer whether or not the account exists.
    app.post(
      '/auth/forgot',
      {
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags: ['auth'],
          summary: 'Send a password reset code by email ({ email }) or SMS ({ phone })',
          body: ZForgotRequest,
          response: { 200: ZMessageResponse, ...errorResponses },
        },
      },
      async (request) => {
        await requestPasswordReset(deps, request.body, request.ip);
        return { message: MSG.resetSent };
      },
    );

    app.post(
      '/auth/reset',
      {
        config: { rateLimit: authRateLimit(deps) },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the code sent; every session ends',
          body: ZResetRequest,
          response: { 200: ZMessageResponse, ...errorResponses },
        },
      },
      async (request) => {
        realtime.endSessions(await resetPassword(deps, request.body, request.ip));
        return { message: DONE_MSG.passwordChanged };
      },
    );

    // Ends this session on the server: its token is refused from now on, everywhere, and its open
    // sockets are cut (on every process). Open to every signed-in person, like /auth/me.
    app.post(
      '/auth/logout',
      {
        onRequest: authenticate(deps.db, deps.tokens, { anyBuilding: true }),
        schema: {
          tags: ['auth'],
          summary: 'Sign out: end this session on the server',
          response: { 200: ZMessageResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        await endSession(deps.db, caller.userId, caller.sessionId);
        realtime.endSessions([caller.sessionId]);
        clearSessionCookie(reply);
        return { message: MSG.signedOut };
      },
    );
  };
}
