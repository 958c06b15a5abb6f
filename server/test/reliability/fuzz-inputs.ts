/** What the fuzzer (fuzz.test.ts) sends: hostile values, mutations of a valid body, odd queries. */
import fc from 'fast-check';

export const HUGE = 'x'.repeat(200_000);

/** Values that break naive code: numbers as strings, arrays, nested objects, huge strings, odd numbers. */
export const nasty = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    '1e3',
    '5',
    ['5'],
    [5],
    '',
    ' ',
    '0x10',
    'NaN',
    'Infinity',
    '-0',
    null,
    true,
    -1,
    0,
    0.001,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    2 ** 63,
    { $gt: '' },
    { __proto__: { admin: true } },
    HUGE,
    '2026-02-30',
    '9999-99-99',
    "'; DROP TABLE bills; --",
    '../../etc/passwd',
    '\u0000',
    '😀'.repeat(3000),
  ),
  fc.string({ maxLength: 300 }),
  fc.double(),
  fc.integer(),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
);

/** A path parameter: ids, almost-ids and junk (URL-encoded by the caller). */
export const param = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '0',
    '-1',
    'null',
    'undefined',
    '%00',
    '..',
    '1e3',
    'a'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
  ),
);

/** One mutation of a valid body: a field replaced, removed, added, or the whole body replaced. */
export function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.record({ key: fc.constantFrom(...keys), value: nasty }).map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...valid };
      delete copy[key];
      return copy;
    }),
    fc
      .record({
        key: fc.constantFrom('id', '_id', 'role', 'status', 'tenantId', 'apartmentId', 'isAdmin', 'amount'),
        value: nasty,
      })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    nasty,
  );
}

export const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom('tenant', 'limit', 'page', 'cursor', 'x'),
      fc.oneof(fc.string({ maxLength: 40 }), fc.uuid()),
      {
        maxKeys: 3,
      },
    )
    .map((q) => `?${new URLSearchParams(q).toString()}`),
  fc.constantFrom('?tenant[]=1', '?tenant=1&tenant=2', '?limit=1e3', '?limit=-1', '?limit=99999999999', '?%zz'),
);
