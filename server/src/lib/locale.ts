import { AsyncLocalStorage } from 'node:async_hooks';
import {
  addTranslations,
  DEFAULT_LOCALE,
  type Locale,
  localeFromAcceptLanguage,
  setLocaleSource,
} from '@safestay/contracts';
import { SW } from '@safestay/contracts/sw';
import type { FastifyInstance } from 'fastify';

/**
 * The language of the text being written now (docs/languages.md): a request's, or the person's a
 * message or document is for. The catalogues (`ERR_MSG`, `NEWS`, …) read it through
 * `currentLocale`, so a refusal, a bell entry or an SMS is written in its reader's language.
 */
const now = new AsyncLocalStorage<{ locale: Locale }>();
setLocaleSource(() => now.getStore()?.locale ?? DEFAULT_LOCALE);
// The server writes to people in both languages, so it holds both from the start.
addTranslations('sw', SW);

/** Runs `work` writing in `locale`: an SMS to a tenant who reads Kiswahili, a PDF for them. */
export function inLocale<T>(locale: Locale | string | null | undefined, work: () => T): T {
  return now.run({ locale: asLocale(locale) }, work);
}

/** A stored or sent language, or English when it is none of ours. */
export function asLocale(value: string | null | undefined): Locale {
  return value === 'sw' ? 'sw' : DEFAULT_LOCALE;
}

/**
 * Every request is answered in a language: before sign-in the browser's (`Accept-Language`), once
 * the caller is known their own (`speakTo`, called by `authenticate`).
 */
export function requestLocale(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    now.run({ locale: localeFromAcceptLanguage(request.headers['accept-language']) }, done);
  });
}

/** From here on, this request is answered in the caller's own language. */
export function speakTo(locale: string | null | undefined): void {
  const store = now.getStore();
  if (store) store.locale = asLocale(locale);
}
