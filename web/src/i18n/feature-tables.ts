/**
 * The Kiswahili table of each feature reached only through its own screen, one small chunk each:
 * a reader of Kiswahili fetches a screen's table with the screen (lib/locale.ts
 * `withFeatureTables`, `feature` in app/screens.ts), so no route carries every screen's
 * translations. The features the shell shows are left out here: their tables are in
 * i18n/sw.ts (`SHELL_TABLES`), and both lists together hold every `texts.sw.ts` once.
 */
export const FEATURE_TABLES = import.meta.glob<Record<string, object>>(
  ['../features/*/texts.sw.ts', '!../features/{auth,notifications,portfolio,tenancies,team}/texts.sw.ts'],
  { import: 'TRANSLATIONS' },
);

/** The feature folders with a table of their own (`bills` for features/bills/texts.sw.ts). */
export const TABLE_FEATURES = Object.keys(FEATURE_TABLES).map((file) => file.split('/').at(-2) as string);

/** Loads a feature's table; undefined when the feature has none of its own. */
export function featureTable(feature: string): (() => Promise<Record<string, object>>) | undefined {
  return FEATURE_TABLES[`../features/${feature}/texts.sw.ts`];
}
