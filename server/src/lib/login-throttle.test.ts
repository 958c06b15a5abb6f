import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeClock, guessesIn15Minutes, retryAfter } from '../../test/throttle-sim';
import {
  ACCOUNT_MAX_WAIT_MS,
  createLoginThrottle,
  memoryThrottleStore,
  PAIR_FREE,
  type ThrottleStore,
} from './login-throttle';
import { redisThrottleStore } from './redis-throttle-store';

describe('sign-in throttle (per account and address, growing waits)', () => {
  it('lets one address make PAIR_FREE wrong guesses, then makes it wait 1 s, 2 s, 4 s …', async () => {
    const clock = fakeClock();
    const throttle = createLoginThrottle(memoryThrottleStore(), clock.now);
    for (let i = 0; i < PAIR_FREE; i += 1) {
      expect(await retryAfter(throttle, 'a@example.com', '10.0.0.1')).toBe(0);
      await throttle.recordFailure('a@example.com', '10.0.0.1');
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const wait = await retryAfter(throttle, 'a@example.com', '10.0.0.1');
      waits.push(wait);
      clock.advance(wait * 1000);
      await throttle.recordFailure('a@example.com', '10.0.0.1');
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The right password from this address clears its count.
    clock.advance(16_000);
    await throttle.reset('a@example.com', '10.0.0.1');
    expect(await retryAfter(throttle, 'a@example.com', '10.0.0.1')).toBe(0);
  });

  it('never keeps the owner out for long: after any number of guesses from elsewhere, a new address waits ≤ 30 s', async () => {
    const clock = fakeClock();
    const throttle = createLoginThrottle(memoryThrottleStore(), clock.now);
    // A botnet: 1,000 addresses, each guessing until its own allowance is spent.
    for (let bot = 0; bot < 1000; bot += 1) {
      for (let i = 0; i < PAIR_FREE; i += 1)
        await throttle.recordFailure('owner@example.com', `10.1.${bot >> 8}.${bot & 255}`);
    }
    const ownerWait = await retryAfter(throttle, 'owner@example.com', '196.201.214.9');
    expect(ownerWait).toBeGreaterThan(0);
    expect(ownerWait * 1000).toBeLessThanOrEqual(ACCOUNT_MAX_WAIT_MS);
    clock.advance(ownerWait * 1000);
    expect(await retryAfter(throttle, 'owner@example.com', '196.201.214.9')).toBe(0);
    // Before, ten wrong passwords from anyone locked the account for 15 minutes.
  });

  it('gives one address about 15 guesses in 15 minutes', async () => {
    const clock = fakeClock();
    const guesses = await guessesIn15Minutes(
      [createLoginThrottle(memoryThrottleStore(), clock.now)],
      clock,
      '10.0.0.9',
    );
    console.info(`guesses per 15 minutes from one address, one process: ${guesses}`);
    expect(guesses).toBeLessThanOrEqual(16);
  });

  it('forgets counts 15 minutes after the last failure', async () => {
    const clock = fakeClock();
    const throttle = createLoginThrottle(memoryThrottleStore(), clock.now);
    for (let i = 0; i < 8; i += 1) await throttle.recordFailure('b@example.com', '10.0.0.2');
    expect(await retryAfter(throttle, 'b@example.com', '10.0.0.2')).toBeGreaterThan(0);
    clock.advance(15 * 60_000);
    expect(await retryAfter(throttle, 'b@example.com', '10.0.0.2')).toBe(0);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('counts shared through Redis', () => {
  const client = createClient({ url: process.env.TEST_REDIS_URL });
  const prefix = `safestay-test:${process.pid}:${Date.now()}:`;
  afterAll(async () => {
    for (const key of await client.keys(`${prefix}*`)) await client.del(key);
    await client.quit();
  });

  it('two processes give a guesser the guesses of one', async () => {
    if (!client.isOpen) await client.connect();
    const clock = fakeClock();
    const shared: ThrottleStore = redisThrottleStore(client, prefix);
    const two = [
      createLoginThrottle(shared, clock.now),
      createLoginThrottle(redisThrottleStore(client, prefix), clock.now),
    ];
    const guesses = await guessesIn15Minutes(two, clock, '10.0.0.10');
    console.info(`guesses per 15 minutes from one address, two processes on Redis: ${guesses}`);
    expect(guesses).toBeLessThanOrEqual(16);

    // Each with its own memory, the same two processes would give twice the free guesses.
    const separate = [
      createLoginThrottle(memoryThrottleStore(), clock.now),
      createLoginThrottle(memoryThrottleStore(), clock.now),
    ];
    let free = 0;
    while ((await retryAfter(separate[free % 2], 'c@example.com', '10.0.0.11')) === 0) {
      await separate[free % 2].recordFailure('c@example.com', '10.0.0.11');
      free += 1;
    }
    expect(free).toBe(2 * PAIR_FREE);
  });
});
