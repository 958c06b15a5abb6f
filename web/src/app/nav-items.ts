import type { Role, User } from '@safestay/contracts';
import {
  Bell,
  Building2,
  DoorOpen,
  FileSpreadsheet,
  FileText,
  Gauge,
  History,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareWarning,
  MessagesSquare,
  Receipt,
  Scale,
  ScrollText,
  Send,
  Settings,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import { SCREENS } from './screens';
import { accessOf, MOVED_OUT_PATHS } from './tenancy-access';
import { MENU_LABELS } from './texts';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** Each screen's icon; the icons load with the layout, not with the first page. */
const ICONS: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/portfolio': Building2,
  '/tenants': Users,
  '/units': DoorOpen,
  '/bills': Receipt,
  '/payments': Wallet,
  '/statement': FileText,
  '/activity': History,
  '/complaints': MessageSquareWarning,
  '/chat': MessagesSquare,
  '/rights': Scale,
  '/rules': ScrollText,
  '/notifications': Bell,
  '/messages': Send,
  '/team': UserCog,
  '/reports': FileSpreadsheet,
  '/meters': Gauge,
  '/usage': Gauge,
  '/settings': Settings,
};

/** docs/product.md §2 "Shared layout": each role's menu, in the order of screens.ts, in the language of now. */
export function menuFor(role: Role): NavItem[] {
  return SCREENS.flatMap((screen) => {
    const key = screen.menu[role];
    return key ? [{ label: MENU_LABELS[key], to: screen.path, icon: ICONS[screen.path] ?? LayoutDashboard }] : [];
  });
}

/**
 * The signed-in person's menu, for their role in the tab's building (`role`, lib/acting-role.ts;
 * their account's when left out): a tenant who moved out sees only what they may still open; a
 * landlord sees their buildings (the portfolio) once they own more than one (left out, as for the
 * tab's title: every screen they may open).
 */
export function navItemsFor(user: User, buildings = Number.POSITIVE_INFINITY, role: Role = user.role): NavItem[] {
  const items = menuFor(role).filter((item) => item.to !== '/portfolio' || buildings > 1);
  return accessOf(user) === 'moved-out' ? items.filter((item) => MOVED_OUT_PATHS.includes(item.to)) : items;
}
