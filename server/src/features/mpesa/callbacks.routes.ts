import { BlockList, isIP } from 'node:net';
import { ERR_MSG } from '@safestay/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { SAFARICOM_CALLBACK_ADDRESSES } from '../../config';
import { acceptRawBodies } from '../../lib/raw-body';
import type { Realtime } from '../../realtime/hub';
import { processEvent, receivedEventIds } from './c2b';
import { createEventInbox, createProcessQueue, type EventKind } from './inbox';
import { tokenHash } from './mpesa-settings';

const KINDS: readonly EventKind[] = ['confirmation', 'validation', 'stk'];
/** Daraja's callbacks are a few hundred bytes; anything far larger is not one. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

/** Who may call: null lets anyone (the simulator, tests); otherwise addresses and CIDR ranges. */
function allowlist(entries: string[] | null): ((ip: string) => boolean) | null {
  if (entries === null) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Daraja's callbacks (docs/mpesa.md): POST /api/hooks/pay/:token/{confirmation,validation,stk}.
 * Daraja signs nothing, so: a secret per-apartment token in the path (unknown → 404, nothing
 * stored), the sender's address on the allowlist (else 403, stored as rejected so a changed
 * Safaricom range is seen, not silent), and the body stored raw before it is read. The answer
 * goes back at once; processing follows (c2b.ts), so a slow database never makes Daraja wait.
 */
export function callbackRoutes(deps: AppDeps, realtime: Pick<Realtime, 'paymentUpdated'>): FastifyPluginAsync {
  const allowed = allowlist(deps.mpesa ? deps.mpesa.callbackAllowlist : SAFARICOM_CALLBACK_ADDRESSES);
  const inbox = createEventInbox(deps);
  return async (app) => {
    const queue = createProcessQueue(
      (id) => processEvent(deps, realtime, id),
      (error, id) =>
        app.log.error({ err: error, event: id }, 'M-Pesa callback processing failed; replayed at next start'),
      () => inbox.idle(),
    );
    // Callbacks stored but not processed when the last process stopped (docs/mpesa.md): the same
    // queue takes them first, so they are processed as the new ones are, one a turn.
    app.addHook('onReady', async () => {
      try {
        for (const id of await receivedEventIds(deps)) queue.push(id);
      } catch (error) {
        app.log.error({ err: error }, 'replaying stored M-Pesa callbacks failed');
      }
    });
    // The body is kept as sent, whatever its type: malformed ones are stored with their outcome too.
    acceptRawBodies(app, CALLBACK_BODY_LIMIT);
    app.post<{ Params: { token: string; kind: string } }>('/hooks/pay/:token/:kind', async (request, reply) => {
      const kind = request.params.kind as EventKind;
      const settings = KINDS.includes(kind)
        ? await deps.db
            .selectFrom('mpesa_settings')
            .select('apartment_id')
            .where('callback_token_hash', '=', tokenHash(request.params.token))
            .executeTakeFirst()
        : undefined;
      if (!settings) return reply.status(404).send({ message: ERR_MSG.notFound, code: 'not_found' });
      const body = typeof request.body === 'string' ? request.body : '';
      const event = { apartmentId: settings.apartment_id, kind, body, sourceIp: request.ip };
      if (allowed && !allowed(request.ip)) {
        await inbox.store({ ...event, outcome: 'rejected_ip', detail: `from ${request.ip}` });
        return reply.status(403).send({ message: ERR_MSG.forbidden, code: 'forbidden' });
      }
      queue.push(await inbox.store(event));
      // Daraja's expected answers: validation wants ResultCode as text.
      return kind === 'validation'
        ? { ResultCode: '0', ResultDesc: 'Accepted' }
        : { ResultCode: 0, ResultDesc: 'Accepted' };
    });
  };
}
