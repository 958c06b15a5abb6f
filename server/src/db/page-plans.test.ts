import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerLandlord, registerTenant, type Session, type TestApp } from '../../test/helpers';
import { createDeliverer } from '../features/notifications/delivery';
import { migrateToLatest, openDatabase } from './database';

/**
 * A landlord's list pages are newest first and `limit` long, so each must walk an index in that
 * order and stop after the page. If SQLite picks another index instead, it reads and sorts the
 * whole building for every page: unnoticeable in a test, seconds on a building of a few years.
 * SQLite chooses without statistics (SafeStay never runs ANALYZE), as here. Changing a page's
 * order or adding an index that also leads with the building can change its choice; this says so
 * at once. (With statistics gathered before such an index existed, the payments page did go
 * astray on a bench database: docs/performance.md's git history.) The same holds for the lookups that run most
 * often (each M-Pesa callback, the notifications loop each second), and one more trap: SQLite uses a
 * partial index only for a query that repeats its condition as written, with the values in the text.
 * The plans are SQLite's; PostgreSQL's on a large platform were read by hand (docs/performance.md's
 * git history, 2026-11-27 and 28).
 */
const PAGES = [
  '/api/payments?limit=50',
  '/api/complaints?limit=50',
  '/api/audit?limit=50',
  '/api/bills/apartment?limit=50',
  // Houses in code order, A2 before A10: the place each keeps (migration 0056).
  '/api/units?limit=50',
  // Paged by month (the screens' lists): payments in the order of the day received.
  '/api/payments?limit=20&group=month',
  '/api/payments?limit=20&group=month&status=confirmed',
  '/api/audit?limit=20&group=month',
  '/api/bills/apartment?limit=20&group=month',
  '/api/notifications/outbox?limit=20&group=month',
];

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the plans of pages and busy lookups (SQLite)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'safestay-plans-'));
  const file = path.join(dir, 'safestay.db');
  let recording: Array<{ sql: string; parameters: readonly unknown[] }> | null = null;
  let t: TestApp;
  let landlord: Session;
  let raw: SQLite.Database;

  beforeAll(async () => {
    const handle = openDatabase({
      sqliteFile: file,
      log: (event) => {
        if (event.level === 'query') recording?.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
    await migrateToLatest(handle.db);
    t = await buildTestApp(
      {
        ...handle,
        reopen: () => openDatabase({ sqliteFile: file }),
        dispose: async () => {
          await handle.close();
          rmSync(dir, { recursive: true, force: true });
        },
      },
      { mpesa: { callbackAllowlist: null, publicBaseUrl: 'https://rent.example.co.ke' } },
    );
    landlord = await registerLandlord(t.app);
    await registerTenant(t.app, landlord.user.apartmentId as string);
    raw = new SQLite(file, { readonly: true });
  });

  afterAll(async () => {
    raw?.close();
    await t?.close();
    await t?.database.dispose();
  });

  for (const url of PAGES) {
    it(`${url} reads its page from an index, without sorting the building`, async () => {
      const queries = await queriesOf(url);
      const pageQueries = queries.filter((q) => /\border by\b[\s\S]*\blimit\b/i.test(q.sql));
      expect(pageQueries.length).toBeGreaterThan(0);
      for (const q of pageQueries) {
        expect(planOf(q), q.sql).not.toMatch(/TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/);
      }
    });
  }

  // Each tenant's last payment on a page of the tenants list: one probe per tenant to the end of
  // their run of an index (migration 0025). Through the table, it grew with the tenants' payment
  // history.
  it("the tenants page finds each tenant's last payment in an index, without reading the payments", async () => {
    const queries = await queriesOf('/api/users/tenants?limit=50');
    const last = queries.filter((q) => /max\("p"\."received_at"\)/.test(q.sql));
    expect(last).toHaveLength(1);
    expect(planOf(last[0])).toMatch(/SEARCH p USING COVERING INDEX payments_apartment_tenant_received/);
  });

  // Before an M-Pesa confirmation credits money it looks up its code among the building's payments
  // and past callbacks, and its account number among the tenancies (migration 0026). The partial
  // unique indexes meant for these are never chosen for them, and each read the whole building's.
  const CALLBACK_LOOKUPS: Array<[RegExp, string]> = [
    [/from "payments" where[\s\S]*"reference" = \?/, 'payments_apartment_reference'],
    [/from "mpesa_events" where[\s\S]*"trans_id" = \?/, 'mpesa_events_apartment_trans'],
    [/from "tenancies" as "t"[\s\S]*"t"."account_ref" in/, 'tenancies_apartment_account'],
  ];
  it("an M-Pesa callback finds its code and its tenancy in an index, without reading the building's", async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/payments/mpesa/settings',
      headers: landlord.auth,
      payload: { environment: 'sandbox', shortcodeType: 'paybill', shortcode: '600966' },
    });
    expect(settings.statusCode).toBe(200);
    recording = [];
    const hook = await t.app.inject({
      method: 'POST',
      url: new URL(settings.json().settings.callbackUrls.confirmation).pathname,
      headers: { 'content-type': 'application/json' },
      payload: {
        TransID: 'SKQPLAN001',
        TransTime: '20261125093015',
        TransAmount: '10.00',
        BusinessShortCode: '600966',
        BillRefNumber: 'NOBODY',
        MSISDN: '2547 ***** 126',
        FirstName: 'JANE',
      },
    });
    expect(hook.statusCode).toBe(200);
    await expect
      .poll(() => raw.prepare("select count(*) as n from mpesa_events where outcome = 'received'").get())
      .toEqual({ n: 0 });
    const queries = recording ?? [];
    recording = null;
    for (const [pattern, index] of CALLBACK_LOOKUPS) {
      const lookups = queries.filter((q) => pattern.test(q.sql));
      expect(lookups.length, String(pattern)).toBeGreaterThan(0);
      for (const q of lookups)
        expect(planOf(q), q.sql).toMatch(new RegExp(`^SEARCH \\w+ USING (COVERING )?INDEX ${index}\\b`));
    }
  });

  // The notifications loop looks for what is due once a second, in every process. Its partial
  // index holds only the messages waiting; the outbox keeps every message ever sent.
  it('the notifications loop finds what is due in the outbox index of waiting messages, without sorting', async () => {
    recording = [];
    await createDeliverer(t.database, { providers: {} }).deliverDue();
    const looks = (recording ?? []).filter((q) => /from "outbox" where/.test(q.sql));
    recording = null;
    expect(looks.length).toBeGreaterThan(0);
    for (const q of looks) expect(planOf(q), q.sql).toMatch(/^SEARCH outbox USING INDEX outbox_due \(channel=\?\)$/);
  });

  /** The queries the landlord's request of `url` ran, with their parameters. */
  async function queriesOf(url: string) {
    recording = [];
    const res = await t.app.inject({ method: 'GET', url, headers: landlord.auth });
    const queries = recording;
    recording = null;
    expect(res.statusCode).toBe(200);
    return queries;
  }

  /** SQLite's plan of one query, a line per step. */
  function planOf(q: { sql: string; parameters: readonly unknown[] }) {
    return raw
      .prepare(`explain query plan ${q.sql}`)
      .all(...(q.parameters as unknown[]))
      .map((row) => (row as { detail: string }).detail)
      .join('\n');
  }
});
