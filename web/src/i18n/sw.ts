import { addTranslations } from '@safestay/contracts';
import { SW } from '@safestay/contracts/sw';

/**
 * Kiswahili's tables for the whole app (docs/languages-web.md "Loading Kiswahili only for its
 * readers"): the contracts' (the server's messages and labels the screens show too) and the
 * `texts.sw.ts` of the shell and of the features the shell itself shows (sign-in, the menu's
 * bell and building switcher, the tenancy and team gates). This module is one chunk, imported only
 * once Kiswahili is chosen (lib/locale.ts).
 *
 * A feature reached only through its screen is left out here: its table comes with its screen
 * (`feature` in app/screens.ts, i18n/feature-tables.ts). The two lists together hold every
 * `texts.sw.ts` once (catalogues.test.ts checks).
 */
export const SHELL_TABLES = import.meta.glob<{ TRANSLATIONS: Record<string, object> }>(
  [
    '../app/**/texts.sw.ts',
    '../components/**/texts.sw.ts',
    '../lib/**/texts.sw.ts',
    '../features/{auth,notifications,portfolio,tenancies,team}/texts.sw.ts',
  ],
  { eager: true },
);

export function registerSwahili(): void {
  addTranslations('sw', SW);
  for (const table of Object.values(SHELL_TABLES)) addTranslations('sw', table.TRANSLATIONS);
}
