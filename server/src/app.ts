import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  DEFAULT_LOCALE,
  ERR_MSG,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localeFromAcceptLanguage,
} from '@safestay/contracts';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawServerDefault,
  type RouteOptions,
} from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from './app-deps';
import type { HttpTimeouts } from './config';
import { activityRoutes } from './features/activity/activity.routes';
import { apartmentsRoutes, ownApartmentRoutes } from './features/apartments/apartments.routes';
import { authRoutes } from './features/auth/auth.routes';
import { billsRoutes } from './features/bills/bills.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { chatOverSockets } from './features/chat/chat.socket';
import { complaintsRoutes } from './features/complaints/complaints.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { importsRoutes } from './features/imports/imports.routes';
import { invitePreviewRoutes, invitesRoutes } from './features/invites/invites.routes';
import { metersRoutes } from './features/meters/meters.routes';
import { callbackRoutes } from './features/mpesa/callbacks.routes';
import { mpesaRoutes } from './features/mpesa/mpesa.routes';
import { accountRoutes } from './features/notifications/accounts.routes';
import { inboundSmsRoutes } from './features/notifications/inbound-sms.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { type NotificationWorkerOptions, startNotificationWorker } from './features/notifications/worker';
import { paymentsRoutes } from './features/payments/payments.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { DEFAULT_RETENTION_YEARS, runRetention } from './features/privacy/retention';
import { collectionRoutes } from './features/reports/collection.routes';
import { exportsRoutes } from './features/reports/exports.routes';
import { rentalIncomeRoutes } from './features/reports/rental-income.routes';
import { rulesRoutes } from './features/rules/rules.routes';
import { statementsRoutes } from './features/statements/statements.routes';
import { staffInviteRoutes, teamRoutes } from './features/team/team.routes';
import { tenanciesRoutes } from './features/tenancies/tenancies.routes';
import { tenantsRoutes } from './features/tenants/tenants.routes';
import { unitsRoutes } from './features/units/units.routes';
import { authenticate, cookieValue, tenancyGate } from './lib/caller';
import { handleError } from './lib/error-handler';
import { AppError } from './lib/errors';
import { waitForRequestsOnClose } from './lib/in-flight';
import { requestLocale } from './lib/locale';
import { rejectNulBytes } from './lib/nul-bytes';
import { closePdfPool } from './lib/pdf-pool';
import { plainAmountsOnly } from './lib/plain-amounts';
import { redisRateLimitStore } from './lib/redis-rate-limit-store';
import { boundRequestTimes, requestCeilingMs } from './lib/request-deadlines';
import { securityHeaders } from './lib/security-headers';
import { attachRealtime, type Realtime } from './realtime/hub';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; when present it is served with an SPA fallback. */
  webDist?: string;
  redisUrl?: string;
  /** Told of every route as it registers (the tests list them to check each one is covered). */
  onRoute?: (route: RouteOptions) => void;
  /** Whose X-Forwarded-For to believe (config.ts TRUST_PROXY); by default nobody's. */
  trustProxy?: number | string[];
  /** The HTTP server's timeouts (config.ts); the defaults are the configuration's. */
  http?: Partial<HttpTimeouts>;
  /** Runs this process's notifications loop (sending, reminders, the bell); off when absent. */
  notifications?: NotificationWorkerOptions;
}

const HTTP_DEFAULTS: HttpTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  bodyMinBytesPerSecond: 2_048,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
};

export const BODY_LIMIT = 1024 * 1024;
/** How long closing waits for requests still being handled (the process gives up at 10 s). */
const CLOSE_WAIT_MS = 8_000;

/** A hop count trusts that many proxies nearest the server; a list, those addresses and ranges. */
function trustedProxies(setting: number | string[] | undefined) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const http = { ...HTTP_DEFAULTS, ...options.http };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Identity of a client for rate limits is the socket address, unless TRUST_PROXY names the
    // proxies whose X-Forwarded-For to believe (docs/configuration.md).
    trustProxy: trustedProxies(options.trustProxy),
    return503OnClosing: true,
    // A request that sends its headers or body too slowly is dropped (408), and so is an idle
    // connection: a slow client cannot hold connections open (docs/reliability.md §9a, §60). Node
    // keeps the headers' timeout and a ceiling for the whole request, checked every
    // connectionsCheckingInterval (kept short); boundRequestTimes keeps each body to its own deadline.
    requestTimeout: requestCeilingMs(http, BODY_LIMIT),
    keepAliveTimeout: http.keepAliveTimeoutMs,
    connectionTimeout: http.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(http.headersTimeoutMs, http.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, http.headersTimeoutMs),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorateRequest('caller', null);
  // First of all: every answer, refusals included, is written in the caller's language.
  requestLocale(app);
  // Runs after authentication (onRequest), before schema validation.
  app.addHook('preValidation', rejectNulBytes);
  plainAmountsOnly(app);
  app.addHook('onRequest', securityHeaders);
  // A request whose client has gone is still handled to its end before the database closes.
  waitForRequestsOnClose(app, CLOSE_WAIT_MS);
  await registerPlumbing(app, deps.sharedCounts);

  // Created before the routes so POST /chats can deliver newMessage (docs/architecture.md §7).
  const realtime = await attachRealtime(app.server, deps, {
    redisUrl: options.redisUrl,
    onChatMessage: chatOverSockets(deps),
  });
  app.addHook('onClose', async () => {
    await realtime.close();
  });
  // After Socket.IO has taken the server's request listeners, so its long polls are held to time too.
  boundRequestTimes(app.server, http);
  // PDF threads finish the documents under way, then stop (lib/pdf-pool.ts).
  app.addHook('onClose', closePdfPool);
  // The daily jobs of other features run in the notifications loop, which knows none of them.
  const retention = async (now: Date) =>
    realtime.endSessions(await runRetention(deps.db, deps.retentionYears ?? DEFAULT_RETENTION_YEARS, now));
  const notifications = options.notifications
    ? startNotificationWorker(deps, realtime, { log: app.log, dailyJobs: [retention], ...options.notifications })
    : undefined;
  if (notifications) app.addHook('onClose', notifications.stop);
  const providers = options.notifications?.providers ?? {};
  const appDeps: AppDeps = {
    ...deps,
    notifier: notifications,
    // The ledger's announcer tells open screens of money after each commit (features/ledger/announce.ts).
    ledgerNews: realtime.ledgerChanged,
    delivery: deps.delivery ?? { sms: providers.sms !== undefined, email: providers.email !== undefined },
  };
  await app.register(apiRoutes(appDeps, realtime), { prefix: '/api' });

  const hasWeb = options.webDist !== undefined && existsSync(path.join(options.webDist, 'index.html'));
  if (hasWeb) await serveWeb(app, options.webDist as string);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // SPA fallback: the client router decides what every other path shows.
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: ERR_MSG.notFound, code: 'not_found' });
  });

  return app;
}

type Base = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Rate limiting (per route, with a clear 429; counted in Redis for every process when it is
 * configured) and the OpenAPI description at /api/docs.
 */
async function registerPlumbing(app: Base, sharedCounts: AppDeps['sharedCounts']) {
  await app.register(rateLimit, {
    global: false,
    ...(sharedCounts ? { store: redisRateLimitStore(sharedCounts.redis, sharedCounts.prefix) } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, ERR_MSG.tooManyRequests(Math.ceil(context.ttl / 1000)), 'rate_limited').withRetryAfter(
        Math.ceil(context.ttl / 1000),
      ),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SafeStay API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI's own CSP allows <base> and framing by the same origin; keep them 'none' like every other answer.
    transformStaticCSP: (header) =>
      header.replace("base-uri 'self'", "base-uri 'none'").replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}

/** Every feature's routes under /api: health, sign-in and the apartment list open; the rest signed in. */
function apiRoutes(deps: AppDeps, realtime: Realtime): FastifyPluginAsyncZod {
  return async (api) => {
    api.get(
      '/health',
      { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({ status: 'ok' as const }),
    );
    await api.register(authRoutes(deps, realtime));
    await api.register(apartmentsRoutes(deps));
    await api.register(invitePreviewRoutes(deps));
    await api.register(staffInviteRoutes(deps));
    // Safaricom's callbacks: no account, a secret token in the path (features/mpesa/callbacks.routes.ts).
    await api.register(callbackRoutes(deps, realtime));
    // Africa's Talking's inbound SMS (STOP): no account, a secret token in the path.
    await api.register(inboundSmsRoutes(deps));
    // Data rights: signed in, whatever the tenancy (features/privacy/privacy.routes.ts).
    await api.register(privacyRoutes(deps, realtime));

    await api.register(async (protectedApi) => {
      protectedApi.addHook('onRequest', authenticate(deps.db, deps.tokens));
      // A tenant the landlord has not let in (or has moved out) is stopped here (docs/product.md §2).
      protectedApi.addHook('onRequest', tenancyGate);
      await protectedApi.register(tenantsRoutes(deps));
      await protectedApi.register(billsRoutes(deps));
      await protectedApi.register(paymentsRoutes(deps));
      await protectedApi.register(statementsRoutes(deps));
      await protectedApi.register(activityRoutes(deps));
      await protectedApi.register(complaintsRoutes(deps));
      await protectedApi.register(chatRoutes(deps, realtime));
      await protectedApi.register(rulesRoutes(deps));
      await protectedApi.register(dashboardRoutes(deps));
      await protectedApi.register(collectionRoutes(deps));
      await protectedApi.register(exportsRoutes(deps));
      await protectedApi.register(unitsRoutes(deps));
      await protectedApi.register(tenanciesRoutes(deps, realtime));
      await protectedApi.register(invitesRoutes(deps));
      await protectedApi.register(teamRoutes(deps, realtime));
      await protectedApi.register(metersRoutes(deps));
      await protectedApi.register(ownApartmentRoutes(deps));
      await protectedApi.register(mpesaRoutes(deps, realtime));
      await protectedApi.register(importsRoutes(deps));
      await protectedApi.register(notificationsRoutes(deps, realtime));
      await protectedApi.register(accountRoutes(deps));
      await protectedApi.register(rentalIncomeRoutes(deps));
    });
  };
}

/**
 * The built web app: hashed assets cached for a year, precompressed copies where accepted, and the
 * pages the build rendered to HTML at their own paths.
 */
async function serveWeb(app: Base, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    cacheControl: false,
    index: false,
    // The web build writes .br and .gz beside every JS and CSS file (web/vite.config.ts): sent
    // to browsers that accept them, a third of the bytes on a phone's connection (docs/decisions/0009).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // The same URL answers .br, .gz or the plain file: a shared cache must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
      // Vite puts content-hashed files under assets/: safe to cache for a year.
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  await app.register(prerenderedPages(webDist));
}

/**
 * `<name>.html` beside index.html is the page the web build rendered for /<name>
 * (web/src/app/prerendered.ts), `<name>.<locale>.html` the same page in another language:
 * GET /login answers the sign-in form in the visitor's language, which paints before any
 * JavaScript runs, and the app hydrates it. Every other path keeps the SPA fallback.
 */
function prerenderedPages(webDist: string): FastifyPluginAsyncZod {
  return async (scope) => {
    // A form sent before the JavaScript took over (a slow phone) is a native POST (method="post"
    // keeps the password out of the address bar and the logs): its body is dropped unread.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, _body, done) =>
      done(null, undefined),
    );
    const pages = new Map<string, Map<Locale, string>>();
    for (const file of readdirSync(webDist)) {
      const match = /^([\w-]+?)(?:\.(\w+))?\.html$/.exec(file);
      if (!match || file === 'index.html') continue;
      const [, name, locale = DEFAULT_LOCALE] = match;
      if (!isLocale(locale)) continue;
      const page = `/${name}`;
      pages.set(page, (pages.get(page) ?? new Map()).set(locale, file));
    }
    for (const [page, files] of pages) {
      const english = files.get(DEFAULT_LOCALE);
      if (!english) throw new Error(`${page}: the web build wrote no English page`);
      scope.get(page, (request, reply) =>
        reply
          .header('Cache-Control', 'no-cache')
          // One URL, a page per language and per encoding: a shared cache must keep them apart.
          .header('Vary', 'Accept-Encoding, Cookie, Accept-Language')
          .type('text/html')
          .sendFile(files.get(pageLocale(request)) ?? english),
      );
      // Back to the page, which by then has its JavaScript: the person sends the form again.
      scope.post(page, (_request, reply) => reply.redirect(page, 303));
    }
  };
}

/**
 * The language to send a prerendered page in: the one this device last picked or applied (the web
 * app keeps it in a cookie, web/src/lib/locale.ts), else the browser's.
 */
function pageLocale(request: FastifyRequest): Locale {
  const chosen = cookieValue(request.headers.cookie, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(request.headers['accept-language']);
}

export type App = Awaited<ReturnType<typeof buildApp>>;
