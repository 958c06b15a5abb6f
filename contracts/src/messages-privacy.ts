import { catalogue } from './i18n';

/**
 * The texts of a person's data rights (docs/privacy.md): deleting an account, and a landlord
 * revealing a tenant's ID. Word for word for the server and the web app.
 */
export const PRIVACY_MSG = catalogue('PRIVACY_MSG', {
  accountDeleted: 'Your account is deleted. You have been signed out.',
  wrongPassword: 'The password is not correct.',
  passwordRequired: 'Enter your password to confirm.',
  landlordHasTenants: (count: number) =>
    `Your building still has ${count} tenant${count === 1 ? '' : 's'} (living there or asking to join). Move them out or answer their requests before you delete your account.`,
  onlyLandlordIdentity: "Only the landlord can see a tenant's ID number.",
} as const);

/**
 * What an erased person is called from then on, in the ledger, receipts and the activity log. It
 * is STORED as their name (`users.name`), so it has one spelling in every language, like any
 * name: not a catalogue text, never translated.
 */
export const PSEUDONYM = {
  formerTenant: (code: string) => `Former tenant T-${code}`,
  formerLandlord: (code: string) => `Former landlord L-${code}`,
} as const;

/** The national ID (or KRA PIN) as every list, PDF and chat answer shows it: `••••5678`, the last four. */
export function maskIdNumber(value: string): string {
  if (value === '') return '';
  const shown = value.length > 4 ? value.slice(-4) : '';
  return `••••${shown}`;
}
