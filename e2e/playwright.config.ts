import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { e2ePort, simulatorPort, smsFakePort } from './ports';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = e2ePort;
const webDist = path.resolve(process.env.E2E_WEB_DIST ?? path.join(root, 'web/dist'));
// A fresh database for every run: the server starts on an empty DATA_DIR.
const dataDir = path.join(os.tmpdir(), `safestay-e2e-${port}`);

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Ceilings, not targets: a wait ends as soon as what it waits for is there. On a slow day this
  // host's Chromium took 3.5 s to evaluate a screen's chunks with two workers running, and three
  // tests failed on 7 s waits for things that arrived a second later (docs/style.md "Tests").
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here (no internet).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The local Daraja simulator (docs/mpesa.md). Several landlords and tests register URLs for
      // the sandbox shortcode: it accepts each registration.
      command: `npm run mpesa:simulator -- --port ${simulatorPort} --allow-reregister`,
      cwd: root,
      url: `http://127.0.0.1:${simulatorPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The local Africa's Talking: a landlord's own SMS account is tested against it (providers.spec.ts).
      command: `npx tsx server/test/fakes/africas-talking-cli.ts --port ${smsFakePort}`,
      cwd: root,
      url: `http://127.0.0.1:${smsFakePort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production server, as `npm start` runs it (`npm run test:e2e` builds it first).
      command: `rm -rf "${dataDir}" && npm run serve`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        // Many accounts are registered from one address during a run.
        AUTH_RATE_LIMIT: '100000',
        // Every test's landlord registers a building from 127.0.0.1.
        BUILDING_RATE_LIMIT: '100000',
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        REDIS_URL: '',
        // M-Pesa talks to the simulator, which calls back from 127.0.0.1 to this server.
        MPESA_API_BASE: `http://127.0.0.1:${simulatorPort}`,
        MPESA_CALLBACK_ALLOWLIST: '127.0.0.1',
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        // Buildings' own Africa's Talking accounts go to the local fake; the inbound SMS URL is shown.
        AT_API_BASE: `http://127.0.0.1:${smsFakePort}/version1`,
        AT_CALLBACK_TOKEN: 'e2e-inbound-sms-token-0123456789',
      },
    },
  ],
});
