import type { Translation } from '@safestay/contracts';
import type { UI_TEXT } from './texts';

export const TRANSLATIONS: { UI_TEXT: Translation<typeof UI_TEXT> } = {
  UI_TEXT: {
    close: 'Funga',
    cancel: 'Ghairi',
    optional: '(si lazima)',
    tooLong: (label, length, limit) => `${label} ni ndefu mno: herufi ${length} kati ya ${limit} zinazoruhusiwa.`,
    remaining: (n) => ` (${n} zaidi)`,
    showMoreFrom: (month) => `Onyesha zaidi za ${month}`,
    showEarlier: (month) => `Onyesha za awali: ${month}`,
    reason: 'Sababu',
    loading: 'Inapakia',
    loadingApp: 'SafeStay inafunguka',
    clearFilter: 'Ondoa kichujio',
    copyLink: 'Nakili kiungo',
    shareWhatsApp: 'Shiriki kwa WhatsApp',
    done: 'Sawa',
  },
};
