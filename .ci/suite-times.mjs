#!/usr/bin/env node
// Prints how long each test file took, slowest first, from a Vitest JSON report (--reporter=json)
// or a Playwright one (--reporter=json): `.ci/run` calls it after each test step. Files that ran
// side by side overlap, so the sum is more than the step's wall time.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [file, top = '15'] = process.argv.slice(2);
if (!file) {
  console.error('usage: suite-times.mjs <report.json> [how many]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const root = process.cwd();

/** [path, seconds, tests] of every test file in the report. */
function vitestFiles(r) {
  return r.testResults.map((f) => [
    path.relative(root, f.name),
    (f.endTime - f.startTime) / 1000,
    f.assertionResults.length,
  ]);
}

function playwrightFiles(r) {
  const files = new Map();
  const walk = (suite, file) => {
    const at = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const entry = files.get(at) ?? [0, 0];
        entry[0] += (test.results ?? []).reduce((sum, result) => sum + result.duration, 0) / 1000;
        entry[1] += 1;
        files.set(at, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, at);
  };
  for (const suite of r.suites ?? []) walk(suite, suite.file);
  return [...files].map(([name, [seconds, tests]]) => [name, seconds, tests]);
}

const files = (report.testResults ? vitestFiles(report) : playwrightFiles(report)).sort((a, b) => b[1] - a[1]);
const total = files.reduce((sum, [, seconds]) => sum + seconds, 0);
const shown = top === 'all' ? files : files.slice(0, Number(top));
console.log(`\n--- ${files.length} files, ${total.toFixed(1)} s in all; the slowest ${shown.length}:`);
for (const [name, seconds, tests] of shown) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${name} (${tests} tests)`);
}
