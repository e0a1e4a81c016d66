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

/** No serious or critical accessibility violations on the page as it stands. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
