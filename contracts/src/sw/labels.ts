import type { Translation } from '../i18n';
import type { CHARGE_KIND_LABELS, PAYMENT_METHOD_LABELS } from '../ledger-terms';

/** PAYMENT_METHOD_LABELS in Kiswahili (docs/glossary-sw.md). */
export const PAYMENT_METHOD_LABELS_SW: Translation<typeof PAYMENT_METHOD_LABELS> = {
  cash: 'Pesa taslimu',
  mpesa: 'M-Pesa',
  bank: 'Benki',
  other: 'Nyingine',
  withholding: 'Ushuru uliozuiliwa',
};

/** CHARGE_KIND_LABELS in Kiswahili (docs/glossary-sw.md). */
export const CHARGE_KIND_LABELS_SW: Translation<typeof CHARGE_KIND_LABELS> = {
  rent: 'Kodi ya nyumba',
  water: 'Maji',
  electricity: 'Umeme',
  service: 'Ada ya huduma',
  garbage: 'Taka',
  security: 'Ulinzi',
  penalty: 'Adhabu',
  deposit: 'Amana',
  opening_balance: 'Salio la kuanzia',
  other: 'Nyingine',
};
