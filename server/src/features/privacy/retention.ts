import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { today } from '../../lib/dates';
import { claimRun, finishRun } from '../notifications/scheduled-runs';
import { erasePerson } from './erase';

/** How long a former tenant's personal details are kept after they move out (RETENTION_YEARS). */
export const DEFAULT_RETENTION_YEARS = 7;

/** The day `years` before `day` (29 February falls back to the 28th in a year without one). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-');
  const year = String(Number(y) - years).padStart(4, '0');
  const leap = (n: number) => (n % 4 === 0 && n % 100 !== 0) || n % 400 === 0;
  const date = m === '02' && d === '29' && !leap(Number(year)) ? '28' : d;
  return `${year}-${m}-${date}`;
}

/**
 * The daily retention run (docs/privacy.md "How long"): every former tenant whose last tenancy
 * ended more than `years` ago, with none open since, is pseudonymised as an erasure does. Runs
 * once a day across processes (a scheduled run, like the reminders), and each erasure is
 * conditional on not being done yet, so a second run, or a second process, changes nothing.
 * Returns the sessions it ended, to cut their sockets.
 */
export async function runRetention(db: Kysely<DB>, years: number, now = new Date()): Promise<string[]> {
  const day = today(now);
  if (!(await claimRun(db, 'retention', day, now))) return [];
  const cutoff = yearsBefore(day, years);
  const due = await db
    .selectFrom('users as u')
    .innerJoin('tenancies as t', 't.tenant_id', 'u.id')
    .select('u.id')
    .where('u.role', '=', 'Tenant')
    .where('u.erased_at', 'is', null)
    .where('t.status', '=', 'ended')
    .groupBy('u.id')
    .having((eb) => eb.fn.max('t.move_out_date'), '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tenancies as open')
            .select('open.id')
            .whereRef('open.tenant_id', '=', 'u.id')
            .where('open.status', 'in', ['active', 'pending']),
        ),
      ),
    )
    .execute();
  const ended: string[] = [];
  for (const person of due) {
    ended.push(...(await db.transaction().execute((trx) => erasePerson(trx, person.id, 'Tenant'))));
  }
  await finishRun(db, 'retention', day);
  return ended;
}
