import { MPESA_MSG } from '@safestay/contracts';
import { readStored } from '../../lib/stored-words';

/** What a tenant reads for each STK result code (docs/mpesa.md). */
const STK_RESULT: Readonly<Record<number, () => string>> = {
  0: () => MPESA_MSG.paid,
  1: () => MPESA_MSG.lowBalance,
  17: () => MPESA_MSG.repeatBlocked,
  1001: () => MPESA_MSG.promptOpen,
  1019: () => MPESA_MSG.promptExpired,
  1025: () => MPESA_MSG.promptNotSent,
  9999: () => MPESA_MSG.promptNotSent,
  1032: () => MPESA_MSG.cancelled,
  1037: () => MPESA_MSG.phoneUnreachable,
  2001: () => MPESA_MSG.wrongPin,
  2028: () => MPESA_MSG.landlordSetupWrong,
  8006: () => MPESA_MSG.pinLocked,
};

/** The tenant's sentence for a result code; for a code we have none for, M-Pesa's own words in English. */
export function describeStkResult(resultCode: number, resultDesc: string): string {
  return STK_RESULT[resultCode]?.() ?? MPESA_MSG.notCompleted(resultDesc.trim());
}

/** The words a prompt that failed before M-Pesa gave a result code can store (their English). */
const FAILED_WITHOUT_CODE: readonly (() => string)[] = [
  () => MPESA_MSG.notConfirmed,
  () => MPESA_MSG.refusedPayment,
  () => MPESA_MSG.tokenRefused,
  () => MPESA_MSG.keysRefused,
  () => MPESA_MSG.tokenRequestRefused,
  () => MPESA_MSG.urlsAlreadyRegistered,
  () => MPESA_MSG.noSuchC2bVersion,
  () => MPESA_MSG.busy,
  () => MPESA_MSG.tooManyRequests,
  () => MPESA_MSG.timeout,
  () => MPESA_MSG.unreachable,
  () => MPESA_MSG.badAnswer,
  () => MPESA_MSG.amountRange,
  () => MPESA_MSG.phoneShape,
  () => MPESA_MSG.accountRefShape,
  () => MPESA_MSG.descriptionLength,
  () => MPESA_MSG.callbackUrlShape,
];

const REFUSED_WITH = /^M-Pesa refused the request: (.*)\.$/s;
const HTTP_ERROR = /^M-Pesa answered with an error \(HTTP (\d+)\)\.$/;

/** A failed prompt's stored English `result_desc`, in the language of now. */
export function describeStoredFailure(stored: string | null): string {
  if (stored === null) return MPESA_MSG.notCompleted('');
  const refused = REFUSED_WITH.exec(stored);
  if (refused) return MPESA_MSG.refusedWith(refused[1]);
  const http = HTTP_ERROR.exec(stored);
  if (http) return MPESA_MSG.httpError(Number(http[1]));
  return readStored(stored, FAILED_WITHOUT_CODE);
}
