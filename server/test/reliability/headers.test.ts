/**
 * docs/reliability.md §14: security headers on every kind of response — JSON, PDF, HTML, static asset,
 * 404, 401, 400, 413 and a 500. Plus §21's static half: the web code never renders raw HTML.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers';
import { buildReliabilityApp, figure } from './support';
import { seedWorld, type World } from './world';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let t: Awaited<ReturnType<typeof buildReliabilityApp>>;
let w: World;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'safestay-headers-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');
  t = await buildReliabilityApp(await createTestDatabase(), { webDist });
  w = await seedWorld(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await t?.database.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives['object-src'], `${label}: object-src`).toEqual(["'none'"]);
  expect(directives['base-uri'], `${label}: base-uri`).toEqual(["'none'"]);
  expect(directives['frame-ancestors'], `${label}: frame-ancestors`).toBeDefined();
  const scripts = directives['script-src'] ?? directives['default-src'];
  expect(scripts, `${label}: script-src`).toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${label}: Referrer-Policy`).toBeDefined();
  expect(headers['x-powered-by'], `${label}: X-Powered-By`).toBeUndefined();
}

describe('security headers on every kind of response', () => {
  it('are on JSON, PDF, HTML, assets, 404, 401, 400, 413 and 500 answers', async () => {
    const cases: [string, () => Promise<{ statusCode: number; headers: Record<string, unknown> }>, number][] = [
      ['JSON', () => t.app.inject({ method: 'GET', url: '/api/bills/me', headers: w.TA1.auth }), 200],
      [
        'PDF',
        () =>
          t.app.inject({ method: 'GET', url: `/api/bills/download/${w.objects.TA1.unpaidBill}`, headers: w.TA1.auth }),
        200,
      ],
      [
        'receipt PDF',
        () =>
          t.app.inject({
            method: 'GET',
            url: `/api/bills/download-receipt/${w.objects.TA1.paidBill}`,
            headers: w.TA1.auth,
          }),
        200,
      ],
      ['HTML /', () => t.app.inject({ method: 'GET', url: '/' }), 200],
      ['HTML deep link', () => t.app.inject({ method: 'GET', url: '/bills' }), 200],
      ['asset', () => t.app.inject({ method: 'GET', url: '/assets/index-abc.js' }), 200],
      ['API 404', () => t.app.inject({ method: 'GET', url: '/api/nope' }), 404],
      [
        '404 object',
        () =>
          t.app.inject({ method: 'GET', url: `/api/bills/download/${w.objects.TB1.unpaidBill}`, headers: w.TA1.auth }),
        404,
      ],
      ['401', () => t.app.inject({ method: 'GET', url: '/api/bills/me' }), 401],
      ['403', () => t.app.inject({ method: 'GET', url: '/api/users/tenants', headers: w.TA1.auth }), 403],
      [
        '400',
        () => t.app.inject({ method: 'POST', url: '/api/complaints', headers: w.TA1.auth, payload: { title: 1 } }),
        400,
      ],
      [
        '400 bad JSON',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/complaints',
            headers: { ...w.TA1.auth, 'content-type': 'application/json' },
            payload: '{',
          }),
        400,
      ],
      [
        '413',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/complaints',
            headers: { ...w.TA1.auth, 'content-type': 'application/json' },
            payload: JSON.stringify({ title: 'x'.repeat(1_100_000) }),
          }),
        413,
      ],
      ['docs', () => t.app.inject({ method: 'GET', url: '/api/docs/json' }), 200],
    ];
    for (const [label, send, status] of cases) {
      const res = await send();
      expect(res.statusCode, label).toBe(status);
      expectSecurityHeaders(res.headers, label);
      // Answers of the API may carry personal data: never kept by a browser or proxy cache.
      if (!['HTML /', 'HTML deep link', 'asset', 'docs'].includes(label)) {
        expect(String(res.headers['cache-control']), `${label}: Cache-Control`).toMatch(/(^|\s)no-store/);
      }
    }
    // Last, a forced 500: the table behind GET /api/rules is gone.
    await sql`DROP TABLE rules`.execute(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/rules', headers: w.LA.auth });
    expect(res.statusCode).toBe(500);
    expectSecurityHeaders(res.headers, '500');
    figure('kinds of response with security headers', cases.length + 1);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('the web code never renders raw HTML (docs/reliability.md §21)', () => {
  it('has no dangerouslySetInnerHTML, innerHTML, insertAdjacentHTML, document.write or eval', () => {
    const files = sourceFiles(path.join(root, 'web/src'));
    expect(files.length).toBeGreaterThan(20);
    const hits: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of [
        /dangerouslySetInnerHTML/,
        /\.(inner|outer)HTML\s*=/,
        /insertAdjacentHTML/,
        /document\.write/,
        /\beval\(/,
        /new Function\(/,
      ]) {
        if (pattern.test(text)) hits.push(`${path.relative(root, file)}: ${pattern}`);
      }
    }
    expect(hits).toEqual([]);
    figure('web source files checked for raw HTML', files.length);
  });
});
