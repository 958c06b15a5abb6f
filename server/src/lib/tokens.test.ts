import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const key = new TextEncoder().encode(SECRET);

describe('token service (HS256)', () => {
  it('signs tokens a standard JWT library accepts, with a 7-day lifetime', async () => {
    const token = createTokenService(SECRET).sign({ sub: 'user-1', sid: 'session-1' });
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe('user-1');
    expect(payload.sid).toBe('session-1');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(7 * 24 * 60 * 60);
  });

  it('accepts an HS256 token from a standard JWT library signed with the same secret', async () => {
    const token = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-2')
      .setExpirationTime('1h')
      .sign(key);
    expect(createTokenService(SECRET).verify(token)).toEqual({ sub: 'user-2', sid: 's' });
  });

  it('refuses a token once it has expired, and one not valid yet', async () => {
    const week = 7 * 24 * 60 * 60 * 1000;
    const signedAt = (ago: number) =>
      createTokenService(SECRET, () => Date.now() - ago).sign({ sub: 'user-3', sid: 's3' });
    const tokens = createTokenService(SECRET);
    expect(tokens.verify(signedAt(week - 5000))).toEqual({ sub: 'user-3', sid: 's3' });
    expect(tokens.verify(signedAt(week + 5000))).toBeNull();

    const later = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-3')
      .setNotBefore('10m')
      .setExpirationTime('1h')
      .sign(key);
    expect(createTokenService(SECRET).verify(later)).toBeNull();
  });

  it('refuses tokens with a critical header, a wrong signature, missing claims or garbage', async () => {
    const tokens = createTokenService(SECRET);
    const good = tokens.sign({ sub: 'user-4', sid: 's4' });
    const [header, payload, signature] = good.split('.');
    const crit = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256', crit: ['b64'], b64: true })
      .setSubject('user-4')
      .setExpirationTime('1h')
      .sign(key);
    const noSid = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setExpirationTime('1h')
      .sign(key);
    const noExp = await new SignJWT({ sid: 's' }).setProtectedHeader({ alg: 'HS256' }).setSubject('x').sign(key);
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    for (const token of [
      crit,
      noSid,
      noExp,
      flipped,
      '',
      'a.b',
      'a.b.c',
      `${header}.${payload}`,
      `${good}.x`,
      `${header}.${payload}.!!!`,
    ]) {
      expect(tokens.verify(token), token).toBeNull();
    }
    expect(createTokenService('another-secret-another-secret-another').verify(good)).toBeNull();
  });
});
