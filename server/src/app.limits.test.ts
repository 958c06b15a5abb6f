import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('errors and limits', () => {
  it('answers malformed JSON with 400, a body over 1 MiB with 413, and unknown API paths with 404', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it('sends security headers with a strict CSP on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('limits auth requests per address with 429 and Retry-After, ignoring X-Forwarded-For', async () => {
    const limited = await buildTestApp();
    try {
      let last = 0;
      let retryAfter: string | string[] | undefined;
      for (let i = 0; i < 101; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
          payload: {},
        });
        last = res.statusCode;
        retryAfter = res.headers['retry-after'];
      }
      expect(last).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY) limits each client by its forwarded address, and no one else’s', async () => {
    const limited = await buildTestApp(undefined, { trustProxy: ['10.0.0.0/8'], authRateLimit: 5 });
    const login = (remoteAddress: string, forwardedFor: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: {},
      });
    try {
      // Six clients behind the load balancer (10.0.0.2): each has its own allowance.
      for (let i = 0; i < 6; i += 1) expect((await login('10.0.0.2', `41.90.0.${i}`)).statusCode).toBe(400);
      // One client: the sixth request is over its limit.
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await login('10.0.0.2', '41.90.9.9')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      // A client not behind the trusted proxy cannot name its own address.
      const direct = [];
      for (let i = 0; i < 6; i += 1) direct.push((await login('196.201.214.1', `41.91.0.${i}`)).statusCode);
      expect(direct.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('drops a request that stops halfway (headers or body) once its timeout passes', async () => {
    const slow = await buildTestApp(undefined, { http: { headersTimeoutMs: 300, requestTimeoutMs: 500 } });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as AddressInfo;
      const halfSent = (text: string) =>
        new Promise<string>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => socket.write(text));
          let answer = '';
          socket.on('data', (chunk) => {
            answer += chunk.toString();
          });
          socket.on('close', () => resolve(answer.split('\r\n')[0] || 'closed'));
        });
      const [headers, body] = await Promise.all([
        halfSent('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n'),
        halfSent(
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"email":',
        ),
      ]);
      expect(headers).toMatch(/^HTTP\/1\.1 408|^closed$/);
      expect(body).toMatch(/^HTTP\/1\.1 408|^closed$/);
    } finally {
      await slow.close();
    }
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/apartments/available']),
    );
  });
});
