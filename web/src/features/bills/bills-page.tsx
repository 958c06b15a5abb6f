import { useSession } from '../../lib/session';
import { useLedgerLive } from '../../lib/use-ledger-live';
import { LandlordBills } from './landlord-bills';
import { TenantBills } from './tenant-bills';

/** docs/product.md §2 "Bills screen": two screens, one per role. */
export function BillsPage() {
  const { user } = useSession();
  // A payment or a charge made on the other side shows here without a reload.
  useLedgerLive();
  if (!user) return null;
  return user.role === 'Landlord' ? <LandlordBills /> : <TenantBills />;
}
