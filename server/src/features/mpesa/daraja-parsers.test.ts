import { describe, expect, it } from 'vitest';
import { inLocale } from '../../lib/locale';
import {
  amountToCents,
  darajaTimestamp,
  maskMsisdn,
  normaliseAccountRef,
  parseC2bConfirmation,
  parseDarajaTimestamp,
  parseStkCallback,
  stkPassword,
} from './daraja-parsers';
import { describeStkResult, describeStoredFailure } from './stk-words';

const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

describe('STK password and timestamp', () => {
  it('writes the time in Nairobi (UTC+3), digits in year-to-second order', () => {
    expect(darajaTimestamp(new Date('2021-06-28T06:24:08Z'))).toBe('20210628092408');
    expect(darajaTimestamp(new Date('2024-12-31T22:59:59Z'))).toBe('20250101015959');
  });

  it('reads a timestamp back to the same instant, and refuses dates that do not exist', () => {
    expect(parseDarajaTimestamp('20210628092408')?.toISOString()).toBe('2021-06-28T06:24:08.000Z');
    expect(parseDarajaTimestamp('20210231120000')).toBeNull();
    expect(parseDarajaTimestamp('2021-06-28')).toBeNull();
  });

  it('encodes shortcode + passkey + timestamp in base64', () => {
    // The password in a published sandbox request for this timestamp.
    expect(stkPassword('174379', SANDBOX_PASSKEY, '20200225181525')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjAwMjI1MTgxNTI1',
    );
  });
});

describe('amounts and account numbers', () => {
  it('turns Daraja amounts into exact cents', () => {
    expect(amountToCents('5.00')).toBe(500);
    expect(amountToCents('1500')).toBe(150_000);
    expect(amountToCents('1500.5')).toBe(150_050);
    expect(amountToCents('0.07')).toBe(7);
    expect(amountToCents(1.1)).toBe(110);
    expect(amountToCents(250000)).toBe(25_000_000);
  });

  it('refuses what is not a plain amount', () => {
    for (const bad of ['', '-5', '1,500', '1.005', '1e3', 'abc', ' 5 .0', 1e21, -1]) {
      expect(amountToCents(bad)).toBeNull();
    }
  });

  it('normalises account numbers the way tenants mistype them', () => {
    expect(normaliseAccountRef(' a-4 ')).toBe('A4');
    expect(normaliseAccountRef('b#12/3')).toBe('B123');
    expect(normaliseAccountRef('1O5')).toBe('105');
    expect(normaliseAccountRef('o o7')).toBe('007');
    expect(normaliseAccountRef('BO4')).toBe('BO4');
    expect(normaliseAccountRef('OO')).toBe('OO');
  });

  it('masks a full phone number like Daraja does, and keeps a masked one', () => {
    expect(maskMsisdn('254708374126')).toBe('2547 ***** 126');
    expect(maskMsisdn('2547 ***** 126')).toBe('2547 ***** 126');
  });
});

const stkBody = (callback: Record<string, unknown>) => ({
  Body: {
    stkCallback: { MerchantRequestID: '29115-34620561-1', CheckoutRequestID: 'ws_CO_191220191020363925', ...callback },
  },
});

describe('parseStkCallback', () => {
  it('reads a success, with metadata items that lack a Value', () => {
    const parsed = parseStkCallback(
      stkBody({
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: 1.0 },
            { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: 20191219102115 },
            { Name: 'PhoneNumber', Value: 254708374149 },
          ],
        },
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        merchantRequestId: '29115-34620561-1',
        checkoutRequestId: 'ws_CO_191220191020363925',
        resultCode: 0,
        resultDesc: 'The service request is processed successfully.',
        amountCents: 100,
        receipt: 'NLJ7RT61SV',
        phone: '254708374149',
        transactionDate: '2019-12-19T07:21:15.000Z',
      },
    });
  });

  it.each([
    [1032, 'Request cancelled by user'],
    [1037, 'DS timeout user cannot be reached'],
    [1, 'The balance is insufficient for the transaction.'],
    [2001, 'The initiator information is invalid.'],
    [1019, 'Transaction has expired'],
    [17, 'Rule limited.'],
  ])('reads failure %i without metadata', (code, desc) => {
    expect(parseStkCallback(stkBody({ ResultCode: code, ResultDesc: desc }))).toEqual({
      ok: true,
      value: {
        merchantRequestId: '29115-34620561-1',
        checkoutRequestId: 'ws_CO_191220191020363925',
        resultCode: code,
        resultDesc: desc,
      },
    });
  });

  it('accepts ResultCode as a string', () => {
    expect(parseStkCallback(stkBody({ ResultCode: '1032', ResultDesc: 'x' }))).toMatchObject({
      value: { resultCode: 1032 },
    });
  });

  it('lists problems instead of throwing', () => {
    for (const bad of [
      null,
      'text',
      {},
      { Body: {} },
      stkBody({ ResultDesc: 'no code' }),
      stkBody({ ResultCode: 'abc' }),
    ]) {
      const parsed = parseStkCallback(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problems.length).toBeGreaterThan(0);
    }
  });

  it('refuses a success without amount or receipt', () => {
    const parsed = parseStkCallback(
      stkBody({ ResultCode: 0, ResultDesc: 'ok', CallbackMetadata: { Item: [{ Name: 'Balance' }] } }),
    );
    expect(parsed).toMatchObject({ ok: false, problems: [expect.stringContaining('Amount and MpesaReceiptNumber')] });
  });
});

const confirmation = {
  TransactionType: 'Pay Bill',
  TransID: 'RKL51ZDR4F',
  TransTime: '20231121121325',
  TransAmount: '5.00',
  BusinessShortCode: '600966',
  BillRefNumber: 'a-4',
  InvoiceNumber: '',
  OrgAccountBalance: '25.00',
  ThirdPartyTransID: '',
  MSISDN: '2547 ***** 126',
  FirstName: 'NICHOLAS',
  MiddleName: '',
  LastName: '',
};

describe('parseC2bConfirmation', () => {
  it('reads Daraja’s confirmation into cents, an ISO time and the raw account number', () => {
    expect(parseC2bConfirmation(confirmation)).toEqual({
      ok: true,
      value: {
        transactionType: 'Pay Bill',
        transId: 'RKL51ZDR4F',
        transTime: '2023-11-21T09:13:25.000Z',
        amountCents: 500,
        businessShortCode: '600966',
        billRefNumber: 'a-4',
        invoiceNumber: '',
        msisdnMasked: '2547 ***** 126',
        firstName: 'NICHOLAS',
        middleName: '',
        lastName: '',
      },
    });
  });

  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['5.00', 500],
  ])('reads TransAmount %s as %i cents', (amount, cents) => {
    expect(parseC2bConfirmation({ ...confirmation, TransAmount: amount })).toMatchObject({
      value: { amountCents: cents },
    });
  });

  it('reads a Till payment without an account number, and masks a full MSISDN', () => {
    const { BillRefNumber: _, ...till } = confirmation;
    expect(parseC2bConfirmation({ ...till, MSISDN: '254708374126' })).toMatchObject({
      value: { billRefNumber: '', msisdnMasked: '2547 ***** 126' },
    });
    expect(parseC2bConfirmation({ ...confirmation, BillRefNumber: 'null' })).toMatchObject({
      value: { billRefNumber: '' },
    });
  });

  it('lists each problem instead of throwing', () => {
    const parsed = parseC2bConfirmation({ ...confirmation, TransAmount: '1,500', TransTime: 'yesterday', TransID: '' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems).toHaveLength(3);
      expect(parsed.problems.join(' ')).toMatch(/TransAmount.*|TransTime.*|TransID.*/);
    }
    for (const bad of [null, [], 'x', { TransID: 'RKL51ZDR4F' }]) expect(parseC2bConfirmation(bad).ok).toBe(false);
  });
});

describe('STK result texts', () => {
  it('has a sentence for every code a tenant may meet', () => {
    const codes = [0, 1, 17, 1001, 1019, 1025, 9999, 1032, 1037, 2001, 2028, 8006];
    for (const code of codes) expect(describeStkResult(code, 'M-Pesa words')).toMatch(/^[A-Z].*\.$/);
    expect(describeStkResult(1032, '')).toBe('You cancelled the M-Pesa prompt.');
    expect(describeStkResult(4999, 'Something new')).toBe('Something new');
    expect(describeStkResult(4999, ' ')).toBe('M-Pesa could not complete the payment.');
  });

  it("says each in Kiswahili to a Kiswahili reader, never M-Pesa's English", () => {
    const sw = (work: () => string) => inLocale('sw', work);
    expect(sw(() => describeStkResult(2001, 'The initiator information is invalid.'))).toBe(
      'PIN ya M-Pesa si sahihi. Jaribu tena.',
    );
    expect(sw(() => describeStkResult(4999, 'Something new'))).toBe('M-Pesa haikukamilisha malipo.');
    expect(sw(() => describeStoredFailure('M-Pesa did not confirm this payment.'))).toBe(
      'M-Pesa haikuthibitisha malipo haya.',
    );
    expect(sw(() => describeStoredFailure('M-Pesa refused the request: Wrong credentials.'))).toBe(
      'M-Pesa ilikataa ombi: Wrong credentials.',
    );
    expect(describeStoredFailure('M-Pesa answered with an error (HTTP 503).')).toBe(
      'M-Pesa answered with an error (HTTP 503).',
    );
  });
});
