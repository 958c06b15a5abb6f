import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type SimulatorCore, SimulatorError, STK_OUTCOMES, type StkOutcome } from './core';

/**
 * What Daraja has no API for: playing the tenant. Under /simulator/… (JSON for tests and scripts,
 * form posts from the page at /), list the STK prompts waiting, answer one, or pay a Paybill.
 */

// A form sends "on" for a ticked box and text for numbers; JSON sends real booleans and numbers.
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);
const delivery = {
  replay: flag,
  dropCallback: flag,
  delayMs: z.coerce.number().int().min(0).max(600_000).optional(),
};

const ZResolve = z.object({
  outcome: z.enum(Object.keys(STK_OUTCOMES) as [StkOutcome, ...StkOutcome[]]),
  alsoC2b: flag,
  ...delivery,
});

const ZPay = z.object({
  shortcode: z
    .string()
    .trim()
    .regex(/^\d{5,7}$/, 'shortcode must be 5 to 7 digits'),
  account: z.string().trim().max(20),
  amount: z.coerce.number().positive().max(999_999),
  firstName: optionalText,
  phone: optionalText.refine((v) => v === undefined || /^254\d{9}$/.test(v), 'phone must look like 2547XXXXXXXX'),
  ...delivery,
});

const fromForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** A form post goes back to the page; a JSON call gets JSON. Delayed work is answered at once. */
async function answer(request: FastifyRequest, reply: FastifyReply, work: Promise<unknown>, delayed: boolean) {
  if (delayed) {
    work.catch((error: Error) => request.log.warn(error.message));
    return fromForm(request) ? reply.redirect('/', 303) : reply.code(202).send({ scheduled: true });
  }
  try {
    const result = await work;
    return fromForm(request) ? reply.redirect('/', 303) : result;
  } catch (error) {
    if (!(error instanceof SimulatorError)) throw error;
    return reply.code(error.status).send({ message: error.message });
  }
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | null {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  reply.code(400).send({ message: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
  return null;
}

export function registerControlRoutes(app: FastifyInstance, sim: SimulatorCore): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/simulator/stk', async () => ({ pending: sim.pending() }));
  app.get('/simulator/registrations', async () => ({ registrations: sim.registrations() }));

  app.post('/simulator/stk/:checkoutRequestId/resolve', async (request, reply) => {
    const input = parsed(ZResolve, request.body, reply);
    if (!input) return reply;
    const { checkoutRequestId } = request.params as { checkoutRequestId: string };
    const work = sim.resolve(checkoutRequestId, input.outcome, input);
    return answer(request, reply, work, Boolean(input.delayMs));
  });

  app.post('/simulator/pay', async (request, reply) => {
    const input = parsed(ZPay, request.body, reply);
    if (!input) return reply;
    return answer(request, reply, sim.pay(input, input), Boolean(input.delayMs));
  });

  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderPage(sim)));
}

const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function renderPage(sim: SimulatorCore): string {
  const outcomeButtons = Object.keys(STK_OUTCOMES)
    .map((outcome) => `<button name="outcome" value="${outcome}">${outcome}</button>`)
    .join(' ');
  const pendingRows = sim.pending().map(
    (entry) => `<li><form method="post" action="/simulator/stk/${escapeHtml(entry.checkoutRequestId)}/resolve">
      KES ${escapeHtml(entry.amount)} from ${escapeHtml(entry.phone)}, account ${escapeHtml(entry.accountReference)}
      <small>(${escapeHtml(entry.checkoutRequestId)})</small><br>${outcomeButtons}
      <label><input type="checkbox" name="replay"> send twice</label>
      <label><input type="checkbox" name="alsoC2b"> also C2B</label>
      <label><input type="checkbox" name="dropCallback"> no callback</label>
      <label>delay ms <input name="delayMs" size="6" inputmode="numeric"></label></form></li>`,
  );
  const registered = sim
    .registrations()
    .map(
      (r) =>
        `<li>${escapeHtml(r.shortCode)} (${escapeHtml(r.version)}, ${escapeHtml(r.responseType)}): ${escapeHtml(r.confirmationUrl)}</li>`,
    );
  const firstShortcode = sim.registrations()[0]?.shortCode ?? sim.options.shortcode;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Daraja simulator</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}li{margin:.6rem 0}
label{margin-left:.5rem}fieldset{margin:1rem 0}pre{background:#f4f4f4;padding:.5rem;overflow:auto}</style></head><body>
<h1>Daraja simulator</h1>
<p>Speaks Daraja's paths on this address. Shortcode ${escapeHtml(sim.options.shortcode)}. <a href="/">Refresh</a></p>
<h2>STK prompts waiting (${pendingRows.length})</h2>
${pendingRows.length ? `<ul>${pendingRows.join('')}</ul>` : '<p>None. Press "Pay with M-Pesa" in SafeStay, then refresh.</p>'}
<h2>Pay a Paybill</h2>
<form method="post" action="/simulator/pay"><fieldset>
<label>Shortcode <input name="shortcode" value="${escapeHtml(firstShortcode)}" required size="8"></label>
<label>Account <input name="account" size="12"></label>
<label>Amount (KES) <input name="amount" required size="8" inputmode="decimal"></label><br>
<label>First name <input name="firstName" size="10"></label>
<label>Phone <input name="phone" placeholder="254708374149" size="13"></label>
<label><input type="checkbox" name="replay"> send twice</label>
<button>Pay</button></fieldset></form>
<h2>Registered C2B URLs</h2>
${registered.length ? `<ul>${registered.join('')}</ul>` : '<p>None yet. Register URLs from SafeStay first.</p>'}
<h2>Recent events</h2><pre>${sim.recentEvents().map(escapeHtml).join('\n') || '(none)'}</pre>
</body></html>`;
}
