import type { Translation } from '../i18n';
import type { JOIN_MSG } from '../messages-joining';

/** JOIN_MSG in Kiswahili (docs/glossary-sw.md). */
export const JOIN_MSG_SW: Translation<typeof JOIN_MSG> = {
  accountCreatedPending: (landlord: string) =>
    `Akaunti imefunguliwa. ${landlord} atakuidhinisha kabla ya kutumia SafeStay.`,
  waitingForApproval: (landlord: string) => `Unasubiri ${landlord} akuidhinishe`,
  tenancyPending: 'Mwenye nyumba wako bado hajakuidhinisha.',
  tenancyRejectedShort: 'Mwenye nyumba wako amekataa ombi lako la kujiunga.',
  tenancyEnded: 'Upangaji wako umekwisha. Bado unaweza kuona bili na malipo yako.',
  tenancyApproved: (name: string, unit: string | null) =>
    `${name} ameidhinishwa${unit ? ` katika nyumba ${unit}` : ''}. Sasa anaweza kutumia SafeStay.`,
  tenancyRejectedDone: (name: string) => `Ombi la ${name} limekataliwa.`,
  tenancyEndedDone: (name: string, date: string) => `${name} amehama tarehe ${date}. Bili zake zinabaki naye.`,
  tenancyUpdated: (name: string) =>
    `Upangaji wa ${name} umesasishwa. Mabadiliko ya kodi ya nyumba yataanza bili ijayo.`,
  tenancyNotPending: 'Ombi hili limeshajibiwa.',
  tenancyNotActive: 'Mpangaji huyu haishi hapa sasa.',
  tenancyNotFound: 'Upangaji haukupatikana.',
  unitOccupied: (code: string, name: string) =>
    `Nyumba ${code} inakaliwa na ${name}. Mhamishe kwanza au uchague nyumba nyingine.`,
  unitInactive: (code: string) => `Nyumba ${code} imezimwa. Irudishe kwanza au uchague nyumba nyingine.`,
  moveOutBeforeMoveIn: (date: string) => `Tarehe ya kuhama haiwezi kuwa kabla ya tarehe ya kuhamia (${date}).`,
  onlyLandlordTenancies: 'Mwenye nyumba pekee ndiye anaweza kusimamia upangaji.',
  onlyLandlordApartment: 'Mwenye nyumba pekee ndiye anaweza kubadilisha mipangilio ya jengo.',
  onlyLandlordInvites: 'Mwenye nyumba pekee ndiye anaweza kualika wapangaji.',
  apartmentUpdated: 'Mipangilio imehifadhiwa.',
  inviteCreated: 'Mwaliko umeundwa. Mtumie mpangaji wako kiungo au nambari.',
  inviteRevoked: 'Mwaliko umeondolewa. Nambari yake haifanyi kazi tena.',
  inviteUnknown: 'Nambari hii ya mwaliko si sahihi. Ihakikishe na mwenye nyumba wako.',
  inviteExpired: 'Muda wa mwaliko huu umekwisha. Omba mpya kwa mwenye nyumba wako.',
  inviteUsed: 'Mwaliko huu umeshatumika. Omba mpya kwa mwenye nyumba wako.',
  inviteRevokedUse: 'Mwaliko huu uliondolewa na mwenye nyumba. Mwombe mpya.',
  inviteOnly: 'Jengo hili linapokea wapangaji wapya kwa mwaliko tu. Omba nambari ya mwaliko kwa mwenye nyumba.',
};
