/**
 * Sums a V8 .cpuprofile (from `BENCH_CPU_PROF=dir npm run bench`, i.e. `node --cpu-prof`) by
 * package and by function, self time in percent of all samples:
 *   npx tsx bench/tools/cpu-profile.ts /tmp/prof/CPU.*.cpuprofile [rows]
 * LAST=6: only the samples of the profile's last 6 seconds (with BENCH_ONLY, the last measurement).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/tools/cpu-profile.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 20);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));

/** Where a frame's code lives: an npm package, a node: module, the app bundle, or V8 itself. */
function owner(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName || '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return 'safestay';
}
const where = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*node_modules\//, '').replace(/.*\/(server|web)\//, '$1/')}:${frame.lineNumber + 1}`;

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
const at = profile.timeDeltas.reduce<number[]>((times, delta) => {
  times.push((times.at(-1) ?? 0) + delta);
  return times;
}, []);
const from = process.env.LAST ? (at.at(-1) ?? 0) - Number(process.env.LAST) * 1e6 : 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  if ((at[i] ?? 0) < from) return;
  const node = nodes.get(id);
  if (!node) return;
  total += delta;
  byOwner.set(owner(node.callFrame), (byOwner.get(owner(node.callFrame)) ?? 0) + delta);
  byFunction.set(where(node.callFrame), (byFunction.get(where(node.callFrame)) ?? 0) + delta);
});

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${((100 * time) / total).toFixed(1).padStart(6)}%  ${name}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package', byOwner);
print('self time by function', byFunction);
