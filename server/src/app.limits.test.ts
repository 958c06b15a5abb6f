import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';
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

  it('refuses at once an upgrade it does not serve, even from a client that never closes its side', async () => {
    const app = await buildTestApp(undefined, { http: { headersTimeoutMs: 300, requestTimeoutMs: 500 } });
    try {
      const port = await listen(app);
      const client = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      const answered = firstLine(client);
      client.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: anything\r\nContent-Length: 9000\r\n\r\n{',
      );
      expect(await answered).toMatch(/^HTTP\/1\.1 400|^closed$/);
      // The server let go of the connection, though the client still holds its side.
      await expect.poll(() => openConnections(app)).toBe(0);
      client.destroy();
    } finally {
      await app.close();
    }
  });

  it('lets a body slower than the request timeout go on while it keeps arriving, and drops one that trickles', async () => {
    const app = await buildTestApp(undefined, {
      http: { headersTimeoutMs: 300, requestTimeoutMs: 400, bodyMinBytesPerSecond: 500 },
    });
    try {
      const port = await listen(app);
      // 2,000 bytes in chunks of 100 about every 50 ms: a second or more, well above 500 bytes a second.
      const json = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
      const body = `${json.slice(0, -1)}${' '.repeat(2000 - json.length)}}`;
      expect(body).toHaveLength(2000);
      const upload = connect(port, '127.0.0.1');
      const uploaded = firstLine(upload);
      upload.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      await sendSlowly(upload, body, 100, 50);
      expect(await uploaded).toBe('HTTP/1.1 401 Unauthorized');
      upload.destroy();

      // One byte every 100 ms: behind the rate from the start, dropped soon after the request timeout.
      const trickle = connect(port, '127.0.0.1');
      const trickled = firstLine(trickle);
      trickle.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n',
      );
      void sendSlowly(trickle, body, 1, 100);
      expect(await trickled).toMatch(/^HTTP\/1\.1 408|^closed$/);
    } finally {
      await app.close();
    }
  });

  it('drops a half-sent request behind a proxy that streams it, as without one', async () => {
    const app = await buildTestApp(undefined, {
      trustProxy: ['127.0.0.1'],
      http: { headersTimeoutMs: 300, requestTimeoutMs: 500 },
    });
    // A plain TCP proxy: each client's bytes go to the server as they come, and back.
    const proxy = createServer((client) => {
      const upstream = connect(appPort, '127.0.0.1');
      client.pipe(upstream).pipe(client);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    const appPort = await listen(app);
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const proxyPort = (proxy.address() as AddressInfo).port;
      const [headers, body] = await Promise.all([
        halfSent(proxyPort, 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 41.90.1.1\r\n'),
        halfSent(
          proxyPort,
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 41.90.1.2\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"email":',
        ),
      ]);
      expect(headers).toMatch(/^HTTP\/1\.1 408|^closed$/);
      expect(body).toMatch(/^HTTP\/1\.1 408|^closed$/);
    } finally {
      proxy.close();
      await app.close();
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

async function listen(app: TestApp): Promise<number> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return (app.app.server.address() as AddressInfo).port;
}

/** The status line of the first answer on `socket`, or "closed" if it closes without one. */
function firstLine(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) resolve(answer.split('\r\n')[0]);
    });
    socket.on('error', () => {});
    socket.on('end', () => resolve(answer.split('\r\n')[0] || 'closed'));
    socket.on('close', () => resolve(answer.split('\r\n')[0] || 'closed'));
  });
}

/** Sends `text` on `socket` in pieces of `size` characters, one each `everyMs`, while it is open. */
async function sendSlowly(socket: Socket, text: string, size: number, everyMs: number) {
  for (let at = 0; at < text.length && !socket.destroyed; at += size) {
    socket.write(text.slice(at, at + size));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Writes `text` and nothing more; resolves with the first line of the answer, or "closed". */
function halfSent(port: number, text: string): Promise<string> {
  const socket = connect(port, '127.0.0.1', () => socket.write(text));
  return firstLine(socket);
}

function openConnections(app: TestApp): Promise<number> {
  return new Promise((resolve, reject) =>
    app.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}
