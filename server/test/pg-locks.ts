import { type Kysely, sql } from 'kysely';

/** A promise one side awaits until the other opens it: to hold a transaction at a chosen point. */
export function gate(): { passed: Promise<void>; open: () => void } {
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}

/** Resolves once some session of this PostgreSQL database waits for a lock another holds. */
export async function untilALockIsAwaited<T>(db: Kysely<T>): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
