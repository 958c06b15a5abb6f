/**
 * npm run reliability:report [-- --e2e] [-- --from <log>...]
 *
 * Runs the reliability tests (server/test/reliability) on SQLite and, when PostgreSQL answers at
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), on PostgreSQL too;
 * with --e2e also builds the web app and runs e2e/tests/security.spec.ts. Every test prints its
 * figures as `reliability: <name> [<where>] = <value>`; this script collects those lines and writes
 * them into README.md between the reliability markers. No figure is typed by hand.
 * `--from <file>` reads figures from saved logs instead of running anything.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README = path.join(root, 'README.md');
const BEGIN = '<!-- reliability-figures:begin (written by npm run reliability:report) -->';
const END = '<!-- reliability-figures:end -->';
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
  const vitest = ['vitest', 'run', 'server/test/reliability'];
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
const block = [
  BEGIN,
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
  END,
].join('\n');

const readme = readFileSync(README, 'utf8');
const start = readme.indexOf(BEGIN);
const end = readme.indexOf(END);
if (start < 0 || end < 0) throw new Error(`README.md has no reliability markers (${BEGIN})`);
writeFileSync(README, readme.slice(0, start) + block + readme.slice(end + END.length));
console.log(`\n${collected.length} figures written to README.md`);
for (const line of collected) console.log(`  ${line}`);
