import { log, round } from './measure';

/**
 * docs/utilities.md: a caretaker's water round of a 200-house building, sent as one batch
 * (`POST /api/meters/readings`, all or nothing). The bench building's first `houses` houses get a
 * meter each and a rate, a first round sets the meters' starts (no charges), and the second round
 * uses something on every meter: each reading a charge on the house's tenancy, with its activity
 * entry and the tenant's news, in one transaction. Both rounds are timed from here over HTTP as
 * the caretaker's phone sends them. Target: the charging round <= 2 s on this machine.
 */
export async function measureMeterRound(opts: { base: string; landlordToken: string; houses: number }) {
  const headers = { authorization: `Bearer ${opts.landlordToken}`, 'content-type': 'application/json' };
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${opts.base}/api${url}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300)
      throw new Error(`meter round ${method} ${url}: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
    return answer;
  };
  const units = (await call('GET', `/units?limit=${opts.houses}`)) as unknown as { _id: string; code: string }[];
  await call('PUT', '/utilities/rates/water', {
    bands: [
      { upTo: 10, rate: 100 },
      { upTo: null, rate: 150 },
    ],
    fixedFee: 50,
  });
  for (const unit of units) await call('POST', '/meters', { kind: 'water', unitId: unit._id });
  const readAt = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
  const readAll = async (reading: (i: number) => number) => {
    const t0 = performance.now();
    const answer = await call('POST', '/meters/readings', {
      kind: 'water',
      readAt,
      readings: units.map((u, i) => ({ unitCode: u.code, reading: reading(i) })),
    });
    const readings = answer.readings as { charges: unknown[] }[];
    return { ms: performance.now() - t0, charges: readings.reduce((n, r) => n + r.charges.length, 0) };
  };
  const start = await readAll((i) => 100 + i);
  const charged = await readAll((i) => 100 + i + 12.5 + (i % 7));
  log(
    `meter round of ${units.length} houses: start ${round(start.ms)} ms, charging ${round(charged.ms)} ms (${charged.charges} charges)`,
  );
  return { houses: units.length, startMs: round(start.ms), chargeMs: round(charged.ms), charges: charged.charges };
}
