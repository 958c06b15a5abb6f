import type { Translation } from '@safestay/contracts';
import type { DATE_TEXT, LANGUAGE_TEXT, REQUEST_TEXT, ROLE_LABELS, TENURE_TEXT, TOAST_TEXT } from './texts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const TRANSLATIONS: {
  ROLE_LABELS: Translation<typeof ROLE_LABELS>;
  LANGUAGE_TEXT: Translation<typeof LANGUAGE_TEXT>;
  DATE_TEXT: Translation<typeof DATE_TEXT>;
  REQUEST_TEXT: Translation<typeof REQUEST_TEXT>;
  TENURE_TEXT: Translation<typeof TENURE_TEXT>;
  TOAST_TEXT: Translation<typeof TOAST_TEXT>;
} = {
  ROLE_LABELS: { Landlord: 'Mwenye nyumba', Tenant: 'Mpangaji', Caretaker: 'Mhudumu' },
  LANGUAGE_TEXT: { language: 'Lugha' },
  REQUEST_TEXT: {
    serverFault: 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
    network: 'Hitilafu ya mtandao: angalia muunganisho wako kisha ujaribu tena.',
    failed: (status) => `Ombi halikufaulu (${status})`,
    somethingWrong: 'Hitilafu imetokea',
    copied: 'Imenakiliwa',
    copyFailed: 'Imeshindikana kunakili. Chagua maandishi kisha uyanakili mwenyewe.',
  },
  TOAST_TEXT: { close: 'Funga ujumbe', region: 'Arifa' },
  TENURE_TEXT: {
    months: (n) => `Miezi ${n}`,
    days: (n) => `Siku ${n}`,
    notAvailable: 'Haipo',
  },
  DATE_TEXT: {
    yearAgo: (what, day) => `${capital(what)} ${day} ni zaidi ya mwaka mmoja uliopita. Je, ni sahihi?`,
    yearAhead: (what, day) => `${capital(what)} ${day} ni zaidi ya mwaka mmoja ujao. Je, ni sahihi?`,
  },
};
