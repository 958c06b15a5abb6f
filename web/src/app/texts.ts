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
  team: 'Team',
  reports: 'Reports',
  meters: 'Meters',
  usage: 'Water & electricity',
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
  // A removed caretaker's every request to the building is 403 not_your_apartment (docs/team.md).
  noLongerOnTeam: "You are no longer on this building's team",
  noLongerOnTeamText: (building: string) =>
    building
      ? `The owner of ${building} removed you from its team, so its screens are closed to you. Your account stays.`
      : "The building's owner removed you from its team, so its screens are closed to you. Your account stays.",
  switchBuilding: 'Switch building',
});
