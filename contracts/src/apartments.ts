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

export const ZAvailableApartmentsResponse = z.object({
  success: z.literal(true),
  data: z.array(ZAvailableApartment),
});
export type AvailableApartmentsResponse = z.infer<typeof ZAvailableApartmentsResponse>;
