import { once } from 'node:events';
import net from 'node:net';
import { setImmediate } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForRequestsOnClose } from './in-flight';

/**
 * An app whose one route works until the test lets it finish (`finish()`), then records that it
 * finished; `handling` resolves once it has started, `finished` once it is done.
 */
async function slowApp(wait: { waitMs: number } | false) {
  const app = Fastify();
  if (wait) waitForRequestsOnClose(app, wait.waitMs);
  const events: string[] = [];
  let started: () => void = () => {};
  const handling = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finish: () => void = () => {};
  const work = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  app.get('/slow', async () => {
    started();
    await work;
    events.push('handler finished');
    done();
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, events, handling, finish, finished, port };
}

/** Sends a request and hangs up once the handler has started, as a phone losing its signal does. */
async function requestAndHangUp(port: number, handling: Promise<void>) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await handling;
  const gone = once(socket, 'close');
  socket.destroy();
  await gone;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('waitForRequestsOnClose', () => {
  it('closing waits for a request whose client has gone, so its work ends before the database closes', async () => {
    const { app, events, handling, finish, port } = await slowApp({ waitMs: 30_000 });
    await requestAndHangUp(port, handling);
    const closing = app.close().then(() => events.push('closed'));
    // Fastify shuts the server first (its onClose hook runs before ours); once every connection is
    // gone nothing left in closing waits on I/O, so a turn of the event loop would finish it...
    await once(app.server, 'close');
    await setImmediate();
    // ...were it not waiting for the handler.
    expect(events).toEqual([]);
    finish();
    await closing;
    expect(events).toEqual(['handler finished', 'closed']);
  });

  it('without it, the app closes while that request is still being handled', async () => {
    const { app, events, handling, finish, finished, port } = await slowApp(false);
    await requestAndHangUp(port, handling);
    await app.close();
    events.push('closed');
    finish();
    await finished;
    expect(events).toEqual(['closed', 'handler finished']);
  });

  it('closes at once when nothing is being handled: it does not wait out its limit', async () => {
    const { app, port } = await slowApp({ waitMs: 60_000 });
    const res = await fetch(`http://127.0.0.1:${port}/missing`);
    expect(res.status).toBe(404);
    // The limit's timer never fires unless the clock is moved: closing ends without it.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await app.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
