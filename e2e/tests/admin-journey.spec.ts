import { expect, test } from '@playwright/test';
import { acceptConfirm } from '../support/confirm';
import { ADMIN } from '../support/env';
import { apiToken, expectAccessible, signIn, signOut, unique } from '../support/session';

test('admin journey: users → roles → a machines-only user sees empty pages and the API refuses them', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveTitle(/\| ACME PRECISION$/);
  await expectAccessible(page);

  // Users list.
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users/);
  await expect(page).toHaveTitle('Users | ACME PRECISION');
  await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();
  await expect(page.getByText(/Showing 1 to \d+ of \d+ results/)).toBeVisible();
  await expectAccessible(page);

  // A role with only machines: view.
  const roleName = unique('Machine Viewer');
  await page.getByRole('navigation').getByRole('link', { name: 'Roles' }).click();
  await expect(page).toHaveTitle('Roles | ACME PRECISION');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add Role' }).click();
  await expect(page).toHaveURL(/\/roles\/add$/);
  await page.getByRole('button', { name: 'Create Role' }).click();
  await expect(page.getByText('Role name is required')).toBeVisible();
  await page.getByLabel('Role Name').fill(roleName);
  await page.getByRole('checkbox', { name: 'machines view', exact: true }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Role' }).click();
  await expect(page.getByText('Role created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/roles$/);
  await page.getByPlaceholder('Search roles...').fill(roleName);
  await expect(page.getByRole('cell', { name: roleName })).toBeVisible();

  // A user holding it; the form first shows the spec's messages.
  const email = `viewer-${Date.now()}@example.com`;
  await page.goto('/users/add');
  await page.getByRole('button', { name: 'Create User' }).click();
  for (const message of [
    'Email is required',
    'Password is required',
    'First name is required',
    'Last name is required',
    'Role is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('viewer-password');
  await page.getByLabel('First Name').fill('Ravi');
  await page.getByLabel('Last Name').fill('Shankar');
  await page.getByLabel('Role').selectOption({ label: roleName });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);

  // Edit keeps the e-mail fixed and the password when left blank.
  await page.getByPlaceholder('Search users...').fill(email);
  // The list has answered the search (the new user also heads the unsearched list, which it replaces).
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link', { name: /edit/i })
    .click();
  await expect(page).toHaveURL(/\/users\/edit\//);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByLabel('Last Name').fill('Shankar Iyer');
  await page.getByRole('button', { name: 'Update User' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();

  await signOut(page);

  // The new user: signed in, but every page outside machines is empty.
  await signIn(page, email, 'viewer-password');
  await expect(page.getByRole('banner')).toContainText('Ravi');
  await page.goto('/users');
  await expect(page.getByRole('main')).not.toContainText(ADMIN.email);
  await expect(page.getByRole('main')).not.toContainText('Users');
  await page.goto('/roles');
  await expect(page.getByRole('main')).not.toContainText(roleName);

  // And the server refuses them, whatever the browser shows.
  const token = await apiToken(request, email, 'viewer-password');
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/users', { headers })).status()).toBe(403);
  expect((await request.get('/api/roles', { headers })).status()).toBe(403);
  expect((await request.get('/api/auth/me', { headers })).status()).toBe(200);
  await signOut(page);
});

test('deleting a role asks first and reports the outcome', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const name = unique('Short Lived');
  await request.post('/api/roles', { headers: { authorization: `Bearer ${token}` }, data: { name } });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/roles?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('cell', { name })).toBeVisible();
  await page
    .getByRole('button', { name: /delete/i })
    .first()
    .click();
  await acceptConfirm(page, 'Delete', 'Are you sure you want to delete this role?');
  await expect(page.getByText('Role deleted successfully')).toBeVisible();
  await expect(page.getByText('No roles found')).toBeVisible();
});

test('layout: theme toggle, bell panel, Ctrl+K search, list state in the URL', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/users?sortBy=email&sortOrder=ASC');
  await expect(page.getByRole('columnheader', { name: /email/i })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('columnheader', { name: /email/i }).getByRole('button').click();
  await expect(page).toHaveURL(/sortOrder=DESC/);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /email/i })).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('button', { name: /notification/i }).click();
  await expect(page.getByText('Notification', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Notifications' })).toHaveAttribute('href', '/');
  await page.mouse.click(5, 400);
  await expect(page.getByRole('link', { name: 'View All Notifications' })).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox').or(page.getByPlaceholder(/search/i).first())).toBeFocused();

  await page.getByRole('button', { name: /dark|theme/i }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
});
