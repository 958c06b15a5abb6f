/**
 * The texts of a person's data rights (docs/privacy.md): downloading what SafeStay holds,
 * deleting an account, and a landlord revealing a tenant's ID. Word for word for the server and
 * the web app.
 */
export const PRIVACY_MSG = {
  accountDeleted: 'Your account is deleted. You have been signed out.',
  wrongPassword: 'The password is not correct.',
  passwordRequired: 'Enter your password to confirm.',
  landlordHasTenants: (count: number) =>
    `Your building still has ${count} tenant${count === 1 ? '' : 's'} (living there or asking to join). Move them out or answer their requests before you delete your account.`,
  onlyLandlordIdentity: "Only the landlord can see a tenant's ID number.",
  /** What an erased person is called from then on, in the ledger, receipts and the activity log. */
  formerTenant: (code: string) => `Former tenant T-${code}`,
  formerLandlord: (code: string) => `Former landlord L-${code}`,
  exportReady: 'Your data is downloading.',
} as const;

/** The national ID (or KRA PIN) as every list, PDF and chat answer shows it: `••••5678`, the last four. */
export function maskIdNumber(value: string): string {
  if (value === '') return '';
  const shown = value.length > 4 ? value.slice(-4) : '';
  return `••••${shown}`;
}
