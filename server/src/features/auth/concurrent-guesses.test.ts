/**
 * docs/reliability.md §51: guesses sent at the same instant are counted like guesses sent one
 * after the other, in this process's memory and in Redis alike.
 */
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, registerLandlord, type TestApp } from '../../../test/helpers';
import { createLoginThrottle, PAIR_FREE, type ThrottleStore } from '../../lib/login-throttle';
import { redisThrottleStore } from '../../lib/redis-throttle-store';

const RIGHT = 'correct horse battery';
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? createClient({ url: redisUrl }) : null;
const prefix = `safestay-test-guesses:${process.pid}:${Date.now()}:`;
afterAll(async () => {
  if (!redis?.isOpen) return;
  for (const key of await redis.keys(`${prefix}*`)) await redis.del(key);
  await redis.quit();
});

/** 39 wrong passwords and the right one last, all sent at once from one address. */
const fortyAtOnce = (send: (password: string) => Promise<{ statusCode: number; headers: object; body: string }>) =>
  Promise.all(Array.from({ length: 40 }, (_, i) => send(i === 39 ? RIGHT : `wrong guess ${i}`)));

async function sessionsOf(t: TestApp, userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function expectOnlyTheAllowanceChecked(answers: { statusCode: number; headers: object; body: string }[]) {
  const checked = answers.filter((a) => a.statusCode !== 429);
  expect(checked.length, answers.map((a) => a.statusCode).join(' ')).toBeLessThanOrEqual(PAIR_FREE);
  for (const refused of answers.filter((a) => a.statusCode === 429)) {
    expect(Number((refused.headers as Record<string, string>)['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body).message).toMatch(/Try again in \d+ (second|minute)/);
  }
  expect(answers.length - checked.length).toBeGreaterThanOrEqual(40 - PAIR_FREE);
}

const stores: [string, () => Promise<ThrottleStore | undefined>][] = [['memory', async () => undefined]];
if (redis)
  stores.push([
    'Redis',
    async () => {
      if (!redis.isOpen) await redis.connect();
      return redisThrottleStore(redis, prefix);
    },
  ]);

describe.each(stores)('40 guesses at once, counts in %s', (_name, store) => {
  it('sign-in checks at most the free allowance; the rest wait, and the right password among them does not get in', async () => {
    const t = await buildTestApp(await createTestDatabase(), {
      loginThrottle: createLoginThrottle(await store()),
    });
    try {
      const landlord = await registerLandlord(t.app);
      const answers = await fortyAtOnce((password) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '41.90.3.1',
          payload: { email: landlord.user.email, password },
        }),
      );
      expectOnlyTheAllowanceChecked(answers);
      // Registration opened one session; a sign-in would be another, and only a checked one can.
      const signedIn = answers.filter((a) => a.statusCode === 200).length;
      expect(await sessionsOf(t, landlord.user.id)).toBe(1 + signedIn);
    } finally {
      await t.close();
      await t.database.dispose();
    }
  });

  it('change-password checks at most the free allowance of current passwords', async () => {
    const t = await buildTestApp(await createTestDatabase(), {
      loginThrottle: createLoginThrottle(await store()),
    });
    try {
      const landlord = await registerLandlord(t.app);
      const answers = await fortyAtOnce((currentPassword) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          remoteAddress: '41.90.3.2',
          headers: landlord.auth,
          payload: { currentPassword, newPassword: 'a brand new secret' },
        }),
      );
      expectOnlyTheAllowanceChecked(answers);
    } finally {
      await t.close();
      await t.database.dispose();
    }
  });
});
