import { describe, expect, it } from 'vitest';
import { addTranslations, LOCALES, writingIn } from './i18n';
import { isGsm7, NEWS, type NewsKind, type NewsParams, renderNews } from './messages-notify';
import { SW } from './sw';

addTranslations('sw', SW);

const longName = 'W'.repeat(100);
const big = 99_999_999.99;

/** The longest values each kind can be given: names, titles and reasons at their limits, the largest sums. */
const WORST: { [K in NewsKind]: NewsParams[K][] } = {
  receipt: [{ building: longName, amount: big, receipt: 'R-999999', method: 'mpesa', balance: big }],
  new_bill: [
    { building: longName, description: 'D'.repeat(200), amount: big, dueDate: '2026-12-31', count: 1 },
    { building: longName, description: 'D'.repeat(200), amount: big, dueDate: '2026-12-31', count: 12 },
  ],
  reminder: [-14, -1, 0, 1, 30].map((offset) => ({
    building: longName,
    unit: 'ABCDEFGHIJKL',
    amount: big,
    dueDate: '2026-12-31',
    offset,
    paybill: '1234567',
  })),
  tenancy_decision: [
    { building: longName, approved: true, unit: 'ABCDEFGHIJKL', reason: null },
    { building: longName, approved: false, unit: null, reason: 'R'.repeat(300) },
  ],
  complaint_status: [{ building: longName, title: 'T'.repeat(200), status: 'In Progress' }],
  claim: [{ tenant: longName, amount: big, method: 'mpesa', reference: 'QWERTYUIOP' }],
  payment_received: [
    { payer: longName, amount: big, reference: 'QWERTYUIOP', matched: true },
    { payer: longName, amount: big, reference: 'QWERTYUIOP', matched: false },
  ],
  join_request: [{ tenant: longName, phone: '+254712345678' }],
  complaint_new: [{ tenant: longName, title: 'T'.repeat(200) }],
  chat_digest: [{ count: 999, from: [longName, longName, longName, longName] }],
  password_reset: [{ code: '12345678', minutes: 15 }],
};

describe('the message catalogue', () => {
  for (const locale of LOCALES) {
    for (const kind of Object.keys(NEWS) as NewsKind[]) {
      it(`${kind} (${locale}): every SMS fits one part (160 GSM-7 characters) at its longest`, () => {
        for (const params of WORST[kind]) {
          const { sms } = writingIn(locale, () => renderNews(kind, params as never));
          expect(sms.length, sms).toBeLessThanOrEqual(160);
          expect(isGsm7(sms), sms).toBe(true);
        }
      });
    }
  }

  it('says the same thing in the bell, the SMS and the email', () => {
    const text = renderNews('receipt', {
      building: 'Sunrise',
      amount: 7500,
      receipt: 'R-000004',
      method: 'mpesa',
      balance: 0,
    });
    expect(text.body).toBe('We received KSH 7,500 by M-Pesa. Receipt R-000004. Balance KSH 0.');
    expect(text.sms).toBe(`SafeStay Sunrise: ${text.body} Thank you.`);
    expect(text.email).toContain(text.body);
  });

  it('writes a Kiswahili reader their receipt in Kiswahili, money and dates through Intl', () => {
    const text = writingIn('sw', () =>
      renderNews('receipt', { building: 'Sunrise', amount: 7500, receipt: 'R-000004', method: 'cash', balance: 1500 }),
    );
    expect(text.sms).toBe(
      'SafeStay Sunrise: Tumepokea Ksh 7,500.00 kwa Pesa taslimu. Risiti R-000004. Salio Ksh 1,500.00. Asante.',
    );
    expect(text.body).toBe('Tumepokea Ksh\u00a07,500.00 kwa Pesa taslimu. Risiti R-000004. Salio Ksh\u00a01,500.00.');
    const reminder = writingIn('sw', () =>
      renderNews('reminder', {
        building: 'Sunrise',
        unit: 'A1',
        amount: 15000,
        dueDate: '2026-12-05',
        offset: 3,
        paybill: null,
      }),
    );
    expect(reminder.sms).toBe(
      'SafeStay: Kodi ya A1, Ksh 15,000.00, imechelewa tangu 5 Des 2026 (siku 3). Puuza kama umelipa.',
    );
  });
});
