const DEBUG_KEY = 'safestay.debug';

/** docs/architecture.md §8: debug tools only with ?debug=1 (remembered for the browser session) or in a dev build. */
export function isDebugMode(search: string = window.location.search): boolean {
  try {
    const flag = new URLSearchParams(search).get('debug');
    if (flag === '1') sessionStorage.setItem(DEBUG_KEY, '1');
    if (flag === '0') sessionStorage.removeItem(DEBUG_KEY);
    if (sessionStorage.getItem(DEBUG_KEY) === '1') return true;
  } catch {
    // storage disabled: only the build mode decides
  }
  return import.meta.env.DEV;
}
