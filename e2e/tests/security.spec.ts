/**
 * docs/reliability.md §14 and §21 in the browser.
 * - Every screen, for both roles: zero Content-Security-Policy violations (collected from
 *   `securitypolicyviolation` events, on top of the fixture's console check).
 * - A corpus of markup in tenant names, complaint titles/descriptions/notes, rules, bill descriptions
 *   and chat messages: every screen shows the literal text, no dialog fires, and no element
 *   the corpus describes (img/svg/script, javascript: links, on* handlers) appears in the page.
 */
import type { Page } from '@playwright/test';
import { apiAs, createLandlord, createTenant, expect, signIn, type TestSession, test } from '../fixtures';

const CORPUS = [
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  'javascript:alert(1)',
] as const;

interface Watch {
  dialogs: string[];
  csp: string[];
  screens: number;
  literals: number;
}

/** One figure line for `npm run reliability:report` (README's Reliability section). */
function figure(name: string, value: number) {
  console.log(`reliability: ${name} [chromium] = ${value}`);
}

/** Records dialogs and CSP violation events for the life of the page, across navigations. */
async function watch(page: Page): Promise<Watch> {
  const w: Watch = { dialogs: [], csp: [], screens: 0, literals: 0 };
  page.on('dialog', (dialog) => {
    w.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.exposeFunction('__reportCsp', (text: string) => w.csp.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return w;
}

/** Nothing the corpus describes became a live element inside the app. */
async function expectNoInjectedMarkup(page: Page, label: string) {
  const found = await page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) return ['no #root'];
    const bad: string[] = [];
    if (root.querySelector('img[src="x"]')) bad.push('img[src=x]');
    if (root.querySelector('svg[onload]')) bad.push('svg[onload]');
    if (root.querySelector('script')) bad.push('script');
    for (const a of Array.from(root.querySelectorAll('a[href]'))) {
      if (/^\s*javascript:/i.test(a.getAttribute('href') ?? '')) bad.push(`a[href=${a.getAttribute('href')}]`);
    }
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const attr of el.getAttributeNames()) if (/^on/i.test(attr)) bad.push(`${el.tagName}[${attr}]`);
    }
    return bad;
  });
  expect(found, `${label}: injected markup`).toEqual([]);
}

async function visit(page: Page, w: Watch, path: string, ready: (page: Page, w: Watch) => Promise<void>) {
  await page.goto(path);
  await ready(page, w);
  w.screens += 1;
  // Let lazy chunks, fonts and sockets settle so late violations are caught too.
  await page.waitForLoadState('networkidle').catch(() => {});
  expect(w.csp, `CSP violations on ${path}`).toEqual([]);
  expect(w.dialogs, `dialogs on ${path}`).toEqual([]);
  await expectNoInjectedMarkup(page, path);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();
};

/** Every string of the corpus is shown literally, at least once, somewhere on the screen. */
const showsCorpus =
  (strings: readonly string[] = CORPUS) =>
  async (page: Page, w?: Watch) => {
    for (const s of strings) {
      await expect(page.getByText(s).first(), s).toBeVisible();
      if (w) w.literals += 1;
    }
  };

test.describe('CSP on every screen', () => {
  test('landlord screens, the sign-in page and the error pages have zero CSP violations', async ({ page, request }) => {
    const landlord = await createLandlord(request);
    await createTenant(request, landlord.user.apartmentId as string);
    const w = await watch(page);
    await visit(page, w, '/login', async (p) => {
      await expect(p.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
    });
    await signIn(page, landlord);
    for (const [path, name] of [
      ['/dashboard', /Welcome back/],
      ['/bills', /Bills/],
      ['/complaints', /Complaints/],
      ['/chat', /Chats/],
      ['/rules', /Rules/],
      ['/tenants', /Tenants/],
    ] as const) {
      await visit(page, w, path, async (p) => {
        await expect(p.getByRole('heading', { level: 1, name }).first()).toBeVisible();
      });
    }
    // A landlord opening the tenants-only page, and an unknown path.
    await visit(page, w, '/rights', async (p) => expect(p).toHaveURL(/\/unauthorized$/));
    await visit(page, w, '/no-such-page', async (p) => expect(p.getByText(/not found/i).first()).toBeVisible());
    figure('e2e CSP: landlord and public screens without a violation', w.screens);
  });

  test('tenant screens have zero CSP violations', async ({ page, request }) => {
    const landlord = await createLandlord(request);
    const tenant = await createTenant(request, landlord.user.apartmentId as string);
    const w = await watch(page);
    await signIn(page, tenant);
    for (const [path, name] of [
      ['/dashboard', /Welcome back/],
      ['/bills', /Bills/],
      ['/complaints', /Complaints/],
      ['/chat', /Chats/],
      ['/rules', /Rules/],
      ['/rights', /Rights/],
    ] as const) {
      await visit(page, w, path, async (p) => {
        await expect(p.getByRole('heading', { level: 1, name }).first()).toBeVisible();
      });
    }
    await visit(page, w, '/tenants', async (p) => expect(p).toHaveURL(/\/unauthorized$/));
    figure('e2e CSP: tenant screens without a violation', w.screens);
  });
});

test.describe('stored text is shown literally and never runs', () => {
  let landlord: TestSession;
  let tenants: TestSession[];

  test.beforeAll(async ({ request }) => {
    landlord = await createLandlord(request);
    const apartmentId = landlord.user.apartmentId as string;
    tenants = [];
    for (const text of CORPUS) tenants.push(await createTenant(request, apartmentId, { name: text }));
    for (const [i, tenant] of tenants.entries()) {
      const text = CORPUS[i];
      const { complaint } = await apiAs<{ complaint: { _id: string } }>(request, tenant.token, 'POST', '/complaints', {
        title: text,
        description: `${text} in the description`,
      });
      await apiAs(request, landlord.token, 'POST', `/complaints/${complaint._id}/note`, { note: `${text} in a note` });
      await apiAs(request, tenant.token, 'POST', '/chats', { receiverId: landlord.user.id, message: text });
      await apiAs(request, landlord.token, 'POST', '/chats', { receiverId: tenant.user.id, message: `${text} reply` });
    }
    await apiAs(request, landlord.token, 'POST', '/rules', {
      rules: CORPUS.map((text) => ({ title: text, description: `${text} as a rule` })),
    });
    const { bills } = await apiAs<{ bills: { _id: string; tenant: { _id: string } }[] }>(
      request,
      landlord.token,
      'POST',
      '/bills/generate-monthly',
      { month: 'January', year: 2026, dueDate: '2026-01-05' },
    );
    for (const bill of bills) {
      const i = tenants.findIndex((t) => t.user.id === bill.tenant._id);
      await apiAs(request, landlord.token, 'PUT', `/bills/${bill._id}`, {
        amount: 15000,
        description: `${CORPUS[i]} bill`,
        dueDate: '2026-01-05',
      });
    }
  });

  test('on every landlord screen', async ({ page }) => {
    // Six screens and every conversation opened in turn.
    test.slow();
    const w = await watch(page);
    await signIn(page, landlord);
    await visit(page, w, '/dashboard', showsCorpus());
    await visit(page, w, '/tenants', showsCorpus());
    await visit(page, w, '/bills', showsCorpus(CORPUS.map((c) => `${c} bill`)));
    await visit(page, w, '/complaints', async (p) => {
      await showsCorpus()(p, w);
      await showsCorpus(CORPUS.map((c) => `${c} in the description`))(p, w);
      await showsCorpus(CORPUS.map((c) => `${c} in a note`))(p, w);
    });
    await visit(page, w, '/rules', async (p) => {
      await showsCorpus()(p, w);
      await showsCorpus(CORPUS.map((c) => `${c} as a rule`))(p, w);
    });
    await visit(page, w, '/chat', async (p) => {
      // Partner names and last messages in the conversation list.
      await showsCorpus()(p, w);
      const conversations = p.getByTestId('conversation');
      await expect(conversations).toHaveCount(CORPUS.length);
      for (let i = 0; i < CORPUS.length; i += 1) {
        await conversations.nth(i).click();
        const log = p.getByRole('log', { name: 'Messages' });
        await expect(log.getByTestId('chat-message').first()).toBeVisible();
        const texts = await log.getByTestId('chat-message').allInnerTexts();
        expect(CORPUS.some((c) => texts.some((t) => t.includes(c)))).toBe(true);
      }
    });
    expect(w.dialogs).toEqual([]);
    figure('e2e corpus strings', CORPUS.length);
    figure('e2e corpus: literal texts seen on landlord screens', w.literals);
  });

  test('on every tenant screen', async ({ page }) => {
    // Signs in as each corpus tenant and walks five screens: ~45 s on a busy 2-core CI machine.
    test.slow();
    let literals = 0;
    for (const [i, tenant] of tenants.entries()) {
      const text = CORPUS[i];
      const w = await watch(page);
      await signIn(page, tenant);
      await visit(page, w, '/dashboard', async (p) => {
        await heading(/Welcome back/)(p);
        await showsCorpus([text])(p, w);
      });
      await visit(page, w, '/bills', showsCorpus([`${text} bill`]));
      await visit(page, w, '/complaints', showsCorpus([text, `${text} in the description`, `${text} in a note`]));
      await visit(page, w, '/rules', showsCorpus([...CORPUS, ...CORPUS.map((c) => `${c} as a rule`)]));
      await visit(page, w, '/chat', showsCorpus([text, `${text} reply`]));
      expect(w.dialogs).toEqual([]);
      literals += w.literals;
      await page.evaluate(() => localStorage.clear());
      // A fresh page per tenant: exposeFunction may be registered once per page.
      if (i < tenants.length - 1) {
        const next = await page.context().newPage();
        await page.close();
        page = next;
      }
    }
    figure('e2e corpus: literal texts seen on tenant screens', literals);
  });
});
