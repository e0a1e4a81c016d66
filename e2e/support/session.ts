import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Signs in through the sign-in screen, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/signin/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /user menu|account/i }).click();
  await page
    .getByRole('menuitem', { name: 'Sign out' })
    .or(page.getByRole('button', { name: 'Sign out' }))
    .click();
  await expect(page).toHaveURL(/\/auth\/signin/);
}

/** An access token straight from the API, for checking what the server allows. */
export async function apiToken(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A scan's own wait: axe reads every element's styles, seconds on a large page when the machine is busy. */
const SCAN_LIMIT_MS = 30_000;

/** The pages whose shell (the sidebar and the header) a scan has covered. */
const shellScanned = new WeakSet<Page>();

/**
 * What a scan of the page covers now: everything, the first time a page shows the app's shell;
 * after that what a step changes, the screen in #main-content and any dialog over it, as the
 * sidebar and the header stay the same from screen to screen. Pages without the shell (sign-in,
 * not found) are scanned whole.
 */
async function scanned(page: Page) {
  const hasShell = (await page.getByRole('navigation', { name: 'Main' }).count()) > 0;
  const hasMain = (await page.locator('#main-content').count()) > 0;
  // Only violations are read: axe then keeps one node of each passing or inapplicable rule, not
  // every element it checked, and sends that much less back from the page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (!(hasShell && hasMain && shellScanned.has(page))) {
    if (hasShell) shellScanned.add(page);
    return builder;
  }
  builder.include('#main-content');
  const dialogs = '[role="dialog"], [role="alertdialog"]';
  if ((await page.locator(dialogs).count()) > 0) builder.include(dialogs);
  return builder;
}

/** No serious or critical accessibility violations in what the page shows (see scanned). */
export async function expectAccessible(page: Page) {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the accessibility scan of ${page.url()} took over ${SCAN_LIMIT_MS / 1000} s`)),
      SCAN_LIMIT_MS,
    );
  });
  const { violations } = await Promise.race([(await scanned(page)).analyze(), limit]).finally(() =>
    clearTimeout(timer),
  );
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `accessibility on ${page.url()}`).toEqual([]);
}

/**
 * axe misreads a toast's contrast while it fades, so the page is checked once the toasts have gone:
 * closed with their own close buttons, as a person does who has read them, not waited out (5 s each).
 */
export async function expectAccessibleOnceToastsGone(page: Page) {
  const toasts = page.getByRole('region', { name: /Notifications/ }).locator('[data-sonner-toast]');
  // Those stacked behind the front one are closed too: the click goes to each button, covered or not.
  for (const close of await toasts.getByRole('button', { name: 'Close toast' }).all()) {
    // A toast that times out meanwhile takes its button with it.
    await close.dispatchEvent('click', undefined, { timeout: 1_000 }).catch(() => undefined);
  }
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
