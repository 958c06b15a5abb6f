import type { Insertable, OnConflictBuilder, OnConflictDoNothingBuilder, Transaction } from 'kysely';
import type { BillsTable, DB } from '../../db/schema';

/**
 * Inserts bills that a unique key makes once (a month's rent, a house's recurring charge), in
 * chunks well under the bound-parameter limits of both databases; a bill the key already holds is
 * skipped (`conflict` names the key). Answers the rows inserted now, so a repeated or concurrent
 * run reports, charges and announces only what it made.
 */
export async function insertBillsOnce<R extends Insertable<BillsTable> & { id: string }>(
  trx: Transaction<DB>,
  rows: R[],
  conflict: (oc: OnConflictBuilder<DB, 'bills'>) => OnConflictDoNothingBuilder<DB, 'bills'>,
): Promise<R[]> {
  const inserted = new Set<string>();
  for (let i = 0; i < rows.length; i += 500) {
    const result = await trx
      .insertInto('bills')
      .values(rows.slice(i, i + 500))
      .onConflict(conflict)
      .returning('id')
      .execute();
    for (const r of result) inserted.add(r.id);
  }
  return rows.filter((r) => inserted.has(r.id));
}
