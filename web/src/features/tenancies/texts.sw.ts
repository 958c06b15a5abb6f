import type { Translation } from '@safestay/contracts';
import type { TENANCY_TEXT } from './texts';

export const TRANSLATIONS: { TENANCY_TEXT: Translation<typeof TENANCY_TEXT> } = {
  TENANCY_TEXT: {
    joinTitle: 'Jiunge na SafeStay',
    createAccount: 'Fungua akaunti yako',
    invitedTo: (apartment, area, landlord) => `${landlord} amekualika ${apartment}${area ? `, ${area}` : ''}`,
    houseRent: (code, rent) => `Nyumba ${code} · ${rent} kwa mwezi`,
    inviteWorksUntil: (day) =>
      `Akaunti yako itatumika mara tu itakapofunguliwa. Mwaliko huu unatumika mara moja, hadi ${day}.`,
    inviteRefused: 'Mwaliko huu hauwezi kutumika',
    inviteRefusedHelp: 'Una akaunti tayari? Ingia. Mgeni hapa? Mwombe mwenye nyumba wako kiungo kipya cha mwaliko.',
    goToSignIn: 'Nenda kuingia',
    turnedDownTitle: 'Ombi limekataliwa',
    waitingTitle: 'Unasubiri kuidhinishwa',
    theApartment: 'jengo',
    yourLandlord: 'mwenye nyumba wako',
    askedToJoin: (apartment) => `Uliomba kujiunga na ${apartment}`,
    movingInOn: (day) => `, ukihamia tarehe ${day}`,
    fullStop: '.',
    canSignInAgain:
      'Unaweza kuingia tena wakati wowote; ukishaidhinishwa utaona bili zako na kuzungumza na mwenye nyumba wako.',
    checkAgain: 'Angalia tena',
    couldNotCheck: (reason) => `Haikuwezekana kuangalia sasa hivi: ${reason}`,
    notApprovedYet: (time) => `Bado hujaidhinishwa (iliangaliwa saa ${time}).`,
    turnedDown: (apartment) => `Ombi lako la kujiunga na ${apartment} limekataliwa`,
    gaveReason: (landlord) => `${landlord ?? 'Mwenye nyumba wako'} ametoa sababu hii:`,
    mistake: 'Ukidhani hili ni kosa, zungumza na mwenye nyumba wako.',
    signOut: 'Toka',
    movedOut: (day) =>
      `Ulihama tarehe ${day}. Bado unaweza kuona bili na malipo yako, na kumjulisha mwenye nyumba wako kuhusu malipo ya deni lako.`,
  },
};
