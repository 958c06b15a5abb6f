import './zod-config';
import { z } from 'zod';
import { calendarDate, lineText, moneyKes, optionalLine, said, ZId } from './common';
import { RECURRING_CHARGE_KINDS } from './ledger-terms';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { METER_MSG } from './messages-meters';
import { METER_KINDS } from './tariff';

// Meters, rates and readings (docs/utilities.md). Quantities are m³ or kWh with at most three
// decimals in the API, thousandths inside the server; money is KES, cents inside.

/** The largest reading a meter shows (a six-figure dial with three decimals). */
export const MAX_READING = 1_000_000;

export const ZMeterKind = z.enum(
  METER_KINDS,
  said(() => FIELD_MSG.notText(fieldLabel('Kind'))),
);

/** A meter's figure: not negative, at most three decimals. */
export function quantity(label: string) {
  const notNumber = () => FIELD_MSG.notNumber(fieldLabel(label));
  return z
    .number({ error: (i) => (i.input === undefined ? FIELD_MSG.required(fieldLabel(label)) : notNumber()) })
    .finite(said(notNumber))
    .min(
      0,
      said(() => FIELD_MSG.negative(fieldLabel(label))),
    )
    .max(
      MAX_READING,
      said(() => FIELD_MSG.tooMuch(fieldLabel(label), MAX_READING)),
    )
    .refine(
      (v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6,
      said(() => METER_MSG.threeDecimals(fieldLabel(label))),
    );
}

const ZShare = z.object({
  unitId: ZId,
  weight: z
    .number(said(() => FIELD_MSG.notNumber(fieldLabel('Weight'))))
    .int(said(() => FIELD_MSG.notWhole(fieldLabel('Weight'))))
    .min(
      1,
      said(() => FIELD_MSG.outOfRange(fieldLabel('Weight'), 1, 1000)),
    )
    .max(
      1000,
      said(() => FIELD_MSG.outOfRange(fieldLabel('Weight'), 1, 1000)),
    ),
});

/** `POST /meters`: a house's meter (`unitId`), or one several houses share by weight (`shares`). */
export const ZCreateMeterRequest = z
  .object({
    kind: ZMeterKind,
    unitId: ZId.optional(),
    serial: optionalLine('Serial', 40),
    shares: z.array(ZShare).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.unitId === undefined) === (v.shares === undefined))
      ctx.addIssue({ code: 'custom', path: ['unitId'], message: METER_MSG.unitOrShares });
    else if (v.shares && v.shares.length < 2)
      ctx.addIssue({ code: 'custom', path: ['shares'], message: METER_MSG.sharesTwoOrMore });
  });
export type CreateMeterRequest = z.input<typeof ZCreateMeterRequest>;

export const ZReadingSummary = z.object({
  _id: z.string(),
  reading: z.number(),
  readAt: z.string(),
});

export const ZMeter = z.object({
  _id: z.string(),
  kind: ZMeterKind,
  serial: z.string().nullable(),
  /** The house it measures; null for a shared meter. */
  unit: z.object({ _id: z.string(), code: z.string() }).nullable(),
  shares: z.array(z.object({ unitId: z.string(), unit: z.string(), weight: z.number().int() })),
  lastReading: ZReadingSummary.nullable(),
});
export type Meter = z.infer<typeof ZMeter>;
export const ZMeterList = z.array(ZMeter);
export const ZMeterResponse = z.object({ message: z.string(), meter: ZMeter });
export const ZMeterListQuery = z.object({ kind: ZMeterKind.optional() });
export const ZMeterParams = z.object({ id: ZId });
export const ZReadingParams = z.object({ id: ZId, readingId: ZId });
export const ZKindParams = z.object({ kind: ZMeterKind });

const ZBand = z.object({
  upTo: quantity('Up to').nullable(),
  rate: moneyKes('Rate', 100_000, { zero: true }),
});

/** `PUT /utilities/rates/:kind`: bands (cumulative, the last open), a minimum charge, a fixed fee, from a date. */
export const ZRateRequest = z
  .object({
    bands: z.array(ZBand).min(1).max(10),
    minimumCharge: moneyKes('Minimum charge', 1_000_000, { zero: true }).optional(),
    fixedFee: moneyKes('Fixed fee', 1_000_000, { zero: true }).optional(),
    effectiveFrom: calendarDate('Effective from').optional(),
  })
  .superRefine((v, ctx) => {
    const last = v.bands.length - 1;
    if (v.bands[last]?.upTo !== null)
      ctx.addIssue({ code: 'custom', path: ['bands'], message: METER_MSG.lastBandOpen });
    let before = 0;
    for (const [i, band] of v.bands.entries()) {
      if (i === last) break;
      if (band.upTo === null || band.upTo <= before) {
        ctx.addIssue({ code: 'custom', path: ['bands', i, 'upTo'], message: METER_MSG.bandsOrder });
        return;
      }
      before = band.upTo;
    }
  });
export type RateRequest = z.input<typeof ZRateRequest>;

export const ZRate = z.object({
  kind: ZMeterKind,
  effectiveFrom: z.string(),
  bands: z.array(z.object({ upTo: z.number().nullable(), rate: z.number() })),
  minimumCharge: z.number(),
  fixedFee: z.number(),
});
export type Rate = z.infer<typeof ZRate>;
export const ZRateResponse = z.object({ message: z.string(), rate: ZRate });
/** Every rate of the building, newest first within each kind; the one in force today is `current`. */
export const ZRateList = z.object({ current: z.array(ZRate), history: z.array(ZRate) });

/** `POST /meters/:id/readings`. */
export const ZReadingRequest = z.object({
  reading: quantity('Reading'),
  readAt: calendarDate('Read on'),
  /** A new meter was fitted: consumption counts from `startReading` (0 when absent). */
  replaced: z.boolean(said(() => FIELD_MSG.notText(fieldLabel('Replaced')))).optional(),
  startReading: quantity('Start reading').optional(),
  dueDate: calendarDate('Due date').optional(),
});
export type ReadingRequest = z.input<typeof ZReadingRequest>;

/** `POST /meters/readings`: the whole building in one go, all or nothing. */
export const ZBatchReadingsRequest = z.object({
  kind: ZMeterKind.default('water'),
  readAt: calendarDate('Read on'),
  readings: z
    .array(
      z.object({
        unitCode: z.string().trim().toUpperCase().min(1).max(20).optional(),
        meterId: ZId.optional(),
        reading: quantity('Reading'),
      }),
    )
    .min(1)
    .max(1000),
});
export type BatchReadingsRequest = z.input<typeof ZBatchReadingsRequest>;

/** `PUT /meters/:id/readings/:readingId` (owner only). */
export const ZCorrectReadingRequest = z.object({
  reading: quantity('Reading'),
  reason: lineText('Reason', 300),
});

export const ZReadingCharge = z.object({
  billId: z.string(),
  tenancyId: z.string(),
  unit: z.string().nullable(),
  amount: z.number(),
});

export const ZReading = z.object({
  _id: z.string(),
  meterId: z.string(),
  kind: ZMeterKind,
  reading: z.number(),
  readAt: z.string(),
  /** The reading it follows; null for a meter's first (which only sets the start). */
  previous: z.number().nullable(),
  consumption: z.number(),
  replaced: z.boolean(),
  /** What the reading charged in all (KES), and to whom: nobody for a vacant house. */
  charge: z.number(),
  charges: z.array(ZReadingCharge),
  correctedAt: z.string().nullable(),
  correctionReason: z.string().nullable(),
  /** A photo of the meter was kept with it (`GET /meters/:id/readings/:readingId/photo`). */
  photo: z.boolean(),
});
export type Reading = z.infer<typeof ZReading>;
export const ZReadingList = z.array(ZReading);
export const ZReadingResponse = z.object({ message: z.string(), reading: ZReading });
export const ZBatchReadingsResponse = z.object({ message: z.string(), readings: z.array(ZReading) });

/** `GET /me/consumption`: a tenant's readings, newest first, with what each charged them. */
export const ZConsumption = z.array(
  z.object({
    readingId: z.string(),
    kind: ZMeterKind,
    readAt: z.string(),
    previous: z.number().nullable(),
    reading: z.number(),
    consumption: z.number(),
    /** What this tenant was charged for it (their share of a shared meter). */
    amount: z.number(),
    description: z.string().nullable(),
    /** The meter it was read from, and whether a photo was kept: the tenant may look at it. */
    meterId: z.string(),
    photo: z.boolean(),
  }),
);
export type Consumption = z.infer<typeof ZConsumption>;

/** The largest recurring charge a house may pay a month (KES). */
export const MAX_RECURRING_KES = 1_000_000;

export const ZRecurringKind = z.enum(
  RECURRING_CHARGE_KINDS,
  said(() => METER_MSG.recurringKind),
);

/**
 * `PUT /units/:id/charges`: a house's fixed monthly amounts by kind (KES). The list is the whole
 * set: a kind absent, or at 0, is removed.
 */
export const ZUnitChargesRequest = z
  .object({
    charges: z
      .array(z.object({ kind: ZRecurringKind, amount: moneyKes('Amount', MAX_RECURRING_KES, { zero: true }) }))
      .max(RECURRING_CHARGE_KINDS.length),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    for (const [i, c] of v.charges.entries()) {
      if (seen.has(c.kind))
        ctx.addIssue({ code: 'custom', path: ['charges', i, 'kind'], message: METER_MSG.kindTwice });
      seen.add(c.kind);
    }
  });
export type UnitChargesRequest = z.input<typeof ZUnitChargesRequest>;
export const ZUnitParams = z.object({ id: ZId });

export const ZUnitCharges = z.object({
  unitId: z.string(),
  unit: z.string(),
  /** One line per kind the house pays, in RECURRING_CHARGE_KINDS order (KES a month). */
  charges: z.array(z.object({ kind: ZRecurringKind, amount: z.number() })),
});
export type UnitCharges = z.infer<typeof ZUnitCharges>;
export const ZUnitChargesResponse = z.object({ message: z.string(), charges: ZUnitCharges });
/** `GET /units/charges`: every house of the building with what it pays (the Meters screen's table). */
export const ZUnitChargesList = z.array(ZUnitCharges);
