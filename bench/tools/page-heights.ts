/**
 * How tall the landlord's long lists are on a phone and a desktop, with the demo building
 * (`npm run seed:demo`) served by a running server:
 *   BASE_URL=http://127.0.0.1:3000 npx tsx bench/tools/page-heights.ts
 * Signs in as the demo landlord, opens each screen at 390 px and 1280 px wide, waits until its
 * list has loaded and prints `document.documentElement.scrollHeight`. SHOTS=/tmp/dir saves a
 * full-page screenshot of each, and its top and end.
 */
import { chromium, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const SHOTS = process.env.SHOTS;
const SCREENS: Array<{ path: string; ready: string }> = [
  { path: '/messages', ready: 'Messages sent' },
  { path: '/bills', ready: 'Bills Management' },
  { path: '/payments', ready: 'All payments' },
  { path: '/activity', ready: 'Activity' },
];

async function signIn(page: Page) {
  const response = await page.request.post(`${BASE_URL}/api/auth/login`, {
    data: { email: 'landlord@demo.safestay', password: 'safestay-demo' },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto(`${BASE_URL}/login`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user],
  );
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    await signIn(page);
    for (const screen of SCREENS) {
      await page.goto(`${BASE_URL}${screen.path}`);
      await page.getByRole('heading', { name: screen.ready, exact: true }).first().waitFor();
      // Until no skeleton is left and the page has stopped growing.
      await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"], .animate-pulse').length === 0);
      let height = 0;
      for (let same = 0; same < 3; ) {
        await page.waitForTimeout(300);
        const now = await page.evaluate(() => document.documentElement.scrollHeight);
        same = now === height ? same + 1 : 0;
        height = now;
      }
      console.log(`${width} px  ${screen.path.padEnd(10)} ${height} px`);
      if (SHOTS) {
        // The whole page, and its first and last 1,200 px at full size to read.
        const name = `${SHOTS}/${screen.path.slice(1)}-${width}`;
        await page.screenshot({ path: `${name}.png`, fullPage: true });
        const part = Math.min(1200, height);
        for (const [end, y] of [
          ['top', 0],
          ['end', height - part],
        ] as const) {
          await page.screenshot({ path: `${name}-${end}.png`, fullPage: true, clip: { x: 0, y, width, height: part } });
        }
      }
    }
    await page.close();
  }
  await browser.close();
}

await main();
