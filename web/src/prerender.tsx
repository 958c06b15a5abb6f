import { DEFAULT_LOCALE, type Locale } from '@safestay/contracts';
import { prerender } from 'react-dom/static';
import { PRERENDERED } from './app/prerendered';
import { currentWebLocale, speakLocale } from './lib/locale';
import { documentTitle } from './lib/page-title';

/** Each prerendered path's markup, the chunk it shows and its tab title (vite.config.ts writes them out). */
export type RenderedPages = Record<string, { markup: string; chunk: string; title: string }>;

/**
 * Build time only (web/vite.config.ts loads this module in Node through Vite): the markup of each
 * prerendered path in `locale`, from the same components the browser hydrates. `prerender` waits
 * for the lazy sign-in chunk, so the page holds the form, not the Suspense fallback.
 */
export async function renderPrerendered(locale: Locale = DEFAULT_LOCALE): Promise<RenderedPages> {
  // The catalogues and useLocale read the language of now: the page's, with its tables in.
  await speakLocale(locale);
  if (currentWebLocale() !== locale) throw new Error(`prerendering: could not load the ${locale} texts`);
  const pages: RenderedPages = {};
  for (const [path, { element, chunk, title }] of Object.entries(PRERENDERED)) {
    // A component that throws inside a Suspense boundary (say, reading `window`) would leave the
    // boundary's fallback in the page without failing: fail the build instead.
    const errors: unknown[] = [];
    const { prelude } = await prerender(element(), { onError: (error) => void errors.push(error) });
    const [error] = errors;
    if (error)
      throw new Error(`prerendering ${path} (${locale}): ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    pages[path] = { markup: await new Response(prelude).text(), chunk, title: documentTitle(await title()) };
  }
  return pages;
}
