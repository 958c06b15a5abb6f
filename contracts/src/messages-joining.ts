import { catalogue } from './i18n';
/**
 * The texts of joining a building, moving out and invites (docs/product.md §2 "Who may join"),
 * word for word for the server and the web app. Apart from MSG so the sign-in screen, which
 * needs only a few of MSG's texts, does not carry these (docs/performance.md).
 */
export const JOIN_MSG = catalogue('JOIN_MSG', {
  accountCreatedPending: (landlord: string) =>
    `Account created. ${landlord} will approve you before you can use SafeStay.`,
  waitingForApproval: (landlord: string) => `Waiting for ${landlord} to approve you`,
  tenancyPending: 'Your landlord has not approved you yet.',
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
} as const);
