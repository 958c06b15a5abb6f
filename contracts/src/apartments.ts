import './zod-config';
import { z } from 'zod';

export const ZAvailableApartment = z.object({
  _id: z.string(),
  name: z.string(),
  rentAmount: z.number(),
  landlordName: z.string(),
  /** Where the building is (e.g. "Kilimani, Nairobi"), so two of one name are never confused. */
  area: z.string().nullable(),
});
export type AvailableApartment = z.infer<typeof ZAvailableApartment>;

/** The fewest characters a building search takes: fewer would match half the list. */
export const MIN_BUILDING_SEARCH = 3;
/** The most buildings one search answers (docs/reliability.md §61). */
export const BUILDING_SEARCH_RESULTS = 10;

/**
 * `GET /apartments/available?q=`: part of a building's name or area. Without `q` the answer is
 * the whole list as docs/product.md §7 defines it, for clients written for it.
 */
export const ZAvailableApartmentsQuery = z.object({
  q: z
    .string({ error: 'Search (q) must be text.' })
    .trim()
    .min(MIN_BUILDING_SEARCH, `Search (q) needs at least ${MIN_BUILDING_SEARCH} characters.`)
    .max(100, 'Search (q) can be at most 100 characters.')
    .optional(),
});
export type AvailableApartmentsQuery = z.infer<typeof ZAvailableApartmentsQuery>;

export const ZAvailableApartmentsResponse = z.object({
  success: z.literal(true),
  data: z.array(ZAvailableApartment),
});
export type AvailableApartmentsResponse = z.infer<typeof ZAvailableApartmentsResponse>;
