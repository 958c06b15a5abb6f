import { formatMonth } from '../dates';
import type { Translation } from '../i18n';
import type { STORED_MSG } from '../messages-stored';

/** STORED_MSG in Kiswahili: "Kodi ya nyumba ya Februari 2026". */
export const STORED_MSG_SW: Translation<typeof STORED_MSG> = {
  rentFor: (year: number, month: number) =>
    `Kodi ya nyumba ya ${formatMonth(`${year}-${String(month).padStart(2, '0')}`)}`,
  openingBalance: 'Salio la kuanzia',
};
