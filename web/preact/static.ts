import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';

/**
 * react-dom/static's `prerender`, as src/prerender.tsx calls it, for the build's Preact (aliases.ts):
 * the markup once every lazy part has loaded (renderToStringAsync waits for what suspends), as a
 * stream in `prelude`. A component that throws is passed to `onError`, as React does, and the
 * prelude is then empty; src/prerender.tsx fails the build on it.
 */
export async function prerender(
  element: ReactNode,
  options: { onError?: (error: unknown) => void } = {},
): Promise<{ prelude: ReadableStream<Uint8Array> }> {
  let markup = '';
  try {
    markup = await renderToStringAsync(element as unknown as VNode);
  } catch (error) {
    options.onError?.(error);
  }
  return { prelude: new Response(markup).body as ReadableStream<Uint8Array> };
}
