/** House codes in the order people walk them: A2 before A10 (numeric runs compared as numbers). */
export const compareHouseCodes = new Intl.Collator('en', { numeric: true }).compare;

/** Code order, then id: the order of the houses list and of its pages. */
export const compareHouses = (a: { code: string; id: string }, b: { code: string; id: string }) =>
  compareHouseCodes(a.code, b.code) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Each house's place in its building's order (compareHouses), from 0, by id: what `units.code_rank`
 * keeps, so that the database can page the houses list in an order it cannot work out itself.
 */
export function houseRanks(houses: Array<{ code: string; id: string }>): Map<string, number> {
  return new Map([...houses].sort(compareHouses).map((house, rank) => [house.id, rank]));
}
