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
  /** Only these roles (in the tab's building, lib/acting-role.ts) may open it; everyone signed in when absent. */
  roles?: Role[];
  load: () => Promise<ComponentType>;
  /** Its name in each role's menu: a key of MENU_LABELS, read in the language of now. */
  menu: Partial<Record<Role, MenuLabel>>;
}

const both = (label: MenuLabel) => ({ Landlord: label, Tenant: label });
/** The owner's screens a caretaker also works in (docs/team.md), under the same name. */
const staff = (label: MenuLabel) => ({ Landlord: label, Caretaker: label });
const STAFF: Role[] = ['Landlord', 'Caretaker'];

const SCREEN_LIST: Screen[] = [
  {
    path: '/dashboard',
    load: () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
    menu: { ...both('dashboard'), Caretaker: 'dashboard' },
  },
  {
    // Every building of the landlord (docs/portfolio.md); in the menu once they own two.
    path: '/portfolio',
    roles: ['Landlord'],
    load: () => import('../features/portfolio/portfolio-page').then((m) => m.PortfolioPage),
    menu: { Landlord: 'buildings' },
  },
  {
    path: '/tenants',
    roles: STAFF,
    load: () => import('../features/tenants/tenants-page').then((m) => m.TenantsPage),
    menu: staff('tenants'),
  },
  {
    path: '/units',
    roles: ['Landlord'],
    load: () => import('../features/units/units-page').then((m) => m.UnitsPage),
    menu: { Landlord: 'units' },
  },
  {
    path: '/bills',
    load: () => import('../features/bills/bills-page').then((m) => m.BillsPage),
    menu: { ...staff('bills'), Tenant: 'myBills' },
  },
  {
    path: '/payments',
    load: () => import('../features/payments/payments-page').then((m) => m.PaymentsPage),
    menu: { ...staff('payments'), Tenant: 'myPayments' },
  },
  {
    // The owner's statement import (docs/imports.md): opened from Payments, not in the menu.
    path: '/payments/import',
    roles: ['Landlord'],
    load: () => import('../features/imports/import-page').then((m) => m.ImportPage),
    menu: {},
  },
  {
    // A tenant's own statement; a landlord opens a tenant's from their card (/statement?tenancy=…).
    path: '/statement',
    load: () => import('../features/statements/statement-page').then((m) => m.StatementPage),
    menu: { Tenant: 'statement' },
  },
  {
    // Water and electricity (docs/utilities.md): the round for the owner and caretakers.
    path: '/meters',
    roles: STAFF,
    load: () => import('../features/meters/meters-page').then((m) => m.MetersPage),
    menu: staff('meters'),
  },
  {
    path: '/usage',
    roles: ['Tenant'],
    load: () => import('../features/meters/usage-page').then((m) => m.UsagePage),
    menu: { Tenant: 'usage' },
  },
  {
    path: '/complaints',
    load: () => import('../features/complaints/complaints-page').then((m) => m.ComplaintsPage),
    menu: { ...both('complaints'), Caretaker: 'complaints' },
  },
  {
    // A tenant with the owner and caretakers; the owner and caretakers with the tenants (docs/team.md).
    path: '/chat',
    load: () => import('../features/chat/chat-page').then((m) => m.ChatPage),
    menu: { ...both('chat'), Caretaker: 'chat' },
  },
  {
    path: '/rights',
    roles: ['Tenant'],
    load: () => import('../features/rights/rights-page').then((m) => m.RightsPage),
    menu: { Tenant: 'rights' },
  },
  {
    path: '/rules',
    load: () => import('../features/rules/rules-page').then((m) => m.RulesPage),
    menu: { ...both('rules'), Caretaker: 'rules' },
  },
  {
    path: '/activity',
    roles: STAFF,
    load: () => import('../features/activity/activity-page').then((m) => m.ActivityPage),
    menu: staff('activity'),
  },
  {
    path: '/messages',
    roles: ['Landlord'],
    load: () => import('../features/outbox/messages-page').then((m) => m.MessagesPage),
    menu: { Landlord: 'messages' },
  },
  {
    // A caretaker has no notifications yet (docs/team.md "Not yet").
    path: '/notifications',
    roles: ['Landlord', 'Tenant'],
    load: () => import('../features/notifications/notifications-page').then((m) => m.NotificationsPage),
    menu: both('notifications'),
  },
  {
    // The building's team: the owner invites and removes caretakers (docs/team.md).
    path: '/team',
    roles: ['Landlord'],
    load: () => import('../features/team/team-page').then((m) => m.TeamPage),
    menu: { Landlord: 'team' },
  },
  {
    // The owner's reports: KRA's Monthly Rental Income and the year pack (docs/reports.md).
    path: '/reports',
    roles: ['Landlord'],
    load: () => import('../features/reports/reports-page').then((m) => m.ReportsPage),
    menu: { Landlord: 'reports' },
  },
  {
    // A landlord's building and everyone's own data (Your data: download, delete the account).
    path: '/settings',
    load: () => import('../features/settings/settings-page').then((m) => m.SettingsPage),
    menu: { ...both('settings'), Caretaker: 'settings' },
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
