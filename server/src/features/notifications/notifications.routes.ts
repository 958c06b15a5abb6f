import {
  DONE_MSG,
  ROLE_MSG,
  UNREAD_COUNT_HEADER,
  ZIdParams,
  ZMarkReadRequest,
  ZMessageResponse,
  ZNotificationList,
  ZNotificationListQuery,
  ZOutboxList,
  ZOutboxQuery,
  ZPreferences,
  ZReminderSettings,
  ZUnreachableList,
  ZUnreadResponse,
  ZUpdatePreferencesRequest,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { sendPageHeaders } from '../../lib/paging';
import { writeLimit } from '../../lib/rate-limit';
import type { Realtime } from '../../realtime/hub';
import { listNotifications, markRead } from './bell';
import { listOutbox, listUnreachable, retryMessage } from './messages-sent';
import { pageOf } from './page-of';
import { getPreferences, getReminderSettings, updatePreferences, updateReminderSettings } from './preferences';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The bell, one's preferences, and the landlord's reminders and messages (docs/notifications.md). */
export function notificationsRoutes(deps: AppDeps, realtime: Pick<Realtime, 'notification'>): FastifyPluginAsyncZod {
  return async (app) => {
    bellRoutes(app, deps, realtime);
    preferenceRoutes(app, deps);
    landlordRoutes(app, deps);
  };
}

function bellRoutes(app: App, deps: AppDeps, realtime: Pick<Realtime, 'notification'>) {
  app.get(
    '/notifications',
    {
      config: { endedTenantMay: true },
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first (limit, cursor); the unread count in x-unread-count',
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationList, ...errors },
      },
    },
    async (request, reply) => {
      const result = await listNotifications(deps.db, callerOf(request), pageOf(request.query, 20));
      sendPageHeaders(reply, result);
      reply.header(UNREAD_COUNT_HEADER, String(result.unread));
      return result.items;
    },
  );

  app.post(
    '/notifications/read',
    {
      config: { endedTenantMay: true, rateLimit: writeLimit(deps) },
      schema: {
        tags: ['notifications'],
        summary: 'Mark some ({ ids }) or all ({ all: true }) of my notifications read',
        body: ZMarkReadRequest,
        response: { 200: ZUnreadResponse, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const unread = await markRead(deps.db, caller, 'ids' in request.body ? request.body.ids : 'all');
      // Every open screen of this person (on any process) shows the new count.
      realtime.notification(caller.userId, { notification: null, unread });
      return { message: DONE_MSG.markedRead, unread };
    },
  );
}

function preferenceRoutes(app: App, deps: AppDeps) {
  // A channel can reach the caller through the server's account or their building's own (accounts.ts).
  const delivery = async (apartmentId: string) => {
    const own = await deps.db
      .selectFrom('message_providers')
      .select('channel')
      .where('apartment_id', '=', apartmentId)
      .execute();
    const has = (channel: 'sms' | 'email') => own.some((r) => r.channel === channel);
    return { sms: (deps.delivery?.sms ?? false) || has('sms'), email: (deps.delivery?.email ?? false) || has('email') };
  };
  app.get(
    '/notifications/preferences',
    {
      config: { endedTenantMay: true },
      schema: {
        tags: ['notifications'],
        summary: 'How I want to be told of each kind of news (SMS, email), and where messages go',
        response: { 200: ZPreferences, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return getPreferences(deps.db, caller, await delivery(caller.apartmentId));
    },
  );
  app.put(
    '/notifications/preferences',
    {
      config: { endedTenantMay: true, rateLimit: writeLimit(deps) },
      schema: {
        tags: ['notifications'],
        summary: 'Choose SMS and email per kind of news; stop or restart SMS reminders',
        body: ZUpdatePreferencesRequest,
        response: { 200: ZPreferences, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await updatePreferences(deps.db, caller, request.body);
      return getPreferences(deps.db, caller, await delivery(caller.apartmentId));
    },
  );
}

function landlordRoutes(app: App, deps: AppDeps) {
  const landlord = onlyFor('Landlord', () => ROLE_MSG.onlyLandlordReminders);
  app.get(
    '/notifications/reminders',
    {
      onRequest: landlord,
      schema: {
        tags: ['notifications'],
        summary: 'Rent reminders of the apartment: on or off, which days around the due date, at what hour',
        response: { 200: ZReminderSettings, ...errors },
      },
    },
    async (request) => getReminderSettings(deps.db, callerOf(request)),
  );
  app.put(
    '/notifications/reminders',
    {
      onRequest: landlord,
      config: { rateLimit: writeLimit(deps) },
      schema: {
        tags: ['notifications'],
        summary: 'Change the rent reminders',
        body: ZReminderSettings,
        response: { 200: ZReminderSettings, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await updateReminderSettings(deps.db, caller, request.body);
      return getReminderSettings(deps.db, caller);
    },
  );
  app.get(
    '/notifications/outbox',
    {
      onRequest: landlord,
      schema: {
        tags: ['notifications'],
        summary:
          "SMS and email sent to the apartment's people, newest first (by month with group=month), with their status",
        querystring: ZOutboxQuery,
        response: { 200: ZOutboxList, ...errors },
      },
    },
    async (request, reply) => {
      const { status, ...query } = request.query;
      const result = await listOutbox(deps.db, callerOf(request), pageOf(query, 50), status);
      sendPageHeaders(reply, result);
      return result.items;
    },
  );
  app.post(
    '/notifications/outbox/:id/retry',
    {
      onRequest: landlord,
      config: { rateLimit: writeLimit(deps) },
      schema: {
        tags: ['notifications'],
        summary: 'Send a failed or held message again',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await retryMessage(deps.db, callerOf(request), request.params.id);
      deps.notifier?.kick();
      return { message: DONE_MSG.queuedAgain };
    },
  );
  app.get(
    '/notifications/unreachable',
    {
      onRequest: landlord,
      schema: {
        tags: ['notifications'],
        summary: 'Tenants an SMS may not reach, and why',
        response: { 200: ZUnreachableList, ...errors },
      },
    },
    async (request) => listUnreachable(deps.db, callerOf(request)),
  );
}
