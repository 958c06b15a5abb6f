import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createProcessQueue } from './inbox';

describe('the queue of stored callbacks', () => {
  it('processes one at a time, in arrival order, also when a whole stored batch is pushed at once', async () => {
    const done: string[] = [];
    let inFlight = 0;
    let most = 0;
    const queue = createProcessQueue(
      async (id) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        // Work that waits on I/O: the next callback could start now if the queue let it.
        await setImmediate();
        done.push(id);
        inFlight -= 1;
      },
      (error) => {
        throw error;
      },
      async () => {},
    );
    // What the callback route does when a batch of stored callbacks commits: a push per callback, in one go.
    const ids = Array.from({ length: 50 }, (_, i) => `event-${i}`);
    for (const id of ids) queue.push(id);
    await expect.poll(() => done.length).toBe(ids.length);
    expect(done).toEqual(ids);
    expect(most).toBe(1);
  });
});
