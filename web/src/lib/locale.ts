import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, setLocaleSource } from '@safestay/contracts';
import { useSyncExternalStore } from 'react';
import { LOCALE_KEY, signedOutLocale, storedLocaleChoice } from './locale-choice';
import { getSession } from './session';

/**
 * The language the web app speaks now (docs/languages-web.md): the signed-in person's own
 * (`user.locale`, kept by the server), else the one chosen on the sign-in screen, else the
 * browser's. Every catalogue reads it (`setLocaleSource`), `<html lang>` says it, and every API
 * request asks for it (lib/api-client.ts), so the server's messages come in the same language.
 */
let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();
setLocaleSource(() => current);

/** The language a visitor with this session wants, before anything is loaded. */
export function wantedLocale(): Locale {
  const own = getSession().user?.locale;
  return isLocale(own) ? own : signedOutLocale();
}

let swahili: Promise<void> | null = null;

/**
 * Kiswahili's tables (the contracts' and the web's own) are one chunk, fetched only when Kiswahili
 * is chosen: an English reader never downloads them.
 */
function loadTables(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  swahili ??= import('../i18n/sw').then((m) => m.registerSwahili());
  return swahili;
}

/**
 * Speaks `locale` from now on: its tables first, then every listener (the root re-renders the whole
 * app under a new key, src/app/app.tsx). A failed load keeps the language there was.
 */
export async function speakLocale(locale: Locale): Promise<void> {
  try {
    await loadTables(locale);
  } catch (error) {
    swahili = null;
    console.warn('Could not load the language', locale, error);
    return;
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (locale === current) return;
  current = locale;
  for (const listener of listeners) listener();
}

/** Before the first render (src/start.tsx): the wanted language, loaded. */
export function prepareLocale(): Promise<void> {
  // A choice kept before the cookie existed: the server learns it for the next visit.
  const stored = storedLocaleChoice();
  if (stored) writeLocaleCookie(stored);
  return speakLocale(wantedLocale());
}

/**
 * This device's language from now on, for the signed-out screens: in storage for the app, and in
 * a cookie for the server, which sends the prerendered sign-in page in it (server/src/app.ts), so
 * a Kiswahili reader never sees it in English first. Not HttpOnly: the app writes it.
 */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Private mode: the choice holds for this visit.
  }
  writeLocaleCookie(locale);
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Firefox and older Safari our readers use
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The language picked with the switch on this visit's signed-out screens, if any. */
let chosenNow: Locale | null = null;

/**
 * The switch on the signed-out screens: remembered on this device, then spoken. Signing in after
 * it saves it to the account (features/auth/use-auth-submit.ts): the newest choice a person made.
 */
export function chooseLocale(locale: Locale): Promise<void> {
  chosenNow = locale;
  rememberLocale(locale);
  return speakLocale(locale);
}

/** What the person chose on the sign-in screen before signing in, when their account says otherwise. */
export function choiceToSave(accountLocale: string | undefined): Locale | null {
  return chosenNow && chosenNow !== accountLocale ? chosenNow : null;
}

export function currentWebLocale(): Locale {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language now; a component using it re-renders when it changes. The build renders each
 * prerendered page in its language, set before it renders (src/prerender.tsx), and start.tsx
 * hydrates a page only in the language it was rendered in: both snapshots are the language now.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentWebLocale, currentWebLocale);
}
