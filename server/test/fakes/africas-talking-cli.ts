import { startAfricasTalkingFake } from './africas-talking-fake';

/**
 * The local Africa's Talking as a process of its own, for the e2e run (e2e/playwright.config.ts):
 * `tsx server/test/fakes/africas-talking-cli.ts --port 5108`. It takes the account `e2e` / `e2e-at-key`
 * (the server's, AT_USERNAME) and `building` / `building-at-key` (a landlord's own); GET / answers
 * 200 so the runner knows it is up.
 */
const at = process.argv.indexOf('--port');
const port = at >= 0 ? Number(process.argv[at + 1]) : 0;
void startAfricasTalkingFake({
  username: 'e2e',
  apiKey: 'e2e-at-key',
  otherAccounts: [{ username: 'building', apiKey: 'building-at-key' }],
  port,
}).then((fake) => {
  process.stdout.write(`Africa's Talking fake at ${fake.url}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
