import { defineConfig } from 'vitest/config';
import { PREACT_TEST_ALIASES, REACT_LIBRARIES } from './web/preact/aliases';

/**
 * Two loops. `npm test` runs the `server` and `web` projects: units and routes, on a fresh
 * database per file, fast enough to run on every change. `npm run test:reliability` runs the
 * `reliability` project: crash (SIGKILL) recovery, fuzz, property, model, matrix, scale and
 * socket suites, slower by design. CI runs both on SQLite and on PostgreSQL
 * (docs/reliability.md).
 */
const reliabilitySuites = [
  'server/test/reliability/**/*.test.ts',
  'server/**/*.property.test.ts',
  'server/**/*.scale.test.ts',
  'server/**/*.model.test.ts',
];

const serverTest = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // The threads pool reads `isolate` from here, not from a project: left at its default, it
    // started a fresh thread for every file of the `server` project, which then imported the
    // whole server again (about half of that project's CPU time).
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contracts/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...reliabilitySuites],
          ...serverTest,
          // Each file builds its own app on its own database, so files share a worker thread's
          // loaded modules instead of importing the server afresh each time (see poolOptions above).
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: { name: 'reliability', include: reliabilitySuites, exclude: ['**/node_modules/**'], ...serverTest },
      },
      {
        esbuild: { jsx: 'automatic' },
        // What ships: Preact where the code and its libraries import React (web/preact/aliases.ts).
        // Their ES modules, not their CommonJS builds, whose require('react') Node would answer with React.
        resolve: {
          alias: PREACT_TEST_ALIASES,
          dedupe: ['preact'],
          mainFields: ['module', 'main'],
          conditions: ['module', 'browser', 'development|production'],
        },
        test: {
          name: 'web',
          server: { deps: { inline: REACT_LIBRARIES } },
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Above the 5 s findBy* ceiling of setup.ts, so a missing text fails with its own message.
          testTimeout: 15_000,
          // One process and one jsdom page for every file, one file after another: starting jsdom,
          // React and Testing Library for each file cost ~2.5 s of CPU a file. fresh-page.ts gives
          // each file its own modules, body, storage and address, as a page of its own would.
          isolate: false,
          poolOptions: { forks: { singleFork: true } },
          setupFiles: ['web/src/testing/fresh-page.ts', 'web/preact/test-setup.ts', 'web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
