/**
 * The user-facing texts of docs/product.md §5 and §8, word for word. Client and server both use
 * them, so a test can assert the exact text a person reads.
 */
export const MSG = {
  requiredFields: 'Please fill in all required fields.',
  landlordApartmentRequired: 'Apartment name and rent amount are required for landlords.',
  tenantApartmentRequired: 'Please select an apartment.',
  authFailed: 'Authentication failed',
  sessionExpired: 'Your session has expired. Please sign in again to continue where you were.',
  unauthorizedTitle: 'Unauthorized Access',
  unauthorizedText: "You don't have permission to access this page.",

  billsCreated: 'Monthly bills created successfully for all tenants!',
  billsCreateFailed: 'Failed to create monthly bills. Please try again.',
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
  billUpdateFailed: 'Failed to update bill. Please try again.',
  paymentSuccess: 'Payment successful!',
  paymentFailed: 'Failed to process payment. Please try again.',
  billDownloadFailed: 'Failed to download bill. Please try again.',
  receiptDownloadFailed: 'Failed to download receipt. Please try again.',
  noBills: 'No bills found',

  complaintSubmitted: 'Complaint submitted successfully!',
  complaintFailed: (reason: string) => `Failed to create complaint: ${reason}`,
  complaintStatusFailed: 'Failed to update complaint status. Please try again.',
  noteFailed: 'Failed to add note. Please try again.',

  chatSendFailed: 'Failed to send message. Please try again.',
  chatUserIdMissing: 'Error: User ID is missing. Please try logging out and logging back in.',
  testApiFailed: (message: string, status: number | string) => `API Error: ${message} (Status: ${status})`,

  ruleSaveFailed: (reason: string) => `Failed to save rule: ${reason}`,
  ruleDeleteFailed: (reason: string) => `Failed to delete rule: ${reason}`,
  ruleDeleted: 'Rule deleted successfully!',
  ruleDeleteConfirm: (title: string) =>
    `Are you sure you want to delete the rule "${title}"? This action cannot be undone.`,
  ruleAdded: 'Rule added successfully!',
  unitAdded: (code: string) => `Unit ${code} added.`,
  unitUpdated: (code: string) => `Unit ${code} updated.`,
  unitDeactivated: (code: string) => `Unit ${code} deactivated. Its history stays.`,
  unitsImported: (count: number) => `${count} unit${count === 1 ? '' : 's'} imported.`,
  onlyLandlordUnits: 'Only landlords can manage units.',
  unitSaveFailed: 'Could not save the unit.',
  unitsImportFailed: 'Could not import the units.',
  unitDeactivateConfirm: (code: string) =>
    `Deactivate unit ${code}? It leaves the list of vacant units; its history stays, and you can bring it back.`,
  rulesAdded: 'Rules added successfully!',

  /** Who may join (docs/product.md §2). */
  accountCreatedPending: (landlord: string) =>
    `Account created. ${landlord} will approve you before you can use SafeStay.`,
  waitingForApproval: (landlord: string) => `Waiting for ${landlord} to approve you`,
  tenancyPending: 'Your landlord has not approved you yet.',
  tenancyRejected: (reason: string) => `Your landlord turned down your request to join: ${reason}`,
  tenancyRejectedShort: 'Your landlord turned down your request to join.',
  tenancyEnded: 'Your tenancy has ended. You can still see your bills and payments.',
  tenancyApproved: (name: string, unit: string | null) =>
    `${name} approved${unit ? ` into unit ${unit}` : ''}. They can use SafeStay now.`,
  tenancyRejectedDone: (name: string) => `${name}'s request was turned down.`,
  tenancyEndedDone: (name: string, date: string) => `${name} moved out on ${date}. Their bills stay with them.`,
  tenancyUpdated: (name: string) => `${name}'s tenancy updated. A rent change applies from the next bill.`,
  tenancyNotPending: 'This request has already been answered.',
  tenancyNotActive: 'This tenant does not live here now.',
  tenancyNotFound: 'Tenancy not found.',
  unitOccupied: (code: string, name: string) =>
    `Unit ${code} is occupied by ${name}. Move them out first or choose another unit.`,
  unitInactive: (code: string) => `Unit ${code} is deactivated. Bring it back first or choose another unit.`,
  moveOutBeforeMoveIn: (date: string) => `Move-out date cannot be before the move-in date (${date}).`,
  onlyLandlordTenancies: 'Only landlords can manage tenancies.',
  onlyLandlordApartment: "Only landlords can change their apartment's settings.",
  onlyLandlordInvites: 'Only landlords can invite tenants.',
  apartmentUpdated: 'Settings saved.',
  inviteCreated: 'Invite created. Share the link or the code with your tenant.',
  inviteRevoked: 'Invite withdrawn. Its code no longer works.',
  inviteUnknown: 'This invite code is not valid. Check it with your landlord.',
  inviteExpired: 'This invite has expired. Ask your landlord for a new one.',
  inviteUsed: 'This invite has already been used. Ask your landlord for a new one.',
  inviteRevokedUse: 'This invite was withdrawn by the landlord. Ask them for a new one.',
  inviteOnly: 'This apartment takes new tenants by invite only. Ask the landlord for an invite code.',
  ruleUpdated: 'Rule updated successfully!',

  accountCreated: 'Account created successfully',
  signedIn: 'Signed in successfully',
  passwordChanged: 'Password changed successfully',
  complaintStatusUpdated: 'Complaint status updated',
  noteAdded: 'Note added successfully',

  /** What a caller of the wrong role reads (403), one text per action. */
  onlyTenantOwnBills: 'Only tenants have their own bills.',
  onlyLandlordApartmentBills: "Only landlords can list the apartment's bills.",
  onlyLandlordCreateBills: 'Only landlords can create bills.',
  onlyTenantPay: 'Only the tenant of a bill can pay it.',
  onlyLandlordEditBills: 'Only landlords can edit bills.',
  onlyLandlordTenants: 'Only landlords can view tenant information.',
  onlyTenantOwnComplaints: 'Only tenants have their own complaints.',
  onlyTenantSubmitComplaint: 'Only tenants can submit complaints.',
  onlyLandlordComplaintStatus: 'Only the landlord can change the status of a complaint.',
  onlyLandlordComplaintNotes: 'Only the landlord can add notes to a complaint.',
  onlyLandlordRules: 'Only the landlord can manage property rules.',
} as const;
