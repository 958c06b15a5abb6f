import { chargeFor, splitByWeight, type Tariff } from '@safestay/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const nairobiLike: Tariff = {
  // 0–10 m³ at KES 100, 10–30 at 150, above at 200; a KES 50 fee; at least KES 200.
  bands: [
    { upToMilli: 10_000, rateCents: 10_000 },
    { upToMilli: 30_000, rateCents: 15_000 },
    { upToMilli: null, rateCents: 20_000 },
  ],
  minimumChargeCents: 20_000,
  fixedFeeCents: 5_000,
};

describe('a rate with bands (docs/utilities.md)', () => {
  it('charges each band its own rate, adds the fee, and keeps the minimum', () => {
    // 16 m³: 10 × 100 + 6 × 150 + 50 = 1,950.
    expect(chargeFor(nairobiLike, 16_000).cents).toBe(195_000);
    // 35.5 m³: 1,000 + 20 × 150 + 5.5 × 200 + 50 = 5,150.
    expect(chargeFor(nairobiLike, 35_500).cents).toBe(515_000);
    // 1 m³: 100 + 50 = 150, below the minimum of 200.
    expect(chargeFor(nairobiLike, 1_000)).toMatchObject({ cents: 20_000, minimumApplied: true });
    // Nothing used, nothing charged: not even the fee or the minimum.
    expect(chargeFor(nairobiLike, 0).cents).toBe(0);
  });

  it('rounds the bands once, to the cent, half up: 0.333 m³ at KES 33.33 is KES 11.10', () => {
    const flat: Tariff = { bands: [{ upToMilli: null, rateCents: 3_333 }], minimumChargeCents: 0, fixedFeeCents: 0 };
    // 0.333 × 33.33 = 11.09889 → 11.10
    expect(chargeFor(flat, 333).cents).toBe(1_110);
  });

  it('is what a calculator gives: the exact band sum rounded once, never less as use grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(chargeFor(nairobiLike, low).cents).toBeLessThanOrEqual(chargeFor(nairobiLike, high).cents);
        const charge = chargeFor(nairobiLike, high);
        const exact = charge.parts.reduce((sum, p) => sum + p.milli * p.rateCents, 0);
        expect(charge.parts.reduce((sum, p) => sum + p.milli, 0)).toBe(high);
        expect(charge.bandsCents).toBe(Math.round(exact / 1000));
      }),
    );
  });
});

describe('a shared meter split by weight', () => {
  it('gives the parts that sum exactly to the whole, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const parts = splitByWeight(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((part, i) => {
            expect(Math.abs(part - (total * (weights[i] as number)) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('KES 100 over three equal houses: 33.34, 33.33, 33.33', () => {
    expect(splitByWeight(10_000, [1, 1, 1])).toEqual([3_334, 3_333, 3_333]);
  });
});
