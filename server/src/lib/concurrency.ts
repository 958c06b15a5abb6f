/**
 * At most `slots` of the tasks given to the returned function run at once; the others wait their
 * turn in arrival order. For work that holds a lot of memory per run and gains nothing from more
 * parallelism than there is CPU for (password hashing, PDF rendering).
 */
export function concurrencyLimit(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so no newcomer can slip in between.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Resolves on the event loop's next turn, after the sockets and timers waiting now. A loop over
 * many SQLite queries never gets there by itself: better-sqlite3 answers at once, so every `await`
 * resumes in the same turn, and the whole loop runs as one block that no request can interrupt
 * (docs/performance.md "A burst of callbacks held the whole server").
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
