import { catalogue } from './i18n';

/**
 * A building's own SMS and email accounts (docs/notifications.md "Your own SMS and email
 * accounts"): what the routes answer and refuse, and what a test sends and hears back. The
 * providers' own words are kept apart (`detail`), never in place of these.
 */
export const PROVIDER_MSG = catalogue('PROVIDER_MSG', {
  onlyOwner: 'Only the building’s owner can set up its SMS and email accounts.',
  shown: 'Your message accounts.',
  saved: 'Saved. Messages of this building now go through your own account.',
  removedSms: 'Removed. SMS now go through SafeStay’s account, if the server has one.',
  removedEmail: 'Removed. Email now goes through SafeStay’s mail server, if the server has one.',
  nothingToRemove: 'This building has no account of its own for that channel.',
  nameAChannel: 'Give sms, email or both.',
  channel: 'Channel must be "sms" or "email".',
  smtpUrl: 'SMTP URL must look like smtp://user:password@mail.example.com:587 (or smtps://… for port 465).',
  mailFrom: 'From must be an email address, e.g. Nyumba Yetu <rent@example.com>.',
  senderId: 'Sender ID must be at most 11 letters, digits or spaces, as Africa’s Talking approved it.',
  toPhone: 'Recipient must be a Kenyan mobile number, e.g. 0712 345 678.',
  toEmail: 'Recipient must be an email address.',
  noOwnAccount: 'Save the account first: this building has none of its own for that channel.',
  noSecretKey: 'Sending with the building’s own account needs APP_ENCRYPTION_KEY on the server.',
  testSmsBody: 'SafeStay test: SMS from your building reach this phone.',
  testEmailSubject: 'SafeStay test message',
  testEmailBody: 'SafeStay test: email from your building reaches this address.',
  smsAccepted: (cost: string | null) =>
    cost ? `Africa’s Talking accepted the SMS (cost ${cost}).` : 'Africa’s Talking accepted the SMS.',
  emailAccepted: 'The mail server accepted the email.',
  smsRefused: 'Africa’s Talking did not send the SMS. Check the username, the API key, the sender ID and the balance.',
  smsKeyRefused:
    'Africa’s Talking refused the username or API key. Copy them again from your Africa’s Talking dashboard.',
  smsUnreachable: 'Africa’s Talking could not be reached. Try again in a minute.',
  smsBalance: 'Your Africa’s Talking account is out of balance. Top it up, then test again.',
  smsSenderId:
    'Africa’s Talking does not accept this sender ID for your account. Leave it empty or use the one they approved.',
  smsBadNumber: 'Africa’s Talking says the number cannot receive SMS.',
  emailRefused:
    'The mail server did not take the email. Check the SMTP URL, its user and password, and the From address.',
  emailUnreachable: 'The mail server could not be reached. Check the host and port in the SMTP URL.',
});
