import { prerender } from 'react-dom/static';
import { PRERENDERED } from './app/prerendered';
import { documentTitle } from './lib/page-title';

/**
 * Build time only (web/vite.config.ts loads this module in Node through Vite): the markup of each
 * prerendered path, from the same components the browser hydrates. `prerender` waits for the lazy
 * sign-in chunk, so the page holds the form, not the Suspense fallback.
 */
export async function renderPrerendered(): Promise<Record<string, { markup: string; chunk: string; title: string }>> {
  const pages: Record<string, { markup: string; chunk: string; title: string }> = {};
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
