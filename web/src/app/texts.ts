import { catalogue } from '@safestay/contracts';

/** Each screen's name in the menu and the browser tab (screens.ts names the entry of each role). */
export const MENU_LABELS = catalogue('MENU_LABELS', {
  dashboard: 'Dashboard',
  tenants: 'Tenants',
  units: 'Units',
  bills: 'Bills',
  myBills: 'My Bills',
  payments: 'Payments',
  myPayments: 'My Payments',
  statement: 'Statement',
  complaints: 'Complaints',
  chat: 'Chat',
  rights: 'Tenant Rights',
  rules: 'Rules',
  activity: 'Activity',
  messages: 'Messages',
  notifications: 'Notifications',
  settings: 'Settings',
  buildings: 'Buildings',
});

export type MenuLabel = keyof typeof MENU_LABELS;

/** What the signed-in layout says around the screens. */
export const SHELL_TEXT = catalogue('SHELL_TEXT', {
  skipToContent: 'Skip to content',
  mainMenu: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  expandSidebar: 'Expand sidebar',
  collapseSidebar: 'Collapse sidebar',
  changePassword: 'Change password',
  logout: 'Logout',
});
