import type { LedgerPayment } from '@safestay/contracts';
import { describe, expect, it } from 'vitest';
import { pdfLines, pdfPages, pdfText } from '../../../test/pdf-text';
import { MAX_ALLOCATION_LINES, renderReceiptPdf } from './receipt-pdf';

/** One payment of 300 KES that cleared `charges` charges of 1 KES each (and left the rest as credit). */
function paymentClearing(charges: number): LedgerPayment {
  return {
    _id: 'p1',
    tenancy: { _id: 'tn1', unit: 'A4' },
    tenant: { _id: 't1', name: 'Amina Wanjiru' },
    amount: 300,
    method: 'cash',
    reference: null,
    receivedAt: '2026-03-04',
    status: 'confirmed',
    receiptNumber: 'R-000042',
    allocations: Array.from({ length: charges }, (_, i) => ({
      billId: `b${i}`,
      description: `Water ${i + 1}`,
      amount: 1,
    })),
    credit: 300 - charges,
    reason: null,
    recordedBy: { _id: 'l1', name: 'Joseph Otieno', role: 'Landlord' },
    createdAt: '2026-03-04T09:00:00.000Z',
  };
}

/** Its receipt as issued: what it paid, the credit it left, the balance after it. */
const issued = (payment: LedgerPayment, balanceAfter: number) => ({
  number: payment.receiptNumber ?? '',
  paid: payment.allocations,
  credit: payment.credit,
  balanceAfter,
  issuedAt: payment.createdAt,
});

const render = (charges: number) =>
  renderReceiptPdf({
    payment: paymentClearing(charges),
    receipt: issued(paymentClearing(charges), 0),
    apartmentName: 'Kilimani Heights',
    landlordName: 'Joseph Otieno',
  });

describe('the receipt of a payment that cleared many charges', () => {
  it('lists the first 50 charges and sums the others in one line, in a page or two', async () => {
    const pdf = await render(250);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(MAX_ALLOCATION_LINES).toBe(50);
    // Booleans, not the text: a failure would otherwise print every line.
    expect(['Water 1 ', 'Water 50 ', 'Water 51 ', 'and 200 more charges KSH 200'].map((t) => text.includes(t))).toEqual(
      [true, true, false, true],
    );
    expect(await pdfPages(pdf)).toBeLessThanOrEqual(3);
  });

  it('lists every charge when there are 50 or fewer', async () => {
    const text = (await pdfText(await render(50))).replace(/\s+/g, ' ');
    expect(['Water 50 ', 'more charges'].map((t) => text.includes(t))).toEqual([true, false]);
  });
});

describe('text a person typed, on the receipt (docs/reliability.md §74)', () => {
  it('stays on its own line: a reference stored with line breaks and bidi controls forges no line', async () => {
    const forged = 'BANK-7\nStatus      Paid in full\r\nAfter this payment    Nothing owed\u202E';
    const pdf = await renderReceiptPdf({
      payment: {
        ...paymentClearing(1),
        method: 'bank',
        reference: forged,
        tenant: { _id: 't1', name: 'Amina\u2066 Wanjiru' },
      },
      receipt: issued(paymentClearing(1), 5000),
      apartmentName: 'Kilimani\nHeights',
      landlordName: 'Joseph Otieno',
    });
    const lines = await pdfLines(pdf);
    expect(lines.filter((l) => /^After this payment/.test(l))).toEqual(['After this payment KSH 5,000 owed']);
    expect(lines.some((l) => /^Status/.test(l) && l.includes('Paid in full'))).toBe(false);
    expect(lines).toContain('Reference BANK-7 Status Paid in full After this payment Nothing owed');
    expect(lines).toContain('Apartment Kilimani Heights');
    expect(lines).toContain('Tenant Amina Wanjiru');
    expect(lines.join('\n')).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
  });
});
