import { EventEmitter } from 'node:events';
import { SOCKET_EVENTS_PER_SECOND } from '@safestay/contracts';
import type { Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocketRateLimit } from './socket-rate-limit';

/** Just enough of a Socket.IO socket: middleware, disconnect, and a way to send it events. */
function fakeSocket() {
  const events = new EventEmitter();
  const middleware: Array<(event: unknown[], next: (err?: Error) => void) => void> = [];
  let passed = 0;
  let disconnected = false;
  const socket = {
    on: (name: string, fn: () => void) => events.on(name, fn),
    use: (fn: (typeof middleware)[number]) => middleware.push(fn),
    disconnect: () => {
      disconnected = true;
    },
  } as unknown as Socket;
  return {
    socket,
    send(count: number) {
      for (let i = 0; i < count; i += 1) for (const fn of middleware) fn(['sendMessage'], () => passed++);
    },
    close: () => events.emit('disconnect'),
    get passed() {
      return passed;
    },
    get disconnected() {
      return disconnected;
    },
  };
}

describe('per-user socket rate limit (docs/reliability.md §20)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('lets a burst of one second through, drops the rest, and refills with time', () => {
    const limit = createSocketRateLimit();
    const a = fakeSocket();
    limit(a.socket, 'u1');
    a.send(SOCKET_EVENTS_PER_SECOND + 5);
    expect(a.passed).toBe(SOCKET_EVENTS_PER_SECOND);
    vi.advanceTimersByTime(1000);
    a.send(SOCKET_EVENTS_PER_SECOND);
    expect(a.passed).toBe(2 * SOCKET_EVENTS_PER_SECOND);
    expect(a.disconnected).toBe(false);
  });

  it("shares one allowance among a user's sockets, but not between users", () => {
    const limit = createSocketRateLimit();
    const [a, b, other] = [fakeSocket(), fakeSocket(), fakeSocket()];
    limit(a.socket, 'u1');
    limit(b.socket, 'u1');
    limit(other.socket, 'u2');
    a.send(SOCKET_EVENTS_PER_SECOND);
    b.send(5);
    other.send(5);
    expect(a.passed + b.passed).toBe(SOCKET_EVENTS_PER_SECOND);
    expect(other.passed).toBe(5);
  });

  it('cuts off a socket that keeps flooding', () => {
    const limit = createSocketRateLimit();
    const a = fakeSocket();
    limit(a.socket, 'u1');
    a.send(SOCKET_EVENTS_PER_SECOND * 7);
    expect(a.disconnected).toBe(true);
  });

  it("forgets a user's bucket when their last socket closes", () => {
    const limit = createSocketRateLimit();
    const a = fakeSocket();
    limit(a.socket, 'u1');
    a.send(SOCKET_EVENTS_PER_SECOND);
    a.close();
    const again = fakeSocket();
    limit(again.socket, 'u1');
    again.send(SOCKET_EVENTS_PER_SECOND);
    expect(again.passed).toBe(SOCKET_EVENTS_PER_SECOND);
  });
});
