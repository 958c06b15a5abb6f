import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { waitForRequestsOnClose } from './in-flight';

/** An app whose one route works for `ms` and then records that it finished. */
async function slowApp(ms: number, wait: boolean) {
  const app = Fastify();
  if (wait) waitForRequestsOnClose(app, 5_000);
  const events: string[] = [];
  let started: () => void = () => {};
  const handling = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.get('/slow', async () => {
    started();
    await new Promise((resolve) => setTimeout(resolve, ms));
    events.push('handler finished');
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, events, handling, port };
}

/** Sends a request and hangs up once the handler has started, as a phone losing its signal does. */
async function requestAndHangUp(port: number, handling: Promise<void>) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await handling;
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('waitForRequestsOnClose', () => {
  it('closing waits for a request whose client has gone, so its work ends before the database closes', async () => {
    const { app, events, handling, port } = await slowApp(300, true);
    await requestAndHangUp(port, handling);
    await app.close();
    events.push('closed');
    expect(events).toEqual(['handler finished', 'closed']);
  });

  it('without it, the app closes while that request is still being handled', async () => {
    const { app, events, handling, port } = await slowApp(300, false);
    await requestAndHangUp(port, handling);
    await app.close();
    events.push('closed');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(events).toEqual(['closed', 'handler finished']);
  });

  it('closes at once when nothing is being handled', async () => {
    const { app, port } = await slowApp(300, true);
    const res = await fetch(`http://127.0.0.1:${port}/missing`);
    expect(res.status).toBe(404);
    const t0 = performance.now();
    await app.close();
    expect(performance.now() - t0).toBeLessThan(1_000);
  });
});
