import './zod-config';
import { z } from 'zod';
import { fieldText, kesText, moneyKes, optionalLine, said } from './common';
import { UNIT_STATUSES } from './constants';
import { FIELD_MSG } from './messages-fields';
import { REQUEST_MSG } from './messages-requests';
import { unitCode } from './units-code';

/** The most a unit's rent or deposit may be (KES). */
export const MAX_UNIT_KES = 10_000_000;

/** A house in the building: the code tenants write as their M-Pesa account number. */
export const ZUnit = z.object({
  _id: z.string(),
  code: z.string(),
  label: z.string().nullable(),
  rent: z.number(),
  deposit: z.number(),
  status: z.enum(UNIT_STATUSES),
  /** Who lives there, once tenancies exist; null when vacant. */
  tenant: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Unit = z.infer<typeof ZUnit>;
export const ZUnitList = z.array(ZUnit);

/** A unit code as typed: upper-cased, spaces and - # / removed, then 1-12 letters and digits. */
export const ZUnitCode = fieldText('Code', 40)
  .transform(unitCode)
  .pipe(
    z.string().regex(
      /^[A-Z0-9]{1,12}$/,
      said(() => REQUEST_MSG.unitCode),
    ),
  );

export const ZUnitInput = z.object({
  code: ZUnitCode,
  label: optionalLine('Label', 60),
  rent: moneyKes('Rent', MAX_UNIT_KES),
  /** Zero when the landlord takes none. */
  deposit: z.preprocess((v) => v ?? 0, moneyKes('Deposit', MAX_UNIT_KES, { zero: true })),
});
export type UnitInput = z.input<typeof ZUnitInput>;

/** An edit may also bring an inactive unit back (status vacant). */
export const ZUpdateUnitRequest = ZUnitInput.extend({ status: z.literal('vacant').optional() });
export type UpdateUnitRequest = z.input<typeof ZUpdateUnitRequest>;

/** The add/edit form: the same rules with the amounts as typed (a blank deposit is none). */
export const ZUnitForm = ZUnitInput.extend({
  rent: kesText('Rent', MAX_UNIT_KES),
  deposit: z.preprocess((v) => (v === '' ? '0' : v), kesText('Deposit', MAX_UNIT_KES, { zero: true })),
});

export const ZUnitResponse = z.object({ message: z.string(), unit: ZUnit });

/** CSV text, one unit a line: code,label,rent,deposit (a header line is skipped). */
export const ZUnitImportRequest = z.object({
  csv: z
    .string(said(() => FIELD_MSG.notText('csv')))
    .min(
      1,
      said(() => REQUEST_MSG.csvEmpty),
    )
    .max(
      200_000,
      said(() => REQUEST_MSG.csvTooLarge(200_000)),
    ),
});
export const ZUnitImportResponse = z.object({ message: z.string(), created: z.number(), units: ZUnitList });
