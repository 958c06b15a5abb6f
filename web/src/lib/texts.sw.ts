import type { Translation } from '@safestay/contracts';
import type { DATE_TEXT, LANGUAGE_TEXT, ROLE_LABELS } from './texts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const TRANSLATIONS: {
  ROLE_LABELS: Translation<typeof ROLE_LABELS>;
  LANGUAGE_TEXT: Translation<typeof LANGUAGE_TEXT>;
  DATE_TEXT: Translation<typeof DATE_TEXT>;
} = {
  ROLE_LABELS: { Landlord: 'Mwenye nyumba', Tenant: 'Mpangaji' },
  LANGUAGE_TEXT: { language: 'Lugha' },
  DATE_TEXT: {
    yearAgo: (what, day) => `${capital(what)} ${day} ni zaidi ya mwaka mmoja uliopita. Je, ni sahihi?`,
    yearAhead: (what, day) => `${capital(what)} ${day} ni zaidi ya mwaka mmoja ujao. Je, ni sahihi?`,
  },
};
