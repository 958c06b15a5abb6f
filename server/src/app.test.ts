import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
const LOGIN_HTML =
  '<!doctype html><title>SafeStay</title><div id="root" data-prerendered="/login"><form method="post" aria-label="Sign in">' +
  '<label for="e">Email</label><input id="e" type="email" name="email" value=""/>' +
  '<label for="p">Password</label><input id="p" type="password" name="password" value=""/>' +
  '<button type="submit">Sign in</button></form></div><script type="module" src="/assets/index-abc123.js"></script>';
// The same page in Kiswahili (web/vite.config.ts writes login.sw.html beside login.html).
const LOGIN_SW_HTML =
  '<!doctype html><html lang="sw"><title>Ingia · SafeStay</title><div id="root" data-prerendered="/login">' +
  '<form method="post" aria-label="Ingia"><button type="submit">Ingia</button></form></div>';
const webDist = mkdtempSync(path.join(os.tmpdir(), 'safestay-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SafeStay</title><div id="root"></div>');
  // What the web build writes for /login (web/src/app/prerendered.ts): the sign-in form in #root.
  writeFileSync(path.join(webDist, 'login.html'), LOGIN_HTML);
  writeFileSync(path.join(webDist, 'login.html.br'), brotliCompressSync(LOGIN_HTML));
  writeFileSync(path.join(webDist, 'login.sw.html'), LOGIN_SW_HTML);
  writeFileSync(path.join(webDist, 'login.sw.html.br'), brotliCompressSync(LOGIN_SW_HTML));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What web/vite.config.ts writes beside every asset.
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  t = await buildTestApp(undefined, { webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/dashboard', '/bills?tenant=x', '/some/deep/link', '/login/extra'])(
    'answers %s with index.html, not cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it.each(['/login', '/login?from=x'])('answers %s with the prerendered sign-in form, not cached', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    // The fields are in the HTML itself, ahead of the script that hydrates them.
    const form = res.body.indexOf('<form');
    expect(form).toBeGreaterThan(-1);
    expect(res.body.indexOf('<input id="e" type="email" name="email"')).toBeGreaterThan(form);
    expect(res.body.indexOf('type="password" name="password"')).toBeGreaterThan(form);
    expect(res.body.indexOf('<button type="submit">Sign in</button>')).toBeLessThan(res.body.indexOf('<script'));
  });

  it('sends the prerendered page compressed where the browser accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LOGIN_HTML);
    const head = await t.app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
  });

  it.each([
    ['a browser asking for Kiswahili', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' }, 'sw'],
    ['a browser asking for English first', { 'accept-language': 'en-GB,sw;q=0.5' }, 'en'],
    ['a browser asking for neither', { 'accept-language': 'fr-FR' }, 'en'],
    ['Kiswahili picked on this device', { cookie: 'a=1; safestay_locale=sw', 'accept-language': 'en-US' }, 'sw'],
    ['English picked on a Kiswahili browser', { cookie: 'safestay_locale=en', 'accept-language': 'sw-KE' }, 'en'],
    ['a cookie of no language of ours', { cookie: 'safestay_locale=fr', 'accept-language': 'sw' }, 'sw'],
  ])('sends the sign-in page to %s in its language', async (_who, headers, locale) => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(locale === 'sw' ? LOGIN_SW_HTML : LOGIN_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
    // One URL, a body per language and encoding: a shared cache keys on all three.
    const vary = String(res.headers.vary).split(/,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['Accept-Encoding', 'Cookie', 'Accept-Language']));
  });

  it('sends the Kiswahili page compressed too, and nothing at /login.sw', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br', 'accept-language': 'sw' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LOGIN_SW_HTML);
    const other = await t.app.inject({ method: 'GET', url: '/login.sw', headers: { accept: 'text/html' } });
    expect(other.body).not.toContain('Ingia');
  });

  it('sends a sign-in form posted before the JavaScript ran back to the page, unread', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co&password=secret',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
    expect(res.body).not.toContain('secret');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed asset a browser accepts, and the plain file to one that accepts none', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps unknown API paths as JSON 404s with security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found.');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
