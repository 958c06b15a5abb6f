import type { Tenant } from '@safestay/contracts';
import { Activity, FileText, HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import { MENU_LABELS } from '../../app/texts';
import { buttonClasses } from '../../components/ui/button';
import { formatKsh } from '../../lib/format';
import { TENANT_TEXT } from './texts';

/** A tenant's balance in words: "Owes KSH 22,500", "KSH 1,000 credit" or "Paid up". */
export function balanceText(balance: number): string {
  if (balance > 0) return TENANT_TEXT.owes(formatKsh(balance));
  if (balance < 0) return TENANT_TEXT.credit(formatKsh(-balance));
  return TENANT_TEXT.paidUp;
}

export const balanceTone = (balance: number) =>
  balance > 0 ? 'text-red-700' : balance < 0 ? 'text-emerald-800' : 'text-gray-900';

/** The balance as the cards and the details show it (docs/ledger.md): money, not a count of bills. */
export function TenantBalance({ balance, className = '' }: { balance: number; className?: string }) {
  return (
    <span className={`font-semibold tabular-nums ${balanceTone(balance)} ${className}`}>{balanceText(balance)}</span>
  );
}

/** Where a tenant's money is followed: their statement, a payment to record, everything that happened. */
export function tenantMoneyLinks(tenant: Tenant) {
  const tenancy = encodeURIComponent(tenant.tenancyId);
  return [
    { label: MENU_LABELS.statement, to: `/statement?tenancy=${tenancy}`, icon: FileText },
    { label: TENANT_TEXT.recordPayment, to: `/payments?record=1&tenancy=${tenancy}`, icon: HandCoins },
    { label: MENU_LABELS.activity, to: `/activity?tenant=${encodeURIComponent(tenant._id)}`, icon: Activity },
  ];
}

/** The three links, as small buttons that share a row (a card) or sit with other actions (details). */
export function TenantMoneyLinks({
  tenant,
  className = '',
  onFollow,
}: {
  tenant: Tenant;
  className?: string;
  /** Called as a link is followed (the details dialog closes). */
  onFollow?: () => void;
}) {
  return (
    <nav aria-label={TENANT_TEXT.moneyOf(tenant.name)} className={`flex flex-wrap gap-2 ${className}`}>
      {tenantMoneyLinks(tenant).map(({ label, to, icon: Icon }) => (
        <Link
          key={label}
          to={to}
          onClick={onFollow}
          className={buttonClasses('ghost', 'sm', 'flex-1 border border-gray-200 px-2 whitespace-nowrap')}
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
