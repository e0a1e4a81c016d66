import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { apiToken, expectAccessible, signIn, signOut, unique } from '../support/session';

/**
 * The audit trail as an admin meets it: an edit shows up in the record's History panel with
 * the field's before and after, and in the Audit log, which a user outside the Admin role
 * neither sees in the menu nor can read through the API.
 */
test('an edit shows in the History panel and the Audit log; the log is the admins’', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const name = unique('Audited Dept');
  const created = await request.post('/api/departments', {
    headers: { authorization: `Bearer ${token}` },
    data: { name },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/departments/edit/${id}`);
  await page.getByLabel('Department Name', { exact: true }).fill(`${name} Renamed`);
  await page.getByRole('button', { name: 'Update Department' }).click();
  await expect(page).toHaveURL(/\/departments$/);

  await page.goto(`/departments/edit/${id}`);
  const history = page.getByRole('region', { name: /History/ });
  // Folded at first: its heading opens it.
  await history.getByRole('button', { name: /^History/ }).click();
  await expect(history.getByText('Updated').first()).toBeVisible();
  await expect(history.getByRole('cell', { name: `${name} Renamed` })).toBeVisible();
  await expect(history.getByRole('cell', { name, exact: true }).first()).toBeVisible();
  await expect(history.getByText('Created').first()).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit/);
  await page.getByLabel('Record type').selectOption('departments');
  await expect(page).toHaveURL(/entity=departments/);
  await page.goto(`/audit?entity=departments&entityId=${id}`);
  await expect(page.getByRole('row')).toHaveCount(3);
  const row = page.getByRole('row', { name: /Updated/ });
  await expect(row).toContainText(ADMIN.email);
  await expect(row).toContainText(`PATCH /api/departments/${id}`);
  await row.getByRole('button', { name: /field/ }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('cell', { name: `${name} Renamed` })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Someone with every other permission, but not the Admin role, is kept out.
  const staffRole = await request.post('/api/roles', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: unique('Staff'), permissions: [{ scope: 'departments', actions: ['view', 'edit'] }] },
  });
  expect(staffRole.status()).toBe(201);
  const email = `${Date.now().toString(36)}-staff@example.com`;
  const password = 'staff passphrase for audit';
  const user = await request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      email,
      password,
      firstName: 'Shop',
      lastName: 'Floor',
      isActive: true,
      roleId: ((await staffRole.json()) as { id: string }).id,
    },
  });
  expect(user.status()).toBe(201);
  const staffToken = await apiToken(request, email, password);
  const refused = await request.get('/api/audit', { headers: { authorization: `Bearer ${staffToken}` } });
  expect(refused.status()).toBe(403);

  await signOut(page);
  await signIn(page, email, password);
  // The menu is there (the dashboard locked: this role holds departments only), without the audit log.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Dashboard', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
});
