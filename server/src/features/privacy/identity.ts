import { ERR_MSG, type Identity } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { audit, auditSummary } from '../activity/audit';

/**
 * GET /tenancies/:id/identity: the whole ID numbers (national ID, KRA PIN) of a tenancy's tenant, for the landlord of
 * its building only (another landlord's tenancy is a 404). Every list, PDF and chat answer shows
 * them masked; each reveal is an activity entry, written with the answer (docs/privacy.md).
 */
export async function revealIdentity(db: Kysely<DB>, caller: Caller, tenancyId: string): Promise<Identity> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('tenancies as t')
      .innerJoin('users as u', 'u.id', 't.tenant_id')
      .select(['t.id', 't.tenant_id', 'u.id_number', 'u.kra_pin', 'u.erased_at'])
      .where('t.id', '=', tenancyId)
      .where('t.apartment_id', '=', caller.apartmentId)
      .executeTakeFirst();
    if (!row) throw notFound(ERR_MSG.tenancyNotFound);
    await audit(trx, caller, {
      action: 'tenancy.identity_revealed',
      entity: 'tenancy',
      entityId: row.id,
      tenantId: row.tenant_id,
      summary: auditSummary('nationalIdViewed', {}),
    });
    // An erased person's placeholder is nobody's number.
    return { nationalID: row.erased_at ? '' : row.id_number, kraPin: row.erased_at ? null : row.kra_pin };
  });
}
