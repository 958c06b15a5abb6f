import { addTranslations } from '@safestay/contracts';
import { SW } from '@safestay/contracts/sw';

/**
 * Every Kiswahili table the web app reads: the contracts' (the server's messages and labels the
 * screens show too) and each feature's `texts.sw.ts`, beside the `texts.ts` it translates. This
 * module is one chunk, imported only once Kiswahili is chosen (lib/locale.ts).
 */
const WEB_TABLES = import.meta.glob<{ TRANSLATIONS: Record<string, object> }>('../**/texts.sw.ts', { eager: true });

export function registerSwahili(): void {
  addTranslations('sw', SW);
  for (const table of Object.values(WEB_TABLES)) addTranslations('sw', table.TRANSLATIONS);
}
