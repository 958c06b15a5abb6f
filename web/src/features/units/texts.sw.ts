import type { Translation } from '@safestay/contracts';
import type { UNIT_STATUS_LABELS, UNIT_TEXT } from './texts';

export const TRANSLATIONS: {
  UNIT_TEXT: Translation<typeof UNIT_TEXT>;
  UNIT_STATUS_LABELS: Translation<typeof UNIT_STATUS_LABELS>;
} = {
  UNIT_TEXT: {
    title: 'Nyumba',
    subtitle:
      'Nyumba za jengo lako, kodi ya nyumba na amana ya kila moja. Nambari ya nyumba ndiyo nambari ya akaunti wapangaji wanayolipia.',
    importCsv: 'Ingiza CSV',
    addUnit: 'Ongeza nyumba',
    noUnits: 'Bado hakuna nyumba',
    noUnitsText: 'Ongeza kila nyumba ya jengo, au uziingize zote kutoka kwa faili ya CSV.',
    count: (n, vacant) => `Nyumba ${n}, ${vacant} ziko wazi`,
    showMore: 'Onyesha nyumba zaidi',
    unitCode: (code) => `Nyumba ${code}`,
    code: 'Nambari',
    label: 'Lebo',
    rent: 'Kodi ya nyumba',
    deposit: 'Amana',
    tenant: 'Mpangaji',
    actions: 'Vitendo',
    edit: 'Hariri',
    editUnit: (code) => `Hariri nyumba ${code}`,
    bringBack: 'Rudisha',
    bringBackUnit: (code) => `Rudisha nyumba ${code}`,
    deactivate: 'Zima',
    deactivateUnit: (code) => `Zima nyumba ${code}`,
    deactivateTitle: 'Zima nyumba',
    addTitle: 'Ongeza nyumba',
    saveUnit: 'Hifadhi nyumba',
    codeHint: 'Anachoandika mpangaji kama nambari ya akaunti ya M-PESA, kama A1 au B12.',
    labelPlaceholder: 'k.m. ghorofa ya 2, bedsitter',
    rentField: 'Kodi ya nyumba (KSH)',
    depositField: 'Amana (KSH)',
    depositHint: 'Acha wazi ikiwa hakuna.',
    importTitle: 'Ingiza nyumba',
    import: 'Ingiza',
    importHow:
      'Nyumba moja kila mstari: nambari, lebo, kodi ya nyumba, amana. Mstari wa kwanza wenye majina ya safu unarukwa. Kiasi kinaweza kuandikwa 25000, 25,000 au KES 25,000.',
    csvFile: 'Faili ya CSV',
    linesToFix: 'Mistari ya kurekebisha',
  },
  UNIT_STATUS_LABELS: {
    vacant: 'Iko wazi',
    occupied: 'Inakaliwa',
    inactive: 'Imezimwa',
  },
};
