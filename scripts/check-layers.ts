// The server's layer rules (docs/architecture.md §3), checked by `npm run lint` as Biome checks the
// web's: `lib/`, `db/` and `realtime/` import no feature; a feature imports only features of a
// lower layer, so no two feature folders import each other and there is no circle between them.
// Tests may reach across (they drive the whole app); shared test fixtures live in server/test/.
// Adding a feature: give it a layer below; moving one up or down is a decision worth its commit.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'server/src');

/** Bottom first. A feature may import the features of the layers below its own, never its own layer's. */
const LAYERS: string[][] = [
  ['ledger', 'activity', 'apartments', 'rules', 'units'],
  ['notifications', 'statements'],
  ['tenancies', 'payments', 'complaints'],
  ['invites', 'tenants', 'bills', 'mpesa', 'chat'],
  ['team', 'imports', 'meters'],
  ['auth', 'dashboard', 'privacy'],
  ['reports'],
];

const layerOf = new Map(LAYERS.flatMap((names, level) => names.map((name) => [name, level] as const)));
/** Folders under server/src that sit beneath every feature. */
const BENEATH = ['lib', 'db', 'realtime'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The relative imports of a file, resolved to paths under server/src. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] as string);
  return found.map((spec) => path.relative(src, path.resolve(path.dirname(file), spec)));
}

const featureOf = (rel: string) => (rel.startsWith('features/') ? rel.split('/')[1] : null);

const problems: string[] = [];
const features = readdirSync(path.join(src, 'features'));
for (const name of features) {
  if (!layerOf.has(name)) problems.push(`server/src/features/${name} has no layer in scripts/check-layers.ts`);
}

for (const file of filesUnder(src)) {
  const rel = path.relative(src, file);
  const own = featureOf(rel);
  const top = rel.split('/')[0] as string;
  for (const target of importsOf(file)) {
    const theirs = featureOf(target);
    if (!theirs || theirs === own) continue;
    const where = `server/src/${rel} imports features/${theirs}`;
    if (BENEATH.includes(top)) problems.push(`${where}: ${top}/ sits beneath every feature`);
    else if (own) {
      const mine = layerOf.get(own) ?? -1;
      const their = layerOf.get(theirs) ?? Number.POSITIVE_INFINITY;
      if (their >= mine) problems.push(`${where}: ${theirs} is not in a layer below ${own}'s`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Layer rules broken (scripts/check-layers.ts, docs/architecture.md §3):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Layers: ${features.length} server features in ${LAYERS.length} layers, no import upward or across.`);
