/**
 * The first of the month's C2B bursts again and again on an existing bench database
 * (bench/tools/scale-db.ts keeps one), against the production server with the provider fakes, as
 * the bench sends them (bench/c2b-burst.ts): each burst's answers and whether every payment
 * reached the ledger, and how long it took. A reliability aid:
 *   DATABASE_URL=postgres://…/safestay_scale_x RUNS=4 npx tsx bench/tools/c2b-repeat.ts
 *   DATA_DIR=/tmp/…/data RUNS=4 npx tsx bench/tools/c2b-repeat.ts
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../server/src/db/database';
import { createTokenService } from '../../server/src/lib/tokens';
import { measureC2bBurst } from '../c2b-burst';
import { startProviderFakes } from '../fakes';
import { benchSessionId } from '../seed';
import { benchServerEnv, startServer } from '../server';

const runs = Number(process.env.RUNS ?? 3);
const count = Number(process.env.C2B_COUNT ?? 1000);
const on = { dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL };
const database = openDatabase(on);
const building = await database.db
  .selectFrom('apartments')
  .select(['id', 'landlord_id'])
  .where('name', '=', 'Bench Towers')
  .orderBy('created_at')
  .executeTakeFirstOrThrow();
/** Every stored callback processed: the server is stopped only then (a later run would replay the rest first). */
async function drained() {
  for (;;) {
    const { n } = await database.db
      .selectFrom('mpesa_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('outcome', '=', 'received')
      .executeTakeFirstOrThrow();
    if (Number(n) === 0) return;
    console.log(`${n} callbacks still to process`);
    await new Promise((r) => setTimeout(r, 5000));
  }
}

const AT = { username: 'bench', apiKey: randomBytes(16).toString('hex') };
const fakes = await startProviderFakes(AT);
const secret = randomBytes(32).toString('base64url');
const server = await startServer({
  env: {
    DATA_DIR: on.dataDir ?? '',
    DATABASE_URL: on.databaseUrl ?? '',
    ...benchServerEnv({ secret, at: AT, fakes }),
  },
});
try {
  const landlordToken = await createTokenService(secret).sign({
    sub: building.landlord_id,
    sid: benchSessionId(building.landlord_id),
  });
  await drained();
  for (let run = 1; run <= runs; run += 1) {
    const burst = await measureC2bBurst({ base: server.base, landlordToken, count });
    for (const [label, b] of [
      ['at once', burst.atOnce],
      ['over 1 s', burst.overOneSecond],
    ] as const)
      console.log(
        `run ${run} ${label}: p99 ${b.row.p99_ms} ms, ${b.row.errors} errors; ${b.payments} payments (${b.distinct} distinct) after ${b.settledMs} ms`,
      );
    await drained();
  }
} finally {
  await server.stop();
  await fakes.close();
  await database.close();
}
