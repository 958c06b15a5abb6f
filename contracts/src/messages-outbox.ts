import { catalogue } from './i18n';

/**
 * What the landlord's Messages screen says of the messages sent to their people
 * (docs/notifications.md "Messages"): a reset code's hidden place, and why a tenant may not be
 * reached by SMS. Notes stored with an outbox row are STORED_TEXT's (`storedWords`).
 */
export const OUTBOX_MSG = catalogue('OUTBOX_MSG', {
  resetCodeSubject: 'Password reset code',
  resetCodeHidden: 'A password reset code (hidden: only its owner may read it).',
  notKenyanMobile: 'The phone number is not a Kenyan mobile number.',
  /** `why` is the provider's or SafeStay's stored note, already in the language of now. */
  lastSmsFailed: (why: string) => `The last SMS failed: ${why}`,
  noReasonGiven: 'no reason given',
});
