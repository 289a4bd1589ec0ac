// The dashboard in a real browser (Debian's chromium driven by playwright-core) against the
// real server over TLS: sign in, see events recorded through the API, ask a breakdown and see
// its chart, see the 401 message for a wrong key. Screenshots of each step are written to
// test-output/dashboard/. Any console error or CSP violation fails the test.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { bearer, createAccount, httpsFetch, startService, tempDir, type TestService } from '../helpers.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = join('test-output', 'dashboard');
const DAY = 86_400_000;

let service: TestService;
let browser: Browser;
let base: string;
let ca: string;
const plansDir = tempDir('plans-');

before(async () => {
  assert.ok(
    existsSync(CHROMIUM),
    `chromium not found at ${CHROMIUM} (scripts/ensure-test-services.sh installs it)`,
  );
  mkdirSync(SHOTS, { recursive: true });
  // a plan with one question and a burst of two, to reach the 402 and the 429 in three questions
  const plans = join(plansDir.path, 'plans.json');
  writeFileSync(
    plans,
    JSON.stringify({
      tiny: {
        aiQuestions: 1,
        rateLimits: {
          'POST /usage': { perMinute: 1000, burst: 100 },
          'POST /ai': { perMinute: 1, burst: 2 },
          'GET /usage': { perMinute: 100, burst: 20 },
        },
      },
    }),
  );
  service = await startService(
    { PLANS_FILE: plans, BILLING_URL: 'https://billing.example.com/upgrade' },
    { tls: true },
  );
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  base = `https://127.0.0.1:${(service.app.server.address() as { port: number }).port}`;
  ca = readFileSync(join(service.dataDir, 'tls-cert.pem'), 'utf8');
  // The flags a closed network needs (no background connections, no sandbox as root).
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});
after(async () => {
  await browser?.close();
  await service?.stop();
  plansDir.remove();
});

/** A page at phone or desktop width whose console errors (CSP violations included) are collected. */
async function open(width = 1100): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${base}/`);
  return { page, problems };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

async function signIn(page: Page, key: string) {
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the page is served with a strict CSP and content-hashed, cacheable assets', async () => {
  const page = await httpsFetch(`${base}/`, { ca });
  assert.equal(page.status, 200);
  const csp = String(page.headers['content-security-policy']);
  assert.match(csp, /script-src 'self'/);
  assert.doesNotMatch(csp, /unsafe-inline|https?:/);
  assert.doesNotMatch(page.body, /<script>|<style>|style=/, 'no inline script or style');
  const js = /\/assets\/(main-[A-Z0-9]+\.js)/.exec(page.body)?.[1];
  assert.ok(js, 'the page names a hashed script');
  const asset = await httpsFetch(`${base}/assets/${js}`, { ca });
  assert.equal(asset.status, 200);
  assert.match(String(asset.headers['cache-control']), /immutable/);
  assert.equal((await httpsFetch(`${base}/assets/nope.js`, { ca })).status, 404);
});

test('a wrong key gets the 401 message and nothing of any account', async () => {
  const { page, problems } = await open();
  await shot(page, '1-sign-in');
  await signIn(page, 'not-a-real-key');
  await page.getByRole('alert').waitFor();
  assert.match(await page.getByRole('alert').innerText(), /refused/);
  await shot(page, '2-wrong-key-401');
  // the failed sign-in is a 401 the browser reports; nothing else may go wrong
  assert.deepEqual(
    problems.filter((p) => !/401/.test(p)),
    [],
  );
  await page.context().close();
});

test('sign in, see recorded events, ask a breakdown and see its chart', async () => {
  const { apiKey } = await createAccount(service, 'trial');
  // one event on each day of this ISO week so far, the last a moment ago
  const now = Date.now();
  const monday = Math.floor(now / DAY) * DAY - ((new Date(now).getUTCDay() + 6) % 7) * DAY;
  const days = Math.floor((now - monday) / DAY) + 1;
  for (let d = 0; d < days; d++) {
    const timestamp = new Date(
      d === days - 1 ? Math.max(monday + d * DAY, now - 1000) : monday + d * DAY + 3_600_000,
    ).toISOString();
    const res = await httpsFetch(`${base}/usage`, {
      ca,
      method: 'POST',
      headers: { ...bearer(apiKey), 'content-type': 'application/json' },
      body: JSON.stringify({ userId: `user-${d}`, eventName: 'page_view', timestamp }),
    });
    assert.equal(res.status, 200, res.body);
  }

  const { page, problems } = await open();
  await signIn(page, apiKey);
  const rows = page.locator('table.events tbody tr');
  await rows.first().waitFor();
  assert.equal(await rows.count(), days);
  await shot(page, '3-events');

  await page.getByLabel('User id').fill('user-0');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.waitForFunction(() => document.querySelectorAll('table.events tbody tr').length === 1);

  await page.getByRole('textbox', { name: 'Question' }).fill('events per day this week');
  await page.getByRole('button', { name: 'Ask' }).click();
  await page.locator('.answer-text').waitFor();
  assert.equal(await page.locator('.badge').innerText(), 'High confidence');
  assert.match(await page.locator('.facts').innerText(), new RegExp(`Based on ${days} event`));
  assert.match(await page.getByTestId('trial-left').innerText(), /19 trial questions left/);
  if (days >= 2) {
    const chart = page.locator('figure.chart');
    await chart.locator('canvas').waitFor();
    assert.equal(await chart.getAttribute('data-points'), String(days));
    assert.equal(await chart.locator('tbody tr').count(), days);
  }
  await page.getByText('How the question was read').click();
  assert.match(await page.locator('.reading').innerText(), /breakdown/);
  await shot(page, '4-breakdown-chart');
  assert.deepEqual(problems, []);

  // sessionStorage only: a new tab of the same browser context is signed in, storage shows no key elsewhere
  assert.equal(await page.evaluate(() => localStorage.length), 0);
  assert.equal(await page.evaluate(() => document.cookie), '');
  await page.context().close();
});

test('phone width: the page fits and stays usable', async () => {
  const { apiKey } = await createAccount(service, 'paid');
  const { page, problems } = await open(390);
  await signIn(page, apiKey);
  await page.getByRole('textbox', { name: 'Question' }).waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `page wider than the screen by ${overflow}px`);
  await shot(page, '5-phone');
  assert.deepEqual(problems, []);
  await page.context().close();
});

test('the trial running out shows the upgrade link, then the wait of a 429, then a network error', async () => {
  const { apiKey } = await createAccount(service, 'tiny');
  const { page, problems } = await open();
  await signIn(page, apiKey);
  const question = page.getByRole('textbox', { name: 'Question' });
  const askButton = page.getByRole('button', { name: 'Ask' });
  await question.fill('how many events');
  await askButton.click();
  await page.getByTestId('trial-left').waitFor();
  assert.match(await page.getByTestId('trial-left').innerText(), /^0 trial questions left/);

  await askButton.click(); // 402: the allowance is used up
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.equal(
    await alert.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href'),
    'https://billing.example.com/upgrade',
  );
  await shot(page, '6-trial-402');

  await askButton.click(); // 429: the burst of two is spent
  await page.waitForFunction(() =>
    /try again in \d+ seconds?/.test(document.querySelector('[role=alert]')?.textContent ?? ''),
  );
  await shot(page, '7-rate-limited-429');

  await page.route('**/ai', (route) => route.abort('internetdisconnected'));
  await askButton.click();
  await page.waitForFunction(() =>
    /could not be reached/.test(document.querySelector('[role=alert]')?.textContent ?? ''),
  );
  // the browser reports the 402, the 429 and the aborted request; nothing else may go wrong
  assert.deepEqual(
    problems.filter((p) => !/402|429|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(p)),
    [],
  );
  await page.context().close();
});
