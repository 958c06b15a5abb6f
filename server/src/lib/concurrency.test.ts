import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency';

describe('concurrencyLimit', () => {
  it('never runs more than its slots at once, runs every task in arrival order, and survives failures', async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 9 }, (_, i) =>
        run(async () => {
          started.push(i);
          active += 1;
          most = Math.max(most, active);
          // Work that waits on I/O: the next task could start now if the limit let it.
          await setImmediate();
          active -= 1;
          if (i === 3) throw new Error('task 3 fails');
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.map((r) => r.status)).toEqual([
      ...Array(3).fill('fulfilled'),
      'rejected',
      ...Array(5).fill('fulfilled'),
    ]);
    // A slot freed by the failure is used again.
    await expect(run(async () => 'after')).resolves.toBe('after');
  });
});
