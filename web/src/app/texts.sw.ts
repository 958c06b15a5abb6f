import type { Translation } from '@safestay/contracts';
import type { MENU_LABELS, SHELL_TEXT } from './texts';

export const TRANSLATIONS: {
  MENU_LABELS: Translation<typeof MENU_LABELS>;
  SHELL_TEXT: Translation<typeof SHELL_TEXT>;
} = {
  MENU_LABELS: {
    dashboard: 'Dashibodi',
    tenants: 'Wapangaji',
    units: 'Nyumba',
    bills: 'Bili',
    myBills: 'Bili Zangu',
    payments: 'Malipo',
    myPayments: 'Malipo Yangu',
    statement: 'Taarifa ya Akaunti',
    complaints: 'Malalamiko',
    chat: 'Gumzo',
    rights: 'Haki za Mpangaji',
    rules: 'Kanuni za Nyumba',
    activity: 'Shughuli',
    messages: 'Ujumbe',
    notifications: 'Arifa',
    settings: 'Mipangilio',
    buildings: 'Majengo',
    team: 'Wahudumu',
    reports: 'Ripoti',
    meters: 'Mita',
    usage: 'Maji na umeme',
  },
  SHELL_TEXT: {
    skipToContent: 'Ruka hadi maudhui',
    mainMenu: 'Menyu kuu',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
    expandSidebar: 'Panua utepe wa pembeni',
    collapseSidebar: 'Kunja utepe wa pembeni',
    changePassword: 'Badilisha nenosiri',
    logout: 'Toka',
    noLongerOnTeam: 'Wewe si mhudumu wa jengo hili tena',
    noLongerOnTeamText: (building) =>
      building
        ? `Mwenye ${building} amekuondoa kwenye wahudumu wake, kwa hiyo huwezi tena kufungua kurasa zake. Akaunti yako inabaki.`
        : 'Mwenye jengo amekuondoa kwenye wahudumu wake, kwa hiyo huwezi tena kufungua kurasa zake. Akaunti yako inabaki.',
    switchBuilding: 'Badilisha jengo',
  },
};
