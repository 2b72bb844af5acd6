import { dmy } from '@hrms/contracts/formats';
import { apiToken, EMPLOYEE, HR, signIn } from './support/auth';
import { notice } from './support/forms';
import { applyForLeave, workingDays } from './support/leave';
import { type APIRequestContext, expect, type Page, test, useOwnServer } from './support/test';

/**
 * The installable app: the manifest passes the checks Chromium (and Lighthouse) make before offering to
 * install, the service worker controls the whole site from /sw.js and keeps the app opening offline, and
 * the home screen it opens on works on a phone. Decisions made on the home screen change the company's
 * requests, so the last part runs on a server of its own.
 */
const OWN_INDEX = 60;
const PHONE = { width: 390, height: 844 };

type ManifestIcon = { src: string; sizes: string; type?: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: ManifestIcon[];
};

/** A PNG's width and height, read from its IHDR chunk (after checking it is a PNG at all). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const purposes = (icon: ManifestIcon) => (icon.purpose ?? 'any').split(/\s+/);

async function expectPng(request: APIRequestContext, src: string, size: number) {
  const answer = await request.get(src);
  expect(answer.status(), src).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  expect(pngSize(await answer.body())).toEqual({ width: size, height: size });
}

test('the manifest makes the app installable and index.html links it', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'HRMS',
    short_name: 'HRMS',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
  });

  // The start URL lies within the scope and opens (the client answers its routes with index.html).
  const start = new URL(manifest.start_url, answer.url());
  expect(start.href.startsWith(new URL(manifest.scope, answer.url()).href)).toBe(true);
  expect((await request.get(start.pathname)).status()).toBe(200);

  // A 192 and a 512 pixel PNG for any use, and a maskable one: real PNGs of the sizes they claim.
  for (const size of [192, 512]) {
    const icon = manifest.icons.find(
      (i) =>
        i.type === 'image/png' &&
        i.sizes.split(/\s+/).includes(`${size}x${size}`) &&
        purposes(i).includes('any'),
    );
    expect(icon, `a ${size} × ${size} PNG icon`).toBeDefined();
    await expectPng(request, icon?.src ?? '', size);
  }
  const maskable = manifest.icons.find((i) => purposes(i).includes('maskable'));
  expect(maskable, 'a maskable icon').toBeDefined();
  await expectPng(request, maskable?.src ?? '', 512);

  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
  expect(touchIcon, 'an apple-touch-icon link').toBeDefined();
  await expectPng(request, touchIcon ?? '', 180);
});

/** The active service worker's scope, once it controls the page. */
async function controllingWorker(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scope;
}

test('the service worker controls the site from /sw.js and the app opens offline', async ({
  page,
  request,
}) => {
  await signIn(page, EMPLOYEE);
  expect(await controllingWorker(page)).toBe(new URL('/', page.url()).href);

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['service-worker-allowed']).toBe('/');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");

  // Chromium's own verdict: nothing keeps the app from being installed (a test browser is a private one).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // Offline, a reload still opens the app's shell, never the browser's error page.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('#root')).toBeAttached();
  await expect(page).toHaveTitle(/HRMS/);

  // With no copy of the shell kept, the offline page says so and tries again once back online.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) await (await caches.open(name)).delete('/');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('#root h1').first()).toBeVisible();
});

test.describe('the home screen on a phone', () => {
  useOwnServer(OWN_INDEX);
  test.use({ viewport: PHONE });

  test('HR decides waiting requests from the Approvals card without leaving home', async ({ page }) => {
    // Priya's two leave requests wait for the holders of approve-leaves, HR among them (besides what the
    // demo left waiting).
    const token = await apiToken(page.request, EMPLOYEE);
    for (const day of [workingDays(35, 1)[0], workingDays(49, 1)[0]] as string[]) {
      await applyForLeave(page.request, token, {
        type: 'Annual Leave',
        day,
        reason: `Family visit (${dmy(day)})`,
      });
    }

    await signIn(page, HR);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    for (const heading of ['Clock in / Clock out', 'Leave balance', 'Payslips']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Apply leave' })).toHaveAttribute('href', '/leaves/apply');
    await expect(page.getByRole('link', { name: 'All payslips' })).toHaveAttribute('href', '/payroll');

    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Approvals' }) });
    await expect(card.getByRole('link', { name: 'Open approvals' })).toHaveAttribute('href', '/approvals');
    const waiting = card.getByRole('list', { name: 'Requests waiting for you' }).getByRole('listitem');

    // The first request is approved there and leaves the card.
    const first = waiting.first();
    const approved = (await first.textContent()) ?? '';
    expect(approved).not.toBe('');
    await first.getByRole('button', { name: 'Approve' }).click();
    await expect(notice(page, /1 (approved|forwarded to the next level)\./)).toBeVisible();
    await expect(waiting.filter({ hasText: approved })).toHaveCount(0);

    // A rejection asks for its reason first, as the inbox does.
    const next = waiting.first();
    const rejected = (await next.textContent()) ?? '';
    await next.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject request' });
    await expect(dialog.getByRole('button', { name: 'Reject request' })).toBeDisabled();
    await dialog.getByLabel('Rejection Reason').fill('The team is short that week.');
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, '1 rejected.')).toBeVisible();
    await expect(waiting.filter({ hasText: rejected })).toHaveCount(0);

    // Nothing sticks out sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
