import { catalogue } from './i18n';
/**
 * The user-facing texts of docs/product.md §5 and §8, word for word. Client and server both use
 * them, so a test can assert the exact text a person reads.
 */
export const MSG = catalogue('MSG', {
  requiredFields: 'Please fill in all required fields.',
  landlordApartmentRequired: 'Apartment name and rent amount are required for landlords.',
  tenantApartmentRequired: 'Please select an apartment.',
  authFailed: 'Authentication failed',
  languageSaved: 'SafeStay now speaks English to you.',
  signedOut: 'Signed out.',
  resetSent: 'If an account matches, we have sent it a code. It works for 15 minutes. Check your email or SMS.',
  stkWaiting: 'Check your phone and enter your M-Pesa PIN.',
  sessionExpired: 'Your session has expired. Please sign in again to continue where you were.',
  unauthorizedTitle: 'Unauthorized Access',
  unauthorizedText: "You don't have permission to access this page.",

  noTenantsToBill: 'There are no tenants in your apartment yet, so no bills were created.',
  monthlyBillsResult: (created: number, existing: number, period: string, skipped = 0) => {
    const away = skipped > 0 ? ` ${skipped} tenant${skipped === 1 ? '' : 's'} did not live here in ${period}.` : '';
    if (created > 0) {
      return `Created ${created} bill${created === 1 ? '' : 's'} for ${period}${existing > 0 ? `; ${existing} already existed` : ''}.${away}`;
    }
    if (existing > 0) return `Every tenant already has a bill for ${period}; no new bills were created.${away}`;
    return `Nothing to create for ${period}.${away}`;
  },
  /** After a landlord's edit: what changed, in words (amounts already formatted). */
  billChange: (from: string, to: string, reopened: boolean) =>
    `Amount ${from} → ${to}.${reopened ? ' The bill was paid in full and is open again.' : ''}`,
  paidBillReopens: 'This bill is paid in full. Raising the amount reopens it and the tenant will owe the difference.',
  billUpdated: 'Bill updated successfully!',
  paymentSuccess: 'Payment successful!',
  noBills: 'No bills found',

  complaintSubmitted: 'Complaint submitted successfully!',

  chatSendFailed: 'Failed to send message. Please try again.',
  chatUserIdMissing: 'Error: User ID is missing. Please try logging out and logging back in.',
  testApiFailed: (message: string, status: number | string) => `API Error: ${message} (Status: ${status})`,

  ruleDeleted: 'Rule deleted successfully!',
  ruleDeleteConfirm: (title: string) =>
    `Are you sure you want to delete the rule "${title}"? This action cannot be undone.`,
  ruleAdded: 'Rule added successfully!',
  rulesAdded: 'Rules added successfully!',

  ruleUpdated: 'Rule updated successfully!',

  accountCreated: 'Account created successfully',
  signedIn: 'Signed in successfully',
  passwordChanged: 'Password changed successfully',
  complaintStatusUpdated: 'Complaint status updated',
  noteAdded: 'Note added successfully',
} as const);
