import { catalogue } from './i18n';

/**
 * What M-Pesa's answers mean to the tenant paying or the landlord setting M-Pesa up: the STK
 * result codes (docs/mpesa.md), Daraja's refusals and our own checks before calling it. The
 * server stores the English words on a prompt's row and reads them back in the reader's language
 * (`server/src/features/mpesa/stk-words.ts`).
 */
export const MPESA_MSG = catalogue('MPESA_MSG', {
  paid: 'Payment received. Thank you.',
  lowBalance: 'Not enough M-Pesa balance.',
  repeatBlocked: 'M-Pesa blocked a repeat of the same payment. Wait two minutes before trying again.',
  promptOpen: 'Another M-Pesa prompt is open on your phone. Finish or close it, then try again in a minute.',
  promptExpired: 'The M-Pesa prompt expired. Try again.',
  promptNotSent: 'M-Pesa could not send the prompt. Try again, or pay by Paybill.',
  cancelled: 'You cancelled the M-Pesa prompt.',
  phoneUnreachable: 'M-Pesa could not reach your phone. Check it is on and has signal, or pay by Paybill.',
  wrongPin: 'Wrong M-Pesa PIN. Try again.',
  landlordSetupWrong: "The landlord's M-Pesa number is set up wrongly (Paybill or Till). Tell your landlord.",
  pinLocked: 'Your M-Pesa PIN is locked. Call Safaricom on 100 or 200.',
  /** A result code we have no sentence for: M-Pesa's own words where it gave some. */
  notCompleted: (mpesaWords: string) => mpesaWords || 'M-Pesa could not complete the payment.',
  notConfirmed: 'M-Pesa did not confirm this payment.',
  refusedPayment: 'M-Pesa refused the payment.',
  tokenRefused: 'M-Pesa refused the access token.',
  keysRefused: 'M-Pesa did not accept the consumer key and secret.',
  tokenRequestRefused: 'M-Pesa refused the token request.',
  urlsAlreadyRegistered:
    'M-Pesa already has callback addresses for this shortcode. Ask Safaricom to delete them before registering again.',
  noSuchC2bVersion:
    'This Daraja app does not have that C2B API version. Switch between v1 and v2 in the M-Pesa settings.',
  busy: 'M-Pesa is busy. Try again in a minute.',
  tooManyRequests: 'M-Pesa has had too many requests from this app. Try again later.',
  /** Daraja's own words (English, from Safaricom), quoted. */
  refusedWith: (mpesaWords: string) => `M-Pesa refused the request: ${mpesaWords}.`,
  httpError: (status: number) => `M-Pesa answered with an error (HTTP ${status}).`,
  timeout: 'M-Pesa did not answer in time.',
  unreachable: 'M-Pesa could not be reached.',
  badAnswer: 'M-Pesa answered with something we could not read.',
  amountRange: 'The amount must be whole shillings from 1 to 250,000.',
  phoneShape: 'The phone number must look like 2547XXXXXXXX or 2541XXXXXXXX.',
  accountRefShape: 'The account reference must be 1 to 12 letters or digits.',
  descriptionLength: 'The description must be 1 to 13 characters.',
  callbackUrlShape: 'The callback URL must be http(s).',
  // Why M-Pesa money that named no tenant may be a tenancy's (joined with ", " on the landlord's list)
  accountRefClose: (accountRef: string) => `account number close to ${accountRef}`,
  payerFirstName: (firstName: string) => `payer's name ${firstName}`,
  sameAmountAsRent: 'the same amount as the rent',
});
