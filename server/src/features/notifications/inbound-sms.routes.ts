import { createHash, timingSafeEqual } from 'node:crypto';
import { ERR_MSG, kenyanPhone } from '@safestay/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { acceptRawBodies } from '../../lib/raw-body';

/** What a tenant may text back, in English or Swahili, to stop or restart rent reminders by SMS. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'ACHA', 'SITISHA']);
const START_WORDS = new Set(['START', 'ANZA']);
/** An inbound SMS is a few hundred bytes of form fields. */
const BODY_LIMIT = 8 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Africa's Talking's inbound SMS callback (docs/notifications.md "STOP"): POST
 * /api/hooks/sms/:token with a form body (`from`, `text`, `to`, `date`, `id`). A tenant who texts
 * STOP (or ACHA) stops rent reminders by SMS, START turns them back on; any other text is
 * ignored. The token is AT_CALLBACK_TOKEN: without it the route answers 404 to everyone.
 */
export function inboundSmsRoutes(deps: Pick<AppDeps, 'db' | 'smsCallbackToken'>): FastifyPluginAsync {
  return async (app) => {
    acceptRawBodies(app, BODY_LIMIT);
    app.post<{ Params: { token: string } }>('/hooks/sms/:token', async (request, reply) => {
      const expected = deps.smsCallbackToken;
      if (!expected || !timingSafeEqual(digest(request.params.token), digest(expected))) {
        return reply.status(404).send({ message: ERR_MSG.notFound, code: 'not_found' });
      }
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const phone = kenyanPhone(form.get('from') ?? '');
      const word = (form.get('text') ?? '').toUpperCase().replace(/[^A-Z]/g, '');
      const stop = STOP_WORDS.has(word);
      if (phone && (stop || START_WORDS.has(word))) {
        const changed = await deps.db
          .updateTable('users')
          .set({ sms_reminders_stopped: stop ? 1 : 0 })
          .where('primary_phone', '=', phone)
          .executeTakeFirst();
        request.log.info({ stop, people: Number(changed.numUpdatedRows) }, 'SMS reminders changed by a text');
      }
      return reply.type('text/plain').send('OK');
    });
  };
}
