import { isStaff, useActingRole } from '../../lib/acting-role';
import { useLedgerLive } from '../../lib/use-ledger-live';
import { LandlordPayments } from './landlord-payments';
import { TenantPayments } from './tenant-payments';

/** Payments: the building's to confirm and record (owner and caretaker), the tenant's own with "I paid". */
export function PaymentsPage() {
  const role = useActingRole();
  // Money confirmed or claimed on the other side shows here without a reload.
  useLedgerLive();
  if (!role) return null;
  return isStaff(role) ? <LandlordPayments /> : <TenantPayments />;
}
