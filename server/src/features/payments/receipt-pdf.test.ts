import type { LedgerPayment } from '@safestay/contracts';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../../../test/pdf-text';
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

const render = (charges: number) =>
  renderReceiptPdf({
    payment: paymentClearing(charges),
    apartmentName: 'Kilimani Heights',
    landlordName: 'Joseph Otieno',
    balanceAfter: 0,
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
