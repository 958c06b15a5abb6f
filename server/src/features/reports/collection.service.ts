import { COLLECTION_MSG, type CollectionReport } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { toCsv } from '../../lib/csv';
import { today as todayInNairobi } from '../../lib/dates';
import { toKes } from '../../lib/money';
import { yearFigures } from '../ledger/figures';

const kesOrNull = (cents: number | null) => (cents === null ? null : toKes(cents));

/**
 * The building's collection over `year` (this year in Nairobi when absent): the dashboard's
 * figures month by month, from the one definition in ledger/figures.ts (docs/reports.md).
 */
export async function loadCollection(
  db: Kysely<DB>,
  caller: Caller,
  year: number | undefined,
  today = todayInNairobi(),
): Promise<CollectionReport> {
  const wanted = year ?? Number(today.slice(0, 4));
  const months = await yearFigures(db, caller.apartmentId, wanted, today);
  return {
    year: wanted,
    months: months.map((m) => ({
      month: m.month,
      expected: toKes(m.expected),
      collected: toKes(m.collected),
      outstanding: kesOrNull(m.outstanding),
      overdue: kesOrNull(m.overdue),
      asAt: m.asAt,
    })),
  };
}

/** The report as CSV, headers in the reader's language; a month still to come has empty cells. */
export function collectionCsv(report: CollectionReport): string {
  return toCsv([
    [
      COLLECTION_MSG.month,
      COLLECTION_MSG.expected,
      COLLECTION_MSG.collected,
      COLLECTION_MSG.outstandingAtMonthEnd,
      COLLECTION_MSG.overdueAtMonthEnd,
      COLLECTION_MSG.asAt,
    ],
    ...report.months.map((m) => [m.month, m.expected, m.collected, m.outstanding, m.overdue, m.asAt]),
  ]);
}
