import { MIN_BUILDING_SEARCH } from '@safestay/contracts';

/** The sign-up screen's building search (docs/reliability.md §61): every word it shows. */
export const PICKER_TEXT = {
  placeholder: 'Type your building’s name or area',
  hint: `Type at least ${MIN_BUILDING_SEARCH} letters of your building’s name or area, then choose it.`,
  list: 'Matching buildings',
  searching: 'Searching…',
  found: (count: number) => (count === 1 ? '1 building found.' : `${count} buildings found.`),
  noMatch: (query: string) =>
    `No building matches “${query}”. Check the name, or ask your landlord for an invite link.`,
  failed: 'Could not search buildings. Check your connection and type again.',
  chosen: (name: string) => `${name} chosen.`,
  landlord: (name: string) => `landlord ${name}`,
  perMonth: (rent: string) => `${rent}/month`,
} as const;
