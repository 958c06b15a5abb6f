import { prerender } from 'react-dom/static';
import { PRERENDERED } from './app/prerendered';
import { documentTitle } from './lib/page-title';

/** Each prerendered path's markup, the chunk it shows and its tab title (vite.config.ts writes them out). */
export type RenderedPages = Record<string, { markup: string; chunk: string; title: string }>;

/**
 * Build time only (web/vite.config.ts loads this module in Node through Vite): the markup of each
 * prerendered path, from the same components the browser hydrates. `prerender` waits for the lazy
 * sign-in chunk, so the page holds the form, not the Suspense fallback.
 */
export async function renderPrerendered(): Promise<RenderedPages> {
  const pages: RenderedPages = {};
  for (const [path, { element, chunk, title }] of Object.entries(PRERENDERED)) {
    // A component that throws inside a Suspense boundary (say, reading `window`) would leave the
    // boundary's fallback in the page without failing: fail the build instead.
    const errors: unknown[] = [];
    const { prelude } = await prerender(element(), { onError: (error) => void errors.push(error) });
    const [error] = errors;
    if (error)
      throw new Error(`prerendering ${path}: ${error instanceof Error ? error.message : error}`, { cause: error });
    pages[path] = { markup: await new Response(prelude).text(), chunk, title: documentTitle(title) };
  }
  return pages;
}
