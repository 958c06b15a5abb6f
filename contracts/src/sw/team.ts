import type { Translation } from '../i18n';
import type { TEAM_MSG } from '../messages-team';

export const TEAM_MSG_SW: Translation<typeof TEAM_MSG> = {
  inviteCreated: 'Mwaliko umeundwa. Mtumie mhudumu wako kiungo au nambari.',
  inviteWithdrawn: 'Mwaliko umeondolewa. Nambari yake haitumiki tena.',
  accepted: (building) => `Sasa wewe ni mhudumu wa ${building}.`,
  alreadyMember: 'Tayari wewe ni mmoja wa jengo hili.',
  removed: (name) => `${name} si mhudumu tena. Ruhusa yake imeisha sasa hivi.`,
  notOnTeam: 'Mtu huyo si mhudumu wa jengo hili.',
  onlyOwnerTeam: 'Ni mwenye jengo pekee anayesimamia wahudumu wake.',
  caretakerNeedsInvite: 'Mhudumu hujisajili kwa nambari ya mwaliko aliyopewa na mwenye jengo.',
};
