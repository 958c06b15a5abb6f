// Zod-free on purpose: the server charges with it and a tenant's screen shows the same arithmetic.
// Quantities are thousandths of a cubic metre (or kWh), money whole cents (docs/utilities.md).

export const METER_KINDS = ['water', 'electricity'] as const;
export type MeterKind = (typeof METER_KINDS)[number];

/** A band of a rate: up to `upToMilli` used in the period (cumulative; null: everything above), at `rateCents` a unit. */
export interface RateBand {
  upToMilli: number | null;
  rateCents: number;
}

export interface Tariff {
  bands: RateBand[];
  minimumChargeCents: number;
  fixedFeeCents: number;
}

/** One band's part of a charge: how much fell in it, at what rate, and what it came to (unrounded: thousandths of a cent). */
export interface BandPart {
  milli: number;
  rateCents: number;
}

export interface Charge {
  /** What is charged, whole cents; 0 when nothing was used. */
  cents: number;
  parts: BandPart[];
  /** The sum of the bands, rounded once to the cent (half up), before the fee and the minimum. */
  bandsCents: number;
  fixedFeeCents: number;
  /** True when the minimum charge decided the amount. */
  minimumApplied: boolean;
}

/**
 * Σ band(consumption) + fixed fee, at least the minimum charge, when something was used; nothing
 * when nothing was. The bands are summed exactly (thousandths × cents are whole numbers) and
 * rounded once, so a tenant's calculator gives the same cent.
 */
export function chargeFor(tariff: Tariff, consumptionMilli: number): Charge {
  if (consumptionMilli <= 0) return { cents: 0, parts: [], bandsCents: 0, fixedFeeCents: 0, minimumApplied: false };
  const parts: BandPart[] = [];
  let from = 0;
  let exact = 0;
  for (const band of tariff.bands) {
    const to = band.upToMilli === null ? consumptionMilli : Math.min(band.upToMilli, consumptionMilli);
    if (to > from) {
      parts.push({ milli: to - from, rateCents: band.rateCents });
      exact += (to - from) * band.rateCents;
      from = to;
    }
    if (from >= consumptionMilli) break;
  }
  const bandsCents = Math.floor((exact + 500) / 1000);
  const before = bandsCents + tariff.fixedFeeCents;
  const cents = Math.max(before, tariff.minimumChargeCents);
  return { cents, parts, bandsCents, fixedFeeCents: tariff.fixedFeeCents, minimumApplied: cents > before };
}

/**
 * `totalCents` split by `weights` so the parts sum exactly to the whole: each its floor, and the
 * cents left over to the largest remainders (the earlier share first on a tie).
 */
export function splitByWeight(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) throw new Error('weights must add up to more than zero');
  const parts = weights.map((w) => Math.floor((totalCents * w) / sum));
  let left = totalCents - parts.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, rest: (totalCents * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] as number) + 1;
    left -= 1;
  }
  return parts;
}

/** Thousandths as the number people read (12.5), and back; readings keep at most three decimals. */
export const fromMilli = (milli: number) => milli / 1000;
export const toMilli = (units: number) => Math.round(units * 1000);
