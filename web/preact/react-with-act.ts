import { act as preactAct } from 'preact/test-utils';

/**
 * `react` for the unit tests (vitest.config.ts, web/preact/aliases.ts): preact/compat with React
 * 19's `act`, which tests import from 'react'. The app never imports `act`, so the build's `react`
 * is preact/compat itself.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/** The timer of the page, kept before a test can swap it for fake timers. */
const nextTask = globalThis.setTimeout;

/**
 * preact/test-utils' act, which flushes renders and effects once the callback is done. React's
 * act, given an async callback, also lets the work the callback set off run before it flushes (a
 * response's body read after the response arrives); this one waits a task for it, as tests of a
 * request answered inside act expect.
 */
export function act<T>(callback: () => T | Promise<T>): Promise<void> {
  return preactAct(() => {
    const result = callback();
    if (result && typeof (result as Promise<T>).then === 'function') {
      return (result as Promise<T>).then(() => new Promise<void>((resolve) => nextTask(resolve, 0)));
    }
    return undefined;
  });
}
