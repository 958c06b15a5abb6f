/**
 * npm run reliability:report [-- --e2e] [-- --from <log>...]
 *
 * Runs the reliability tests (`npm run test:reliability`) on SQLite and, when PostgreSQL answers at
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), on PostgreSQL too;
 * with --e2e also builds the web app and runs e2e/tests/security.spec.ts. Every test prints its
 * figures as `reliability: <name> [<where>] = <value>`; this script collects those lines and writes
 * them to docs/reliability-figures.md. No figure is typed by hand.
 * `--from <file>` reads figures from saved logs instead of running anything.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIGURES = path.join(root, 'docs/reliability-figures.md');
const args = process.argv.slice(2);

function run(label: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv): string {
  console.log(`\n== ${label}: ${command} ${commandArgs.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`   exit ${result.status} after ${seconds} s`);
  if (result.status !== 0) {
    console.error(output.slice(-4000));
    throw new Error(`${label} failed: the figures of a failing run are not published`);
  }
  return output;
}

/** Colour codes a test runner may print (ESC [ … m). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function figures(output: string): string[] {
  const lines = output
    .split('\n')
    .map((l) => l.replace(ANSI_COLOUR, '').trim())
    .filter((l) => l.startsWith('reliability: '))
    .map((l) => l.slice('reliability: '.length));
  return [...new Set(lines)];
}

const collected: string[] = [];
const fromIndex = args.indexOf('--from');
if (fromIndex >= 0) {
  for (const file of args.slice(fromIndex + 1)) collected.push(...figures(readFileSync(file, 'utf8')));
} else {
  const vitest = ['vitest', 'run', '--project', 'reliability'];
  const sqlite = run('reliability tests on SQLite', 'npx', vitest, { TEST_DATABASE_URL: '' });
  collected.push(...figures(sqlite));
  const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const pgUp = spawnSync('pg_isready', ['-d', pgUrl], { encoding: 'utf8' }).status === 0;
  if (pgUp) {
    collected.push(...figures(run('reliability tests on PostgreSQL', 'npx', vitest, { TEST_DATABASE_URL: pgUrl })));
  } else {
    console.log('PostgreSQL is not reachable: SQLite figures only.');
  }
  if (args.includes('--e2e')) {
    const dist = '/tmp/dist-reliability-report';
    run('web build', 'npx', ['vite', 'build', 'web', '--outDir', dist, '--emptyOutDir'], {});
    const e2e = run(
      'browser security spec',
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        'e2e/tests/security.spec.ts',
        '--output',
        '/tmp/pw-reliability-report',
      ],
      { E2E_WEB_DIST: dist, E2E_PORT: process.env.E2E_PORT ?? '3326' },
    );
    collected.push(...figures(e2e));
  }
}

if (collected.length === 0) throw new Error('no figures found');
const mode = process.env.CI === 'true' ? 'CI=true (shorter loops)' : 'full run (CI unset)';
const page = [
  '# Reliability figures',
  '',
  'Written by `npm run reliability:report`; do not edit by hand. What each test proves:',
  '[reliability.md](reliability.md).',
  '',
  `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${mode}.`,
  '',
  '| Figure | Where | Value |',
  '| --- | --- | --- |',
  ...collected.map((line) => {
    const m = /^(.*?) \[(.*?)\] = (.*)$/.exec(line);
    return m ? `| ${m[1]} | ${m[2]} | ${m[3]} |` : `| ${line} | | |`;
  }),
  '',
].join('\n');

writeFileSync(FIGURES, page);
console.log(`\n${collected.length} figures written to docs/reliability-figures.md`);
for (const line of collected) console.log(`  ${line}`);
