import { randomInt } from 'node:crypto';
import { darajaTimestamp, maskMsisdn } from '../daraja-parsers';

/** The bodies the simulator posts, in Daraja's shapes (types and all: numbers stay numbers). */

export type StkOutcome = 'success' | 'cancel' | 'timeout' | 'insufficient';

export const STK_OUTCOMES: Readonly<Record<StkOutcome, { code: number; desc: string }>> = {
  success: { code: 0, desc: 'The service request is processed successfully.' },
  cancel: { code: 1032, desc: 'Request cancelled by user' },
  timeout: { code: 1037, desc: 'DS timeout user cannot be reached' },
  insufficient: { code: 1, desc: 'The balance is insufficient for the transaction.' },
};

const SANDBOX_TEST_PHONE = '254708374149';
const CODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A 10-character M-Pesa code like SKQ96C7K7H: a letter first, as on real receipts. */
export function mpesaCode(): string {
  let code = CODE_CHARS[randomInt(26)];
  while (code.length < 10) code += CODE_CHARS[randomInt(CODE_CHARS.length)];
  return code;
}

interface StkEntry {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
}

/** `Body.stkCallback`; the metadata (with a Balance item that has no value) only on success. */
export function stkCallbackBody(entry: StkEntry, result: { code: number; desc: string }, receipt: string) {
  const callback: Record<string, unknown> = {
    MerchantRequestID: entry.merchantRequestId,
    CheckoutRequestID: entry.checkoutRequestId,
    ResultCode: result.code,
    ResultDesc: result.desc,
  };
  if (result.code === 0) {
    callback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: entry.amount },
        { Name: 'MpesaReceiptNumber', Value: receipt },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: Number(darajaTimestamp(new Date())) },
        { Name: 'PhoneNumber', Value: Number(entry.phone) },
      ],
    };
  }
  return { Body: { stkCallback: callback } };
}

export interface C2bPayment {
  shortcode: string;
  account: string;
  amount: number;
  transId: string;
  phone?: string;
  firstName?: string;
  transactionType?: string;
}

/** A C2B confirmation (validation has the same shape): every value a string, the payer masked. */
export function c2bConfirmationBody(payment: C2bPayment) {
  return {
    TransactionType: payment.transactionType ?? 'Pay Bill',
    TransID: payment.transId,
    TransTime: darajaTimestamp(new Date()),
    TransAmount: payment.amount.toFixed(2),
    BusinessShortCode: payment.shortcode,
    BillRefNumber: payment.account,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    // Daraja hides the payer's number since 2021; only the first 4 and last 3 digits remain.
    MSISDN: maskMsisdn(payment.phone ?? SANDBOX_TEST_PHONE),
    FirstName: (payment.firstName ?? 'JOHN').toUpperCase(),
    MiddleName: '',
    LastName: '',
  };
}
