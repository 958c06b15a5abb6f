import type { Translation } from '@safestay/contracts';
import type { PORTFOLIO_TEXT } from './texts';

export const TRANSLATIONS: { PORTFOLIO_TEXT: Translation<typeof PORTFOLIO_TEXT> } = {
  PORTFOLIO_TEXT: {
    building: 'Jengo',
    switchBuilding: 'Badilisha jengo',
    allBuildings: 'Majengo yote',
    addBuilding: 'Ongeza jengo',
    units: (units, occupied) => `Nyumba ${units}, ${occupied} zina wapangaji`,
    subtitle: 'Pesa za mwezi huu katika kila jengo lako, na katika majengo yote pamoja.',
    totalsIn: (month) => `Majengo yote, ${month}`,
    expected: 'Inatarajiwa',
    collected: 'Imekusanywa',
    overdue: 'Imechelewa',
    dueSoon: 'Ya kulipwa karibuni',
    toConfirm: 'Malipo ya kuthibitisha',
    youAreHere: 'Unalitumia sasa',
    figuresExplained:
      'Inatarajiwa: bili za kulipwa mwezi huu. Imekusanywa: malipo yaliyopokewa mwezi huu. Imechelewa: deni la bili ambazo tarehe yake imepita. Ya kulipwa karibuni: deni la bili za kulipwa kuanzia leo.',
    oneBuilding: 'Jengo moja kwa sasa',
    oneBuildingText:
      'Una jengo jingine? Liongeze hapa, kisha ubadilishe kati ya majengo juu ya skrini. Kila jengo lina nyumba, wapangaji, bili na malipo yake.',
    notLoaded: 'Imeshindwa kupakia majengo yako. Onyesha ukurasa upya ili ujaribu tena.',
    name: 'Jina la jengo',
    area: 'Eneo',
    areaPlaceholder: 'k.m. Kilimani, Nairobi',
    rent: 'Kodi ya nyumba ya kawaida (KSH)',
    rentHint: 'Kiasi ambacho nyumba moja hulipiwa kwa mwezi; kila nyumba inabaki na kodi yake.',
    add: 'Ongeza jengo',
  },
};
