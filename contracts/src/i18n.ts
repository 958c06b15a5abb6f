// Zod-free: the catalogues and the screens' texts read it without loading the schemas.

/**
 * Two languages, chosen by each person (docs/languages.md). English is the catalogues' source:
 * every catalogue is written in English where it is used (`ERR_MSG`, `LEDGER_MSG`, …) and its
 * Kiswahili lives in `contracts/src/sw/`, loaded only where Kiswahili is read.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The cookie holding the language a device last picked or applied (web/src/lib/locale.ts writes
 * it): the server sends the prerendered sign-in page in it before any script runs.
 */
export const LOCALE_COOKIE = 'safestay_locale';

/** The BCP 47 tag `Intl` formats a locale's money, dates and plurals with. */
export const INTL_TAG: Record<Locale, 'en-KE' | 'sw-KE'> = { en: 'en-KE', sw: 'sw-KE' };

/**
 * The language a browser asks for (`Accept-Language: sw-KE,sw;q=0.9,en;q=0.8`): the first of ours
 * in its order of preference, else English.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (wanted.find((w) => isLocale(w.base))?.base as Locale) ?? DEFAULT_LOCALE;
}

/** Where the language of "now" comes from: the server's request (AsyncLocalStorage), the web's chosen one. */
let localeSource: () => Locale = () => DEFAULT_LOCALE;

/** Called once by each side at start: how to know the language of the text being written now. Returns the one it replaces. */
export function setLocaleSource(source: () => Locale): () => Locale {
  const previous = localeSource;
  localeSource = source;
  return previous;
}

/** `work`'s texts in `locale`, then the language source as it was (contracts' own tests). */
export function writingIn<T>(locale: Locale, work: () => T): T {
  const before = setLocaleSource(() => locale);
  try {
    return work();
  } finally {
    setLocaleSource(before);
  }
}

/** The language texts are being written in now. */
export function currentLocale(): Locale {
  return localeSource();
}

/**
 * What a catalogue is in another language: every key, of the same kind (a text, or a function of
 * the same arguments returning text). A missing key does not compile; `i18n.test.ts` also checks
 * at run time, and that no key is unused.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => infer R
      ? (...args: A) => R
      : T[K];
};

const catalogues = new Map<string, object>();
const translations: Record<Locale, Map<string, object>> = { en: new Map(), sw: new Map() };

/**
 * A catalogue of texts, written in English: reading a key gives the text in the current language
 * (`currentLocale`) once that language's translations are loaded (`addTranslations`), else English.
 */
export function catalogue<T extends object>(name: string, english: T): T {
  catalogues.set(name, english);
  return new Proxy(english, {
    get(target, key, receiver) {
      const locale = localeSource();
      if (locale !== DEFAULT_LOCALE) {
        const table = translations[locale].get(name) as Record<PropertyKey, unknown> | undefined;
        if (table && key in table) return table[key];
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

/** A language's translations of catalogues, by catalogue name (`contracts/src/sw/index.ts`). */
export function addTranslations(locale: Locale, tables: Record<string, object>): void {
  for (const [name, table] of Object.entries(tables)) translations[locale].set(name, table);
}

/** Every catalogue and its translation in a language, for the completeness test. */
export function cataloguesFor(locale: Locale): { name: string; english: object; translated: object | undefined }[] {
  return [...catalogues].map(([name, english]) => ({ name, english, translated: translations[locale].get(name) }));
}
