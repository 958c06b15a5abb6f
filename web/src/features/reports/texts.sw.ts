import type { Translation } from '@safestay/contracts';
import type { REPORTS_TEXT } from './texts';

export const TRANSLATIONS: { REPORTS_TEXT: Translation<typeof REPORTS_TEXT> } = {
  REPORTS_TEXT: {
    subtitle: 'Mapato ya kodi ya nyumba ya mwezi kwa KRA, na ripoti ya mwaka kwa kumbukumbu zako.',
    mriHeading: 'Mapato ya Kodi ya Nyumba ya Mwezi (KRA)',
    month: 'Mwezi',
    year: 'Mwaka',
    allBuildings: 'Majengo yangu yote',
    thisBuilding: 'Jengo hili',
    gross: 'Kodi ya nyumba iliyopokelewa',
    rate: 'Kiwango',
    tax: 'Ushuru',
    taxWithheld: 'Uliozuiliwa na wapangaji',
    taxDue: 'Ushuru wa kulipa',
    fileBy: (day) => `Wasilisha na ulipe kwenye iTax kufikia ${day}.`,
    nilMonth: 'Hakuna kodi ya nyumba iliyopokelewa mwezi huu: wasilisha ritani ya NIL hata hivyo.',
    bandBelow:
      'Kwa kasi hii kodi ya nyumba itabaki chini ya Ksh 288,000 mwaka huu: MRI huenda isihusike (ritani ya mwaka).',
    bandAbove: 'Kwa kasi hii kodi ya nyumba itazidi Ksh 15,000,000 mwaka huu: MRI haihusiki (ritani ya mwaka).',
    linesHeading: 'Kodi ya nyumba iliyopokelewa kwa kila nyumba',
    property: 'Jengo',
    unit: 'Nyumba',
    tenant: 'Mpangaji',
    tenantPin: 'PIN ya KRA',
    received: 'Iliyopokelewa',
    noPin: 'Bado haijawekwa',
    downloadCsv: 'Pakua CSV',
    downloadPdf: 'Pakua PDF',
    yearPack: 'Ripoti ya mwaka',
    yearPackText:
      'Yaliyokusanywa kila mwezi, kodi ya nyumba kwa kila nyumba, mistari kumi na miwili ya MRI na malimbikizo mwishoni mwa mwaka, katika PDF moja.',
    downloadYearPack: 'Pakua ripoti ya mwaka',
    downloaded: 'Imepakuliwa.',
    notLoaded: 'Ripoti haikupakiwa. Jaribu tena.',
    drawnAt: (when) => `Takwimu kama malipo yalivyo tarehe ${when}.`,
  },
};
