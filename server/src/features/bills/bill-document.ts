import { ERR_MSG, ERROR_CODE, maskIdNumber } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { conflict } from '../../lib/errors';
import { getBill, periodLabel } from './bill-queries';

export type DocumentKind = 'bill' | 'receipt';

/**
 * Everything a bill or receipt PDF shows, scoped like every read. A receipt exists only for
 * a bill paid in full: asking for one earlier is a 409 the screen can explain.
 */
export async function loadBillDocument(db: Kysely<DB>, caller: Caller, billId: string, kind: DocumentKind) {
  const [bill, details] = await Promise.all([
    getBill(db, caller, billId),
    db
      .selectFrom('bills')
      .innerJoin('users as t', 't.id', 'bills.tenant_id')
      .innerJoin('apartments as a', 'a.id', 'bills.apartment_id')
      .innerJoin('users as l', 'l.id', 'a.landlord_id')
      .select([
        'bills.period_year',
        'bills.period_month',
        't.primary_phone as tenant_phone',
        't.id_number as tenant_national_id',
        'a.name as apartment_name',
        'l.name as landlord_name',
      ])
      .where('bills.id', '=', billId)
      .where('bills.apartment_id', '=', caller.apartmentId)
      .executeTakeFirst(),
  ]);
  if (kind === 'receipt' && bill.status !== 'Paid') {
    throw conflict(ERR_MSG.receiptOncePaid);
  }
  // getBill has already answered 404 for a bill the caller may not see.
  if (!details) throw conflict(ERR_MSG.billChangedWhileDrawn, ERROR_CODE.changedMeanwhile);
  return {
    bill,
    period: periodLabel(details.period_year, details.period_month),
    apartmentName: details.apartment_name,
    landlordName: details.landlord_name,
    tenantPhone: details.tenant_phone,
    // A PDF is printed, forwarded and left on phones: the ID shows its last four only (docs/privacy.md).
    tenantNationalId: maskIdNumber(details.tenant_national_id),
  };
}
export type BillDocument = Awaited<ReturnType<typeof loadBillDocument>>;
