import { catalogue } from '@safestay/contracts';

/** The buildings of one landlord: the switcher, the portfolio and adding a building. */
export const PORTFOLIO_TEXT = catalogue('PORTFOLIO_TEXT', {
  // The switcher at the top of the screen.
  building: 'Building',
  switchBuilding: 'Switch building',
  allBuildings: 'All buildings',
  addBuilding: 'Add a building',
  units: (units: number, occupied: number) => `${units} ${units === 1 ? 'unit' : 'units'}, ${occupied} let`,
  // The portfolio page.
  subtitle: "This month's money in each of your buildings, and in all of them together.",
  totalsIn: (month: string) => `All buildings, ${month}`,
  expected: 'Expected',
  collected: 'Collected',
  overdue: 'Overdue',
  dueSoon: 'Due soon',
  toConfirm: 'Payments to confirm',
  youAreHere: 'Open now',
  figuresExplained:
    'Expected: charges due this month. Collected: payments received this month. Overdue: still owed on charges already due. Due soon: still owed on charges due from today.',
  oneBuilding: 'One building so far',
  oneBuildingText:
    'Own another building? Add it here, then switch between them at the top of the screen. Each keeps its own units, tenants, bills and payments.',
  notLoaded: 'Your buildings could not be loaded. Refresh the page to try again.',
  // Adding a building.
  // As the sign-up form and the schema's messages name it.
  name: 'Apartment name',
  area: 'Area',
  areaPlaceholder: 'e.g. Kilimani, Nairobi',
  rent: 'Usual rent (KSH)',
  rentHint: 'What a unit usually costs a month; each unit keeps its own rent.',
  add: 'Add building',
});
