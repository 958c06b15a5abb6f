import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';

/** A run that has not finished in this long is taken over (its process died). */
const RUN_LOCK_MS = 10 * 60_000;

/**
 * Takes a scheduled run (a job's name and key, e.g. reminders for 2026-12-01 and an apartment)
 * for this process, or says another has it or it is done. The first insert wins; a run whose
 * lock ran out without finishing is taken over by a conditional update, so exactly one process
 * holds it at a time.
 */
export async function claimRun(db: Kysely<DB>, name: string, runKey: string, now: Date) {
  const until = new Date(now.getTime() + RUN_LOCK_MS).toISOString();
  try {
    await db
      .insertInto('scheduled_runs')
      .values({ name, run_key: runKey, status: 'running', locked_until: until, finished_at: null })
      .execute();
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const taken = await db
    .updateTable('scheduled_runs')
    .set({ locked_until: until })
    .where('name', '=', name)
    .where('run_key', '=', runKey)
    .where('status', '=', 'running')
    .where('locked_until', '<', now.toISOString())
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function finishRun(db: Kysely<DB>, name: string, runKey: string) {
  await db
    .updateTable('scheduled_runs')
    .set({ status: 'done', finished_at: new Date().toISOString() })
    .where('name', '=', name)
    .where('run_key', '=', runKey)
    .execute();
}

/** The keys of a job's finished runs that start with a prefix (today's), to skip them without a claim each. */
export async function finishedRuns(db: Kysely<DB>, name: string, keyPrefix: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('scheduled_runs')
    .select('run_key')
    .where('name', '=', name)
    .where('status', '=', 'done')
    .where('run_key', '>=', keyPrefix)
    .where('run_key', '<', `${keyPrefix}\uffff`)
    .execute();
  return new Set(rows.map((r) => r.run_key));
}
