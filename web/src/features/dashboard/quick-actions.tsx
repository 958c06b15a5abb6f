import type { Role } from '@safestay/contracts';
import {
  type LucideIcon,
  MessageSquare,
  MessageSquarePlus,
  MessageSquareWarning,
  Receipt,
  ReceiptText,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { DASH_TEXT } from './texts';

interface QuickAction {
  label: () => string;
  to: string;
  icon: LucideIcon;
}

// docs/product.md §2 "Dashboard": the three shortcuts of each role. Those that name an action
// open it: the bill and complaint forms, the conversation with the landlord.
const ACTIONS: Record<Role, QuickAction[]> = {
  Landlord: [
    { label: () => DASH_TEXT.createBill, to: '/bills?new=1', icon: ReceiptText },
    { label: () => DASH_TEXT.viewTenants, to: '/tenants', icon: Users },
    { label: () => DASH_TEXT.checkComplaints, to: '/complaints', icon: MessageSquareWarning },
  ],
  Tenant: [
    { label: () => DASH_TEXT.payBills, to: '/bills', icon: Receipt },
    { label: () => DASH_TEXT.submitComplaint, to: '/complaints?new=1', icon: MessageSquarePlus },
    { label: () => DASH_TEXT.contactLandlord, to: '/chat?with=landlord', icon: MessageSquare },
  ],
  // What a caretaker does on the spot (docs/team.md).
  Caretaker: [
    { label: () => DASH_TEXT.recordPayment, to: '/payments', icon: Receipt },
    { label: () => DASH_TEXT.viewTenants, to: '/tenants', icon: Users },
    { label: () => DASH_TEXT.checkComplaints, to: '/complaints', icon: MessageSquareWarning },
  ],
};

export function QuickActions({ role }: { role: Role }) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-gray-900">{DASH_TEXT.quickActions}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {ACTIONS[role].map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 px-4 py-3 text-sm font-medium text-gray-800 transition-colors hover:border-emerald-300 hover:bg-emerald-50"
            >
              <Icon className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
              {label()}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
