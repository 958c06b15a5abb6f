import './zod-config';
import { z } from 'zod';
import { said } from './common';
import { MIN_BUILDING_SEARCH } from './constants';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { REQUEST_MSG } from './messages-requests';

export const ZAvailableApartment = z.object({
  _id: z.string(),
  name: z.string(),
  rentAmount: z.number(),
  landlordName: z.string(),
  /** Where the building is (e.g. "Kilimani, Nairobi"), so two of one name are never confused. */
  area: z.string().nullable(),
});
export type AvailableApartment = z.infer<typeof ZAvailableApartment>;

/** The most buildings one search answers (docs/reliability.md §61). */
export const BUILDING_SEARCH_RESULTS = 10;

/**
 * `GET /apartments/available?q=`: part of a building's name or area. Without `q` the answer is
 * the whole list as docs/product.md §7 defines it, for clients written for it.
 */
export const ZAvailableApartmentsQuery = z.object({
  q: z
    .string(said(() => FIELD_MSG.notText(fieldLabel('Search (q)'))))
    .trim()
    .min(
      MIN_BUILDING_SEARCH,
      said(() => REQUEST_MSG.searchTooShort(MIN_BUILDING_SEARCH)),
    )
    .max(
      100,
      said(() => REQUEST_MSG.searchTooLong(100)),
    )
    .optional(),
});
export type AvailableApartmentsQuery = z.infer<typeof ZAvailableApartmentsQuery>;

export const ZAvailableApartmentsResponse = z.object({
  success: z.literal(true),
  data: z.array(ZAvailableApartment),
});
export type AvailableApartmentsResponse = z.infer<typeof ZAvailableApartmentsResponse>;
