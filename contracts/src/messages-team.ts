import { catalogue } from './i18n';

/** The texts of a building's team (docs/team.md). */
export const TEAM_MSG = catalogue('TEAM_MSG', {
  inviteCreated: 'Invite created. Share the link or the code with your caretaker.',
  inviteWithdrawn: 'Invite withdrawn. Its code no longer works.',
  accepted: (building: string) => `You are now a caretaker of ${building}.`,
  alreadyMember: 'You already belong to this building.',
  removed: (name: string) => `${name} is no longer on the team. Their access ended now.`,
  notOnTeam: 'That person is not a caretaker of this building.',
  onlyOwnerTeam: "Only the building's owner manages its team.",
  caretakerNeedsInvite: 'A caretaker signs up with the invite code the owner shared.',
} as const);
