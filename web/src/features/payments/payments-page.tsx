import { useSession } from '../../lib/session';
import { useLedgerLive } from '../../lib/use-ledger-live';
import { LandlordPayments } from './landlord-payments';
import { TenantPayments } from './tenant-payments';

/** Payments: the landlord's to confirm and record, the tenant's own with "I paid". */
export function PaymentsPage() {
  const { user } = useSession();
  // Money confirmed or claimed on the other side shows here without a reload.
  useLedgerLive();
  if (!user) return null;
  return user.role === 'Landlord' ? <LandlordPayments /> : <TenantPayments />;
}
