import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportAnswer } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type Session, type TestApp } from '../../test/helpers';
import { DEMO_PASSWORD, LANDLORD } from './demo-building';
import { seedDemo, Tally } from './seed-demo';

// The sample statement the import screen offers (web/public/samples) is written for the demo
// building: imported there, it pays some tenants, confirms a claim, leaves two rows unmatched and
// finds one payment already recorded (docs/imports.md "Fixtures and the sample").
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sample = readFileSync(path.join(root, 'web/public/samples/mpesa-statement-sample.csv'), 'utf8');

let t: TestApp;
let landlord: Session;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, 'demo-sample-test-secret-demo-sample-test-secret', new Tally());
  landlord = await loginAs(t.app, LANDLORD.email, DEMO_PASSWORD);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const importSample = async (query: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/mpesa/statements${query}`,
    headers: { ...landlord.auth, 'content-type': 'text/csv' },
    payload: sample,
  });
  return { status: res.statusCode, answer: res.json() as ImportAnswer };
};

describe('the sample M-Pesa statement on the demo building', () => {
  it('previews as a mix: tenants paid, a claim confirmed, two unmatched, one already recorded, two ignored', async () => {
    const { status, answer } = await importSample('?dryRun=1');
    expect(status).toBe(200);
    const byReference = new Map(answer.lines.map((l) => [l.reference, l]));
    const fate = (reference: string) => [byReference.get(reference)?.outcome, byReference.get(reference)?.tenantName];
    expect(fate('TKA1B2C3D4')).toEqual(['matched', 'Fatuma Hassan']);
    expect(fate('TKA1B2C3D5')).toEqual(['matched', 'Wanjiru Kamau']);
    expect(fate('TKA1B2C3D6')).toEqual(['matched', 'Nafula Wekesa']);
    expect(fate('SK901DEMOR')).toEqual(['claim', 'Chebet Jepkosgei']);
    expect(fate('TKA1B2C3D8')[0]).toBe('unmatched');
    expect(fate('TKA1B2C3DA')[0]).toBe('unmatched');
    expect(fate('SK001DEMOB')[0]).toBe('duplicate');
    expect(fate('TKA1B2C3D7')[0]).toBe('ignored');
    expect(fate('TKA1B2C3D9')[0]).toBe('ignored');
    expect([answer.matched, answer.unmatched, answer.duplicates, answer.ignored]).toEqual([4, 2, 1, 2]);
    expect(answer.problems).toEqual([]);
  });

  it("records it once: Nafula's older unpaid month is paid, the unmatched rows wait, and the same file again adds nothing", async () => {
    const recorded = await importSample('');
    expect(recorded.status).toBe(201);
    expect([recorded.answer.matched, recorded.answer.unmatched]).toEqual([4, 2]);
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/payments/unmatched', headers: landlord.auth })
    ).json() as { reference: string }[];
    expect(queue.map((q) => q.reference)).toEqual(expect.arrayContaining(['TKA1B2C3D8', 'TKA1B2C3DA']));
    const nafula = await loginAs(t.app, 'tenant12@demo.safestay', DEMO_PASSWORD);
    const bills = (await t.app.inject({ method: 'GET', url: '/api/bills/me', headers: nafula.auth })).json() as {
      status: string;
    }[];
    // She was two months behind; the 21,000 of the statement pays the older month.
    expect(bills.map((b) => b.status).sort()).toEqual(['Paid', 'Paid', 'Paid', 'Pending']);
    const again = await importSample('');
    expect([again.answer.matched, again.answer.unmatched, again.answer.duplicates]).toEqual([0, 0, 7]);
  });
});
