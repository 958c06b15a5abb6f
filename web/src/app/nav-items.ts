import type { Role } from '@safestay/contracts';
import {
  LayoutDashboard,
  type LucideIcon,
  MessageSquareWarning,
  MessagesSquare,
  Receipt,
  Scale,
  ScrollText,
  Users,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** docs/product.md §2 "Shared layout": the two menus, in this order. */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  Landlord: [
    { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
    { label: 'Tenants', to: '/tenants', icon: Users },
    { label: 'Bills', to: '/bills', icon: Receipt },
    { label: 'Complaints', to: '/complaints', icon: MessageSquareWarning },
    { label: 'Chat', to: '/chat', icon: MessagesSquare },
    { label: 'Rules', to: '/rules', icon: ScrollText },
  ],
  Tenant: [
    { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
    { label: 'My Bills', to: '/bills', icon: Receipt },
    { label: 'Complaints', to: '/complaints', icon: MessageSquareWarning },
    { label: 'Chat', to: '/chat', icon: MessagesSquare },
    { label: 'Tenant Rights', to: '/rights', icon: Scale },
    { label: 'Rules', to: '/rules', icon: ScrollText },
  ],
};
