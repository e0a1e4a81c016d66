import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { expectAccessible, signIn } from '../support/session';

test.describe('signing in', () => {
  test('a protected page sends you to sign in, and back again afterwards', async ({ page }) => {
    await page.goto('/users?search=admin');
    await expect(page).toHaveURL(/\/auth\/signin$/);
    await expect(page).toHaveTitle('Sign In | ACME PRECISION');
    await expectAccessible(page);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/users\?search=admin$/);
    await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();
  });

  test('a wrong password shows the server message and stays put', async ({ page }) => {
    await page.goto('/auth/signin');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin$/);
  });

  test('validation messages appear under the fields', async ({ page }) => {
    await page.goto('/auth/signin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a signed-in user opening the sign-in screen lands on /', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/auth/signin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an access token that no longer works is refreshed and the request retried', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth') ?? '{}');
      const broken = 'eyJhbGciOiJIUzI1NiJ9.e30.broken';
      if (stored.state) stored.state.token = broken;
      else stored.token = broken;
      localStorage.setItem('auth', JSON.stringify(stored));
      localStorage.setItem('token', broken);
    });
    await page.goto('/users');
    await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();
    const after = await page.evaluate(() => localStorage.getItem('refreshToken'));
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  test('sign-up creates an account that sees only empty pages', async ({ page }) => {
    const email = `new-${Date.now()}@example.com`;
    await page.goto('/auth/signup');
    await expectAccessible(page);
    await page.getByLabel('Name').fill('Nisha Verma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByRole('button', { name: /sign up/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main')).not.toContainText('Nisha');
  });
});

test.describe('public pages', () => {
  test('about and not found need no sign-in', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/no/such/page');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    await expectAccessible(page);
  });
});
