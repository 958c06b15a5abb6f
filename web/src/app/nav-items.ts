import type { Role } from '@safestay/contracts';
import {
  DoorOpen,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareWarning,
  MessagesSquare,
  Receipt,
  Scale,
  ScrollText,
  Users,
} from 'lucide-react';
import { SCREENS } from './screens';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** Each screen's icon; the icons load with the layout, not with the first page. */
const ICONS: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/tenants': Users,
  '/units': DoorOpen,
  '/bills': Receipt,
  '/complaints': MessageSquareWarning,
  '/chat': MessagesSquare,
  '/rights': Scale,
  '/rules': ScrollText,
};

/** docs/product.md §2 "Shared layout": each role's menu, in the order of screens.ts. */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  Landlord: menuFor('Landlord'),
  Tenant: menuFor('Tenant'),
};

function menuFor(role: Role): NavItem[] {
  return SCREENS.flatMap((screen) => {
    const label = screen.menu[role];
    return label ? [{ label, to: screen.path, icon: ICONS[screen.path] ?? LayoutDashboard }] : [];
  });
}
