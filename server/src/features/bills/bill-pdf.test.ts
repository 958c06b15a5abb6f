import { type Bill, formatKsh } from '@safestay/contracts';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import type { BillDocument } from './bill-document';
import { documentNumber, renderBillPdf } from './bill-pdf';

function documentWith(overrides: Partial<Bill> = {}, extra: Partial<BillDocument> = {}): BillDocument {
  return {
    bill: {
      _id: '0195f0a2-7c1e-7abc-8def-0123456789ab',
      description: 'Rent for March 2026',
      amount: 15000.5,
      remainingAmount: 0,
      dueDate: '2026-03-05',
      status: 'Paid',
      tenant: { _id: 't1', name: 'Amina Wanjiru' },
      paymentHistory: [
        { _id: 'p1', amount: 10000, date: '2026-03-01T09:00:00.000Z', method: 'Cash' },
        { _id: 'p2', amount: 5000.5, date: '2026-03-03T09:00:00.000Z', method: 'Cash' },
      ],
      paymentDate: '2026-03-03T09:00:00.000Z',
      createdAt: '2026-02-25T09:00:00.000Z',
      kind: 'rent',
      overdue: false,
      tenancyId: 't1-tenancy',
      unit: 'A4',
      voidedAt: null,
      voidReason: null,
      ...overrides,
    },
    period: 'March 2026',
    apartmentName: 'Kilimani Heights',
    landlordName: 'Joseph Otieno',
    tenantPhone: '+254 700 000 001',
    tenantNationalId: 'ID-12345678',
    ...extra,
  };
}

/** pdfjs splits lines into items; compare text with all whitespace removed. */
const squash = (s: string) => s.replace(/\s+/g, '');

describe('bill and receipt PDFs', () => {
  it('formats money as KSH with thousands separators', () => {
    expect(formatKsh(15000)).toBe('KSH 15,000');
    expect(formatKsh(15000.5)).toBe('KSH 15,000.50');
    expect(formatKsh(0)).toBe('KSH 0');
  });

  it('a receipt carries everything a landlord hands over', async () => {
    const pdf = await renderBillPdf('receipt', documentWith(), new Date('2026-03-04T10:00:00Z'));
    const text = await pdfText(pdf);
    for (const expected of [
      'SafeStay',
      'Payment Receipt',
      documentNumber('receipt', '0195f0a2-7c1e-7abc-8def-0123456789ab'),
      'Kilimani Heights',
      'Joseph Otieno',
      'Amina Wanjiru',
      '+254 700 000 001',
      'ID-12345678',
      'Rent for March 2026',
      'March 2026',
      '5 Mar 2026',
      'KSH 15,000.50',
      'KSH 10,000',
      'KSH 5,000.50',
      'KSH 0',
      'Paid',
      'Cash',
      'Date issued: 4 Mar 2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a paid bill says it was paid, not "please pay"; an open bill still asks', async () => {
    const paid = await pdfText(await renderBillPdf('bill', documentWith()));
    expect(squash(paid)).toContain(squash('This bill was paid in full on 3 Mar 2026.'));
    expect(paid).not.toContain('Please pay');
    const open = await pdfText(
      await renderBillPdf(
        'bill',
        documentWith({ status: 'Partial', remainingAmount: 5000.5, paymentHistory: [], paymentDate: null }),
      ),
    );
    expect(squash(open)).toContain(squash('Please pay by the due date.'));
  });

  it.each([
    ['script tags', '<img src=x onerror=alert(1)> "><script>alert(1)</script>'],
    ['PDF syntax', ') /JS (app.alert(1)) /OpenAction << /S /Launch >> (unbalanced'],
    ['Swahili', 'Kodi ya nyumba ya mwezi wa Machi — asante sana'],
    ['Cyrillic and Greek', 'Аренда за март · Ενοίκιο Μαρτίου'],
  ])('user text with %s comes out literally and the PDF has no scripts or actions', async (_name, hostile) => {
    const pdf = await renderBillPdf(
      'bill',
      documentWith({ description: hostile, tenant: { _id: 't', name: hostile } }),
    );
    const text = await pdfText(pdf);
    expect(squash(text)).toContain(squash(hostile));
    const raw = pdf.toString('latin1');
    for (const marker of ['/JS', '/JavaScript', '/OpenAction', '/Launch', '/AA']) {
      expect(raw).not.toContain(marker);
    }
  });

  it('a 10,000-character description flows over pages and stays whole', async () => {
    const long = 'Maji na umeme '.repeat(715).trim();
    const pdf = await renderBillPdf('bill', documentWith({ description: long }));
    const text = await pdfText(pdf);
    expect(squash(text)).toContain(squash(long));
  });
});
