import { catalogue } from './i18n';
/**
 * What a caller of the wrong role reads (403), one text per action. The server sends them; apart
 * from MSG because no screen needs them before the server says them (docs/performance.md).
 */
export const ROLE_MSG = catalogue('ROLE_MSG', {
  onlyTenantOwnBills: 'Only tenants have their own bills.',
  onlyLandlordApartmentBills: "Only landlords can list the apartment's bills.",
  onlyLandlordCreateBills: 'Only landlords can create bills.',
  onlyLandlordEditBills: 'Only landlords can edit bills.',
  onlyLandlordTenants: 'Only landlords can view tenant information.',
  onlyTenantOwnComplaints: 'Only tenants have their own complaints.',
  onlyTenantSubmitComplaint: 'Only tenants can submit complaints.',
  onlyLandlordComplaintStatus: 'Only the landlord can change the status of a complaint.',
  onlyLandlordComplaintNotes: 'Only the landlord can add notes to a complaint.',
  onlyLandlordRules: 'Only the landlord can manage property rules.',
  onlyLandlordPayments: 'Only the landlord can confirm, reject or reverse payments.',
  onlyLandlordCharges: 'Only the landlord can add or void charges.',
  onlyLandlordStatements:
    "Only the landlord can read another tenancy's statement; tenants read theirs at /me/statement.",
  onlyTenantOwnStatement: 'Only tenants have their own statement.',
  onlyLandlordAudit: 'Only the landlord can read the activity log.',
  onlyTenantPrompt: 'Only tenants pay with a prompt on their phone.',
  onlyLandlordReminders: 'Only the landlord manages reminders and sees the messages sent.',
} as const);
