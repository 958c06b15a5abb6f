import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, describeStore, loadConfig } from './config';

const dir = mkdtempSync(path.join(os.tmpdir(), 'safestay-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      logLevel: 'info',
      authRateLimit: 100,
      pdfRateLimit: 20,
      writeRateLimit: 60,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['LOG_FORMAT', 'yaml'],
    ['AUTH_RATE_LIMIT', '0'],
    ['PDF_RATE_LIMIT', '0'],
    ['WRITE_RATE_LIMIT', '0'],
    ['BUILDING_RATE_LIMIT', '0'],
    ['BODY_MIN_BYTES_PER_SECOND', '0'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '99'],
    ['TRUST_PROXY', '10.0.0.1, proxy.local'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['REQUEST_TIMEOUT_MS', '5'],
  ])('names %s when its value (%s) is bad', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dir, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}:`),
    );
  });

  it('reads LOG_FORMAT: unset leaves the choice to the terminal', () => {
    expect(loadConfig({ DATA_DIR: dir }).logFormat).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('says where the data is for a person, never a password', () => {
    expect(describeStore({ dataDir: path.resolve('data') })).toBe(`SQLite at ${path.join('data', 'safestay.db')}`);
    expect(describeStore({ dataDir: '/srv/safestay' })).toBe('SQLite at /srv/safestay/safestay.db');
    expect(describeStore({ dataDir: dir, databaseUrl: 'postgres://app:secret@db.local:5432/safestay' })).toBe(
      'PostgreSQL at db.local:5432/safestay',
    );
  });

  it("sets SMS and email up only when configured, and refuses half an Africa's Talking account", () => {
    const none = loadConfig({ DATA_DIR: dir });
    expect(none.notify).toMatchObject({ sms: undefined, email: undefined, pollMs: 1000, worker: true });
    const both = loadConfig({
      DATA_DIR: dir,
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'k',
      SMTP_URL: 'smtp://mail.example.co.ke:587',
      MAIL_FROM: 'Rent <rent@example.co.ke>',
    });
    expect(both.notify.sms).toEqual({ username: 'sandbox', apiKey: 'k', senderId: undefined, apiBase: undefined });
    expect(both.notify.email).toEqual({ url: 'smtp://mail.example.co.ke:587', from: 'Rent <rent@example.co.ke>' });
    expect(() => loadConfig({ DATA_DIR: dir, AT_USERNAME: 'sandbox' })).toThrow(/AT_API_KEY/);
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges, off by default', () => {
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, 192.168.1.10 ,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
    ]);
  });

  it('has HTTP timeouts that drop half-sent headers within 10 s and a body within 30 s, configurable', () => {
    expect(loadConfig({ DATA_DIR: dir }).http).toEqual({
      listenBacklog: 4096,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      bodyMinBytesPerSecond: 2_048,
      keepAliveTimeoutMs: 5_000,
      idleTimeoutMs: 60_000,
    });
    const custom = loadConfig({
      DATA_DIR: dir,
      REQUEST_TIMEOUT_MS: '10000',
      HEADERS_TIMEOUT_MS: '15000',
      BODY_MIN_BYTES_PER_SECOND: '500',
    }).http;
    expect(custom).toMatchObject({ requestTimeoutMs: 10_000, headersTimeoutMs: 10_000, bodyMinBytesPerSecond: 500 });
  });

  it('generates a 256-bit secret once, stores it with mode 0600 and reuses it', () => {
    const own = mkdtempSync(path.join(os.tmpdir(), 'safestay-secret-'));
    try {
      const first = loadConfig({ DATA_DIR: own }).jwtSecret;
      const file = path.join(own, 'jwt-secret');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(loadConfig({ DATA_DIR: own }).jwtSecret).toBe(first);
      expect(loadConfig({ DATA_DIR: own, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
