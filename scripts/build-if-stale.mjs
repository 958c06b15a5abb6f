#!/usr/bin/env node
// `npm start`: builds the web app and the server only when one is missing or older than its
// sources, then `npm run serve` starts it. Building both takes about a minute; a start with both
// up to date takes about a second. `npm run build` always builds. Plain JavaScript, so it runs
// on a fresh clone before anything is built and costs no TypeScript loader.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What both builds read besides their own folder: the shared contracts and the installed packages. */
const SHARED = ['contracts/src', 'contracts/package.json', 'package-lock.json', 'tsconfig.base.json'];

/** Each build: what it writes, and every file whose change can change what it writes. */
export const PARTS = [
  {
    name: 'the web app',
    workspace: 'web',
    outputs: ['web/dist/index.html', 'web/dist/login.html'],
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/package.json',
      'web/tsconfig.json',
      ...SHARED,
    ],
  },
  {
    name: 'the server',
    workspace: 'server',
    outputs: ['server/dist/server.mjs', 'server/dist/pdf-worker.mjs'],
    inputs: ['server/src', 'server/scripts/build.ts', 'server/package.json', 'server/tsconfig.json', ...SHARED],
  },
];

/** Tests are never bundled: changing one needs no build. */
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name.endsWith('.test-util.ts');

/** The most recently changed file under `relative` (a file or a folder), or null when there is none. */
function newest(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return null;
  const stat = statSync(full);
  if (!stat.isDirectory()) return { file: relative, mtimeMs: stat.mtimeMs };
  let best = null;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || isTest(entry.name)) continue;
    const found = newest(root, path.join(relative, entry.name));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

/** Why `part` must be built, or null when its build is newer than every source it reads. */
export function staleReason(root, part) {
  let oldest = Number.POSITIVE_INFINITY;
  for (const output of part.outputs) {
    const full = path.join(root, output);
    if (!existsSync(full)) return `${output} is missing`;
    oldest = Math.min(oldest, statSync(full).mtimeMs);
  }
  for (const input of part.inputs) {
    const found = newest(root, input);
    if (found && found.mtimeMs > oldest) return `${found.file} changed since the last build`;
  }
  return null;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const plan = PARTS.map((part) => ({ part, reason: staleReason(root, part) }));
  const fresh = plan.filter((p) => !p.reason).map((p) => `${p.part.workspace}/dist`);
  if (fresh.length === PARTS.length) {
    console.log(`Not building: ${fresh.join(' and ')} are newer than their sources (npm run build rebuilds).`);
    return;
  }
  for (const { part, reason } of plan) {
    console.log(
      reason
        ? `Building ${part.name}: ${reason}.`
        : `Not building ${part.name}: ${part.workspace}/dist is newer than its sources.`,
    );
  }
  for (const { part, reason } of plan) {
    if (!reason) continue;
    const run = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`Building ${part.name} failed; see above.`);
      process.exit(run.status ?? 1);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
