import type { Translation } from '@safestay/contracts';
import type { TEAM_TEXT } from './texts';

export const TRANSLATIONS: { TEAM_TEXT: Translation<typeof TEAM_TEXT> } = {
  TEAM_TEXT: {
    title: 'Wahudumu',
    subtitle: 'Wahudumu wana akaunti zao wenyewe na hawatumii nenosiri lako kamwe.',
    inviteTitle: 'Mwalike mhudumu',
    inviteAbout:
      'Hurekodi malipo ya pesa taslimu, huthibitisha malipo ya wapangaji na kufuatilia malalamiko. Bili, kubatilisha malipo na kuidhinisha wapangaji hubaki kwako.',
    name: 'Jina',
    phone: 'Nambari ya simu',
    email: 'Barua pepe',
    whoHint: 'Ili kutofautisha mialiko yako; atajisajili mwenyewe.',
    createInvite: 'Unda mwaliko',
    newInvite: 'Mwaliko mpya wa mhudumu',
    shownOnce: 'Inaonyeshwa mara hii moja tu: mtumie mhudumu wako sasa. Inatumika mara moja, kwa siku 7.',
    whatsAppText: (building, link, code) =>
      `Umealikwa kuwa mhudumu wa ${building} kwenye SafeStay: ${link} (nambari ${code})`,
    openInvites: 'Mialiko iliyo wazi',
    noOpenInvites: 'Hakuna mialiko iliyo wazi.',
    expires: (day) => `Inaisha ${day}`,
    withdraw: 'Ondoa',
    withdrawInvite: (hint) => `Ondoa mwaliko ${hint}`,
    withdrawTitle: 'Uondoe mwaliko huu?',
    withdrawConfirm: (hint) => `Nambari ${hint}… itaacha kutumika mara moja.`,
    members: 'Wahudumu wako',
    memberRole: { owner: 'Mwenye jengo', caretaker: 'Mhudumu' },
    since: (day) => `Tangu ${day}`,
    remove: 'Ondoa',
    removeWho: (name) => `Ondoa ${name}`,
    removeTitle: 'Umwondoe kwenye wahudumu?',
    removeConfirm: (name) =>
      `${name} atapoteza ruhusa ya jengo hili mara moja. Akaunti yake inabaki, na alichorekodi kinabaki kwenye kumbukumbu ya shughuli.`,
    noCaretakers: 'Bado hakuna mhudumu. Mwalike mmoja hapo juu.',
    notLoaded: 'Wahudumu hawakuweza kupakiwa. Angalia muunganisho wako.',
    joinTitle: 'Jiunge na wahudumu',
    invitedBy: (who, building, area) => `${who} anakualika kuwa mhudumu wa ${building}${area ? `, ${area}` : ''}`,
    worksUntil: (day) => `Mwaliko huu unatumika hadi ${day}.`,
    whatYouDo:
      'Kama mhudumu, unarekodi malipo ya pesa taslimu kwa risiti, unathibitisha malipo ya wapangaji na kufuatilia malalamiko. Maamuzi ya pesa yanabaki kwa mwenye jengo.',
    signUpTitle: 'Fungua akaunti yako ya mhudumu',
    haveAccount: 'Tayari unatumia SafeStay?',
    signInToAccept: 'Ingia ili ukubali',
    signIn: 'Ingia',
    signedInAs: (name) => `Umeingia kama ${name}.`,
    acceptAbout: 'Akaunti yako inabaki ilivyo: unakuwa pia mhudumu wa jengo hili.',
    accept: 'Kubali na ujiunge',
    refused: 'Mwaliko huu hauwezi kutumika',
    refusedHelp: 'Muombe mwenye jengo mwaliko mpya.',
  },
};
