import type { Role } from '@safestay/contracts';
import type { ComponentType } from 'react';
import { type LazyComponent, lazyComponent, lazyNamed } from '../lib/lazy';
import type { MenuLabel } from './texts';

/**
 * The screens of docs/product.md §2, in menu order: where each lives, who may open it, its chunk,
 * and its name in each role's menu (and browser tab). routes.tsx, the menu (nav-items.ts) and
 * the first-load preload below all read this one table; adding a screen is adding a row.
 */
export interface Screen {
  path: string;
  /** Only this role may open it; everyone signed in when absent. */
  role?: Role;
  load: () => Promise<ComponentType>;
  /** Its name in each role's menu: a key of MENU_LABELS, read in the language of now. */
  menu: Partial<Record<Role, MenuLabel>>;
}

const both = (label: MenuLabel) => ({ Landlord: label, Tenant: label });

const SCREEN_LIST: Screen[] = [
  {
    path: '/dashboard',
    load: () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
    menu: both('dashboard'),
  },
  {
    // Every building of the landlord (docs/portfolio.md); in the menu once they own two.
    path: '/portfolio',
    role: 'Landlord',
    load: () => import('../features/portfolio/portfolio-page').then((m) => m.PortfolioPage),
    menu: { Landlord: 'buildings' },
  },
  {
    path: '/tenants',
    role: 'Landlord',
    load: () => import('../features/tenants/tenants-page').then((m) => m.TenantsPage),
    menu: { Landlord: 'tenants' },
  },
  {
    path: '/units',
    role: 'Landlord',
    load: () => import('../features/units/units-page').then((m) => m.UnitsPage),
    menu: { Landlord: 'units' },
  },
  {
    path: '/bills',
    load: () => import('../features/bills/bills-page').then((m) => m.BillsPage),
    menu: { Landlord: 'bills', Tenant: 'myBills' },
  },
  {
    path: '/payments',
    load: () => import('../features/payments/payments-page').then((m) => m.PaymentsPage),
    menu: { Landlord: 'payments', Tenant: 'myPayments' },
  },
  {
    // A tenant's own statement; a landlord opens a tenant's from their card (/statement?tenancy=…).
    path: '/statement',
    load: () => import('../features/statements/statement-page').then((m) => m.StatementPage),
    menu: { Tenant: 'statement' },
  },
  {
    path: '/complaints',
    load: () => import('../features/complaints/complaints-page').then((m) => m.ComplaintsPage),
    menu: both('complaints'),
  },
  {
    path: '/chat',
    load: () => import('../features/chat/chat-page').then((m) => m.ChatPage),
    menu: both('chat'),
  },
  {
    path: '/rights',
    role: 'Tenant',
    load: () => import('../features/rights/rights-page').then((m) => m.RightsPage),
    menu: { Tenant: 'rights' },
  },
  {
    path: '/rules',
    load: () => import('../features/rules/rules-page').then((m) => m.RulesPage),
    menu: both('rules'),
  },
  {
    path: '/activity',
    role: 'Landlord',
    load: () => import('../features/activity/activity-page').then((m) => m.ActivityPage),
    menu: { Landlord: 'activity' },
  },
  {
    path: '/messages',
    role: 'Landlord',
    load: () => import('../features/outbox/messages-page').then((m) => m.MessagesPage),
    menu: { Landlord: 'messages' },
  },
  {
    path: '/notifications',
    load: () => import('../features/notifications/notifications-page').then((m) => m.NotificationsPage),
    menu: both('notifications'),
  },
  {
    // A landlord's building and everyone's own data (Your data: download, delete the account).
    path: '/settings',
    load: () => import('../features/settings/settings-page').then((m) => m.SettingsPage),
    menu: both('settings'),
  },
];

/** Each screen with its component, fetched on its first visit (or by preloadSignedIn). */
export const SCREENS: Array<Screen & { Page: LazyComponent }> = SCREEN_LIST.map((screen) => ({
  ...screen,
  Page: lazyComponent(screen.load),
}));

/** One lazy sign-in screen for both the first load (app.tsx) and the routed app, so it loads once. */
export const LoginPage = lazyNamed(() => import('../features/auth/login-page'), 'LoginPage');

// The signed-in layout, its own chunk like each screen.
export const AppLayout = lazyNamed(() => import('./layout'), 'AppLayout');

/**
 * A signed-in first load fetches the layout and the screen together with the router, rather than
 * each after the one rendering it (docs/performance.md). Resolves once they have arrived (or
 * failed: a failure is left to the screen's own render to show), so they render without suspending.
 */
export function preloadSignedIn(pathname: string): Promise<void> {
  const screen = SCREENS.find((s) => s.path === pathname);
  const parts = screen ? [AppLayout, screen.Page] : [AppLayout];
  return Promise.allSettled(parts.map((part) => part.preload())).then(() => undefined);
}
