import { useSearchParams } from 'react-router';
import { isStaff, useActingRole } from '../../lib/acting-role';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useLedgerLive } from '../../lib/use-ledger-live';
import { StatementView } from './statement-view';
import { TenancyPicker } from './tenancy-picker';
import { STMT_TEXT } from './texts';

/**
 * A tenancy's running account: a tenant reads their own; a landlord one tenant's
 * (`?tenancy=<id>`), or first chooses whose. Money moving anywhere reloads it.
 */
export function StatementPage() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const tenancyId = searchParams.get('tenancy');
  const role = useActingRole();
  const landlord = isStaff(role);
  useLedgerLive();
  // The menu names the tenant's screen; a landlord reaches this one from elsewhere.
  usePageTitle(landlord ? (tenancyId ? STMT_TEXT.title : STMT_TEXT.pickerTitle) : undefined);
  if (!user || !role) return null;
  if (!landlord) return <StatementView tenancyId={null} />;
  return tenancyId ? <StatementView key={tenancyId} tenancyId={tenancyId} /> : <TenancyPicker />;
}
