import { DEFAULT_LOCALE, isLocale, type Locale, localeFromAcceptLanguage } from '@safestay/contracts';

/** Where the language chosen on a signed-out screen is kept (per device, like the session). */
export const LOCALE_KEY = 'safestay.locale';

/** The language picked with the switch on the sign-in or sign-up screen, if any. */
export function storedLocaleChoice(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** What the browser asks for, read the way the server reads Accept-Language. */
export function browserLocale(): Locale {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return localeFromAcceptLanguage(wanted.filter(Boolean).join(','));
}

/**
 * A signed-out visitor's language: their choice on this device, else their browser's. Light on
 * purpose: src/main.tsx reads it before React to know whether the English login.html will do.
 */
export function signedOutLocale(): Locale {
  return storedLocaleChoice() ?? browserLocale();
}

/** The language the page's HTML is in (`<html lang>`): a prerendered page's, before anything changes it. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
