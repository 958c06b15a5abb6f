import { catalogue } from '@safestay/contracts';

/** What a tenant reads about their own tenancy: an invite, waiting for approval, having moved out. */
export const TENANCY_TEXT = catalogue('TENANCY_TEXT', {
  // /join/:code
  joinTitle: 'Join SafeStay',
  createAccount: 'Create your account',
  invitedTo: (apartment: string, area: string | null, landlord: string) =>
    `You're invited to ${apartment}${area ? `, ${area}` : ''} by ${landlord}`,
  houseRent: (code: string, rent: string) => `House ${code} · ${rent} a month`,
  inviteWorksUntil: (day: string) =>
    `Your account is ready to use as soon as it is created. This invite works once, until ${day}.`,
  inviteRefused: 'This invite cannot be used',
  inviteRefusedHelp: 'Already have an account? Sign in. New here? Ask your landlord for a new invite link.',
  goToSignIn: 'Go to sign in',
  // Waiting for the landlord.
  turnedDownTitle: 'Request turned down',
  waitingTitle: 'Waiting for approval',
  theApartment: 'the apartment',
  yourLandlord: 'your landlord',
  askedToJoin: (apartment: string) => `You asked to join ${apartment}`,
  movingInOn: (day: string) => `, moving in on ${day}`,
  fullStop: '.',
  canSignInAgain:
    'You can sign in again at any time; once approved you will see your bills and can chat with your landlord.',
  checkAgain: 'Check again',
  couldNotCheck: (reason: string) => `Could not check just now: ${reason}`,
  notApprovedYet: (time: string) => `Not approved yet (checked at ${time}).`,
  turnedDown: (apartment: string) => `Your request to join ${apartment} was turned down`,
  gaveReason: (landlord: string | null) => `${landlord ?? 'Your landlord'} gave this reason:`,
  mistake: 'If you think this is a mistake, talk to your landlord.',
  signOut: 'Sign out',
  // Above My Bills once moved out.
  movedOut: (day: string) =>
    `You moved out on ${day}. You can still see your bills and payments, and tell your landlord about a payment of what you owe.`,
});
