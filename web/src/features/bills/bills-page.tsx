import { isStaff, useActingRole } from '../../lib/acting-role';
import { useLedgerLive } from '../../lib/use-ledger-live';
import { LandlordBills } from './landlord-bills';
import { TenantBills } from './tenant-bills';

/** docs/product.md §2 "Bills screen": two screens, the building's (owner and caretaker) and a tenant's. */
export function BillsPage() {
  const role = useActingRole();
  // A payment or a charge made on the other side shows here without a reload.
  useLedgerLive();
  if (!role) return null;
  return isStaff(role) ? <LandlordBills /> : <TenantBills />;
}
