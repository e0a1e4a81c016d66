import { readFileSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { acceptConfirm } from '../support/confirm';
import { ADMIN } from '../support/env';
import { pick } from '../support/pick';
import { apiToken, expectAccessible, signIn } from '../support/session';

let token: string;
test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
});
test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
});

async function create(request: APIRequestContext, resource: string, data: object) {
  const res = await request.post(`/api/${resource}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

const tag = () => Date.now().toString(36).toUpperCase();

test('a deleted customer leaves the list, shows under Show deleted, and comes back with Restore', async ({
  page,
  request,
}) => {
  const code = `RST${tag()}`;
  await create(request, 'customers', { partyCode: code, name: 'Kaveri Pumps & Valves Ltd', state: 'Karnataka' });
  await page.goto('/customers');
  await page.getByPlaceholder('Search customers...').fill(code);
  await expect(page).toHaveURL(/search=/);
  // The list keeps the unfiltered page on screen until the search answers: the row is picked by code.
  await page
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: 'Delete' })
    .click();
  await acceptConfirm(page, 'Delete');
  await expect(page.getByText('Customer deleted successfully')).toBeVisible();
  await expect(page.getByText('No customers found')).toBeVisible();

  // The box follows the URL, which the router updates a moment after the click.
  await page.getByLabel('Show deleted').click();
  await expect(page).toHaveURL(/includeDeleted=true/);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row.getByText('Deleted')).toBeVisible();
  // Checked once the delete toast has gone: axe misreads a toast's contrast while it fades.
  await expect(page.getByText('Customer deleted successfully')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Customer restored successfully')).toBeVisible();
  await page.getByLabel('Show deleted').click();
  await expect(page.getByLabel('Show deleted')).not.toBeChecked();
  await expect(page.getByRole('row', { name: new RegExp(code) }).getByText('Active')).toBeVisible();
});

test('an employee gets a department from the searchable select, and the list filters by it', async ({
  page,
  request,
}) => {
  const dept = `Tool Room ${tag()}`;
  await create(request, 'departments', { name: dept });
  const code = `EMP-${tag()}`;
  await page.goto('/employees/new');
  await page.getByLabel('Employee Code', { exact: true }).fill(code);
  await page.getByLabel('First Name', { exact: true }).fill('Sunil');
  await page.getByLabel('Last Name', { exact: true }).fill('Ghorpade');
  await pick(page, page.getByRole('combobox', { name: 'Department' }), dept.slice(0, 14), dept);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Employee' }).click();
  await expect(page.getByText('Employee created successfully')).toBeVisible();
  // The list's Department filter, not the form's field: the URL changes a moment before the form
  // gives way to the list, so wait for the list's own search box.
  await expect(page).toHaveURL(/\/employees$/);
  await expect(page.getByPlaceholder('Search employees...')).toBeVisible();

  await pick(page, page.getByRole('combobox', { name: 'Department' }), dept.slice(0, 14), dept);
  await expect(page).toHaveURL(/departmentId=/);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row.getByRole('cell', { name: dept })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Sunil Ghorpade' })).toBeVisible();
});

test('customers import from CSV after a preview, and the list exports what it shows', async ({ page }, testInfo) => {
  const key = tag();
  const file = testInfo.outputPath('customers.csv');
  writeFileSync(
    file,
    [
      'partyCode,name,state,paymentTermsDays',
      `IMP${key}A,Nashik Valve Works,Maharashtra,30`,
      `IMP${key}B,Rajkot Machine Tools,Gujarat,45`,
      `IMP${key}C,Broken Co,Atlantis,30`,
    ].join('\n'),
  );
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveTitle('Import Customers | ACME PRECISION');
  await page.getByLabel('CSV file').setInputFiles(file);
  await expect(page.getByText('2 to create, 0 to update, 1 rejected')).toBeVisible();
  await expect(page.getByText('Choose a state from the list')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Import finished: 2 created, 0 updated, 1 rejected').first()).toBeVisible();

  await page.goto(`/customers?search=IMP${key}&sortBy=partyCode&sortOrder=ASC`);
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await (await download).path();
  const text = readFileSync(saved, 'utf8');
  // Excel's byte-order mark, then the headers as people read them (the import reads them back).
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'Party Code,Name,Contact Person,Email,Phone,GSTIN,Billing Address,Shipping Address,State,Payment Terms Days,Is Active,GST Category,Country Code,Currency',
  );
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([`IMP${key}A`, `IMP${key}B`]);
});

test('machines show a dash for no setup number and the short month-day-year date', async ({ page, request }) => {
  const no = `M${tag()}`;
  await create(request, 'machines', { machineNo: no, machineName: 'Traub TNL-18' });
  await page.goto(`/machines?search=${no}`);
  const row = page.getByRole('row', { name: new RegExp(no) });
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  await expect(row.getByRole('cell')).toHaveText([no, 'Traub TNL-18', '-', today, '']);
});
