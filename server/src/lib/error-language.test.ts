/**
 * What the server itself refuses (a body it cannot read, an address it does not have, a socket it
 * will not open) is said in the reader's language (docs/languages.md "How the server picks the
 * language"): the browser's before sign-in, the person's own once known.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { apiCaller, buildTestApp, registerLandlord, registerTenant, type TestApp } from '../../test/helpers';
import { socketClients, socketOutcome } from '../../test/sockets';

let t: TestApp;
let base = '';
const call = apiCaller(() => t.app);
const sockets = socketClients(() => base);

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await buildTestApp(undefined, { authRateLimit: 10_000 });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t.close();
});

const SW = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' };
const json = { 'content-type': 'application/json' };

async function answer(
  language: Record<string, string>,
  request: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string },
) {
  const res = await t.app.inject({ ...request, headers: { ...language, ...request.headers } });
  return { status: res.statusCode, ...(res.json() as { message: string; errors?: { message: string }[] }) };
}

describe('the server’s own refusals in the reader’s language', () => {
  const cases = [
    { why: 'malformed JSON', req: { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email":' } },
    {
      why: 'a body that is not JSON',
      req: { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    },
    {
      why: 'a body too large',
      req: {
        method: 'POST',
        url: '/api/auth/login',
        headers: json,
        payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
      },
    },
    { why: 'no such route', req: { method: 'GET', url: '/api/nothing-here' } },
    {
      why: 'a body that is not an object',
      req: { method: 'POST', url: '/api/auth/login', headers: json, payload: '"text"' },
    },
  ] as const;

  it.each(cases)('$why: Kiswahili to a browser that asks for it, English otherwise', async ({ req }) => {
    const sw = await answer(SW, req);
    const en = await answer({}, req);
    expect(sw.status).toBe(en.status);
    expect(en.status).toBeGreaterThanOrEqual(400);
    expect(sw.message).not.toBe(en.message);
    for (const error of sw.errors ?? []) expect(error.message).not.toMatch(/expected|received|Invalid input/);
    expect([
      'Maudhui ya ombi si JSON sahihi.',
      'Tuma maudhui ya ombi kama application/json.',
      'Ombi ni kubwa mno (kikomo ni MiB 1).',
      'Haikupatikana.',
      'Maudhui ya ombi lazima yawe kitu cha JSON.',
    ]).toContain(sw.message);
    expect([
      'The request body is not valid JSON.',
      'Send the request body as application/json.',
      'The request is too large (limit 1 MiB).',
      'Not found.',
      'The request body must be a JSON object.',
    ]).toContain(en.message);
  });

  it('a signed-in Kiswahili reader is refused in Kiswahili whatever the browser says', async () => {
    const landlord = await registerLandlord(t.app);
    expect((await call(landlord, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bills',
      headers: { ...landlord.auth, ...json, 'accept-language': 'en' },
      payload: '{"amount":',
    });
    expect(res.json().message).toBe('Maudhui ya ombi si JSON sahihi.');
  });
});

describe('a socket refused in the reader’s language', () => {
  it('before sign-in, in the browser’s language', async () => {
    const sw = sockets.open(undefined, { extraHeaders: SW });
    expect(await socketOutcome(sw)).toBe('refused: Unahitaji kuingia kwanza');
    expect(await socketOutcome(sockets.open(undefined))).toBe('refused: Authentication required');
    const stale = sockets.open('not-a-token', { extraHeaders: SW });
    expect(await socketOutcome(stale)).toBe('refused: Tokeni si sahihi au muda wake umekwisha');
  });

  it('once the person is known, in their own', async () => {
    const landlord = await registerLandlord(t.app, {}, 'approval');
    const waiting = await registerTenant(t.app, landlord.user.apartmentId as string, { locale: 'sw' });
    expect(await socketOutcome(sockets.open(waiting.token))).toBe(
      'refused: Gumzo ni la wapangaji wanaoishi katika jengo hili.',
    );
    const other = await registerLandlord(t.app);
    expect((await call(other, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    const foreign = sockets.open(other.token, {
      auth: { token: other.token, apartmentId: landlord.user.apartmentId },
    });
    expect(await socketOutcome(foreign)).toBe('refused: Wewe si mwanachama wa jengo hili');
  });
});
