import { catalogue } from '@safestay/contracts';

/** The building's team (docs/team.md): the owner's Team screen and the caretaker's join page. */
export const TEAM_TEXT = catalogue('TEAM_TEXT', {
  title: 'Team',
  subtitle: 'Caretakers have their own accounts and never use your password.',
  inviteTitle: 'Invite a caretaker',
  inviteAbout:
    'They record cash payments and confirm tenants’ payments, and follow complaints. Bills, refunds and tenants’ approval stay yours.',
  name: 'Name',
  phone: 'Phone number',
  email: 'Email',
  whoHint: 'To tell your invites apart; they sign up themselves.',
  createInvite: 'Create invite',
  newInvite: 'New caretaker invite',
  shownOnce: 'Shown only this once: send it to your caretaker now. It works once, for 7 days.',
  whatsAppText: (building: string, link: string, code: string) =>
    `You are invited to be the caretaker of ${building} on SafeStay: ${link} (code ${code})`,
  openInvites: 'Open invites',
  noOpenInvites: 'No open invites.',
  expires: (day: string) => `Expires ${day}`,
  withdraw: 'Withdraw',
  withdrawInvite: (hint: string) => `Withdraw invite ${hint}`,
  withdrawTitle: 'Withdraw this invite?',
  withdrawConfirm: (hint: string) => `The code ${hint}… stops working at once.`,
  members: 'Your team',
  memberRole: { owner: 'Owner', caretaker: 'Caretaker' },
  since: (day: string) => `Since ${day}`,
  remove: 'Remove',
  removeWho: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove from the team?',
  removeConfirm: (name: string) =>
    `${name} loses access to this building at once. Their account stays, and what they recorded stays in the activity log.`,
  noCaretakers: 'No caretaker yet. Invite one above.',
  notLoaded: 'The team could not be loaded. Check your connection.',
  // The join page, /staff/join/:code.
  joinTitle: 'Join the team',
  invitedBy: (who: string, building: string, area: string | null) =>
    `${who} invites you to be the caretaker of ${building}${area ? `, ${area}` : ''}`,
  worksUntil: (day: string) => `This invite works until ${day}.`,
  whatYouDo:
    'As caretaker you record cash payments with a receipt, confirm tenants’ payments and follow complaints. Money decisions stay with the owner.',
  signUpTitle: 'Create your caretaker account',
  haveAccount: 'Already on SafeStay?',
  signInToAccept: 'Sign in to accept',
  signIn: 'Sign in',
  signedInAs: (name: string) => `You are signed in as ${name}.`,
  acceptAbout: 'Your account stays as it is: you also become a caretaker of this building.',
  accept: 'Accept and join',
  refused: 'This invite cannot be used',
  refusedHelp: 'Ask the owner for a new invite.',
});
