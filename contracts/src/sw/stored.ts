import { formatMonth } from '../dates';
import type { Translation } from '../i18n';
import { type METER_WORDS, meterForms, meterSentence, type STORED_MSG } from '../messages-stored';

/** A recurring charge's words in Kiswahili: "Ada ya ulinzi ya Februari 2026". */
const RECURRING_SW = { service: 'Ada ya huduma', garbage: 'Ada ya taka', security: 'Ada ya ulinzi' } as const;

/** STORED_MSG in Kiswahili: "Kodi ya nyumba ya Februari 2026". */
export const STORED_MSG_SW: Translation<typeof STORED_MSG> = {
  rentFor: (year: number, month: number) =>
    `Kodi ya nyumba ya ${formatMonth(`${year}-${String(month).padStart(2, '0')}`)}`,
  recurringFor: (kind, year, month) =>
    `${RECURRING_SW[kind]} ya ${formatMonth(`${year}-${String(month).padStart(2, '0')}`)}`,
  openingBalance: 'Salio la kuanzia',
  accountDeleted: 'Mtu huyu amefuta akaunti yake.',
  remindersStopped: 'Amesimamisha vikumbusho vya SMS.',
  phoneNotUnderstood: 'Nambari ya simu haieleweki.',
  noSmsProvider: 'Hakuna mtoa huduma wa SMS aliyewekwa (AT_USERNAME, AT_API_KEY): umewekwa kwenye orodha ya kutuma.',
  mpesaActor: 'M-Pesa (kiotomatiki)',
  noEmailServer: 'Hakuna seva ya barua pepe iliyowekwa (SMTP_URL): umewekwa kwenye orodha ya kutuma.',
};

/** A meter charge in Kiswahili: "Maji 120 → 136 m³, matumizi 16 m³ = …". */
export const METER_WORDS_SW: Translation<typeof METER_WORDS> = {
  charge: (m) =>
    meterSentence(
      m,
      meterForms({
        kind: { water: 'Maji', electricity: 'Umeme' },
        used: 'matumizi',
        fee: 'ada',
        minimum: 'malipo ya chini kabisa',
        share: (weight, of) => `sehemu ${weight} kati ya ${of}`,
      }),
    ),
};
