import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { acceptConfirm } from '../support/confirm';
import { ADMIN } from '../support/env';
import { pick } from '../support/pick';
import { apiToken, expectAccessible, expectAccessibleOnceToastsGone, signIn } from '../support/session';

/** Issue 4: the Products screens in Chromium, from the list through the three-tab form and back. */

let token: string;
const BASIC_REQUIRED = [
  'Party Code is required',
  'Assembly information is required',
  'Product description is required',
  'Drawing number is required',
  'Product type is required',
  'Rod size is required',
  'Grade is required',
];

async function create(request: APIRequestContext, resource: string, data: object) {
  const res = await request.post(`/api/${resource}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/**
 * Three customers with party codes unique to the test (so a repeat or a retry starts clean):
 * C is for deleting while a product form has it chosen.
 */
async function seedCustomers(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customers = {
    A: { partyCode: `PRD${tag}A`, name: 'Deccan Auto Components Pvt Ltd', state: 'Maharashtra' },
    B: { partyCode: `PRD${tag}B`, name: 'Hosur Hydraulics Ltd', state: 'Tamil Nadu' },
    C: { partyCode: `PRD${tag}C`, name: 'Pune Forgings Ltd', state: 'Maharashtra' },
  };
  const ids = {
    A: (await create(request, 'customers', customers.A)).id,
    B: (await create(request, 'customers', customers.B)).id,
    C: (await create(request, 'customers', customers.C)).id,
  };
  return { tag, ...customers, ids };
}

/** How the Party Code search lists a customer. */
const option = (customer: { partyCode: string; name: string }) => `${customer.partyCode} — ${customer.name}`;

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
});
test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const firstRow = (page: Page) => page.getByRole('row').nth(1);
/** A cell of the list's first row: 0 Party Code, 1 Description, 2 Drawing #, 3 Type. */
const firstRowCell = (page: Page, column: number) => firstRow(page).getByRole('cell').nth(column);

/** Types in the list's search box and waits for the router to put it in the URL. */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search products...').fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
}

/** The tab is selected and its panel is the one shown. */
async function expectOnTab(page: Page, name: string) {
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name })).toBeVisible();
}

async function sortBy(header: Locator, order: 'ascending' | 'descending') {
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', order);
}

test('the products list searches, pages and sorts by drawing number and party code', async ({ page, request }) => {
  const { tag, A, B } = await seedCustomers(request);
  const prefix = `DRG-${tag}`;
  for (let i = 1; i <= 11; i++) {
    const n = String(i).padStart(2, '0');
    await create(request, 'products', {
      partyCode: i % 2 ? A.partyCode : B.partyCode,
      assembly: 'Hydraulic cylinder',
      product_description: `Piston rod ${n}`,
      drawing_number: `${prefix}-${n}`,
      product_type: 'Piston Rod',
      rod_size: '25 mm',
      grade: 'EN8',
    });
  }

  await page.goto('/products');
  await expect(page).toHaveTitle('Products | ACME PRECISION');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Product' })).toBeVisible();
  // Newest first by default.
  await expect(page.getByRole('columnheader', { name: 'Created At' })).toHaveAttribute('aria-sort', 'descending');
  await expectAccessible(page);

  // A part of the drawing number finds the 11 over two pages.
  await search(page, prefix.toLowerCase());
  await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible();
  await expect(firstRowCell(page, 2)).toHaveText(`${prefix}-11`);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing 11 to 11 of 11 results')).toBeVisible();
  await expect(firstRowCell(page, 2)).toHaveText(`${prefix}-01`);

  // Drawing #: ascending, then descending on a second click.
  const drawing = page.getByRole('columnheader', { name: 'Drawing #' });
  await sortBy(drawing, 'ascending');
  await expect(page).toHaveURL(/sortBy=drawing_number/);
  await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible();
  await expect(firstRowCell(page, 2)).toHaveText(`${prefix}-01`);
  await expect(firstRowCell(page, 1)).toHaveText('Piston rod 01');
  await sortBy(drawing, 'descending');
  await expect(firstRowCell(page, 2)).toHaveText(`${prefix}-11`);

  // Party Code: a new column sorts ascending and the old one lets go.
  const partyCode = page.getByRole('columnheader', { name: 'Party Code' });
  await sortBy(partyCode, 'ascending');
  await expect(drawing).toHaveAttribute('aria-sort', 'none');
  await expect(firstRowCell(page, 0)).toHaveText(A.partyCode);
  await sortBy(partyCode, 'descending');
  await expect(firstRowCell(page, 0)).toHaveText(B.partyCode);
  // Only the B products (5 of 11) come before the A ones.
  await expect(page.getByRole('row', { name: new RegExp(B.partyCode) })).toHaveCount(5);

  // The search and sort live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByPlaceholder('Search products...')).toHaveValue(prefix.toLowerCase());
  await expect(partyCode).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible();
});

test('a product is created through the three tabs, each blocking on a bad field, then edited and deleted', async ({
  page,
  request,
}) => {
  const { tag, A, B, C, ids } = await seedCustomers(request);
  const drawingNumber = `NEW-${tag}-7731`;

  await page.goto('/products');
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/products\/new$/);
  await expect(page).toHaveTitle('Add Product | ACME PRECISION');
  await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Basic Information', 'Measurements', 'Packaging']);
  await expectOnTab(page, 'Basic Information');
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Product' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/products');

  // Basic Information: Next on the empty tab shows every required message and stays.
  await page.getByRole('button', { name: 'Next' }).click();
  for (const message of BASIC_REQUIRED) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expectOnTab(page, 'Basic Information');
  await expect(page.getByRole('combobox', { name: 'Party Code' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Party Code' })).toHaveAttribute('aria-invalid', 'true');
  // Clicking a later tab is checked the same way.
  await tab(page, 'Packaging').click();
  await expectOnTab(page, 'Basic Information');
  await expectAccessible(page);

  // The customer search: nothing is looked up until something is typed.
  const partyCode = page.getByRole('combobox', { name: 'Party Code' });
  await partyCode.click();
  await expect(page.getByText('Type to search customers')).toBeVisible();
  await partyCode.fill(`prd${tag}`.toLowerCase());
  await expect(page.getByRole('option', { name: option(B) })).toBeVisible();
  await page.getByRole('option', { name: option(A) }).click();
  await expect(partyCode).toHaveValue(option(A));
  await expect(page.getByText('Party Code is required')).toHaveCount(0);
  // A code no customer has.
  await partyCode.fill(`ZZ${tag}NONE`);
  await expect(page.getByText('No customers found')).toBeVisible();
  await partyCode.press('Escape');
  await expect(partyCode).toHaveValue(option(A));

  await field(page, 'Assembly').fill('Hydraulic cylinder, front');
  await field(page, 'Product Description').fill('Piston rod, chrome plated');
  await field(page, 'Drawing Number').fill(drawingNumber);
  await field(page, 'Product Type').fill('Piston Rod');
  await field(page, 'Rod Size').fill('25 mm');
  await field(page, 'Grade').fill('EN8');
  await field(page, 'HSN Code').fill('8412');
  await expect(field(page, 'GST Rate')).toHaveValue('18');
  await field(page, 'GST Rate').selectOption({ label: '12%' });
  for (const message of BASIC_REQUIRED) await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // Measurements: letters are dropped as typed; four decimals on a weight block Next.
  await expectOnTab(page, 'Measurements');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
  const raw = field(page, 'Raw Material Weight (kg)');
  await raw.pressSequentially('0.2a4-55');
  await expect(raw).toHaveValue('0.2455');
  await field(page, 'Net Weight (kg)').fill('0.182');
  await field(page, 'Final OD (mm)').fill('24.95');
  await field(page, 'Final Length (mm)').fill('182.5');
  await field(page, 'Rough First Cycle Time (sec)').fill('38.5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Maximum 3 decimal places')).toBeVisible();
  await expectOnTab(page, 'Measurements');
  await expect(raw).toBeFocused();
  await raw.fill('0.245');
  await expect(page.getByText('Maximum 3 decimal places')).toHaveCount(0);

  // The planning figures follow the typed values.
  const figures = page.getByRole('region', { name: 'Planning figures' });
  await expect(figures.getByRole('definition').first()).toBeVisible();
  await expect(figures).toContainText('Rough first (38.5 s)');
  await expect(figures).toContainText('93 pcs/hr');
  await expect(figures).toContainText('Scrap weight per piece');
  await expect(figures).toContainText('0.063 kg (25.7%)');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Packaging: the last tab has the submit button and no Next; a part quantity blocks it.
  await expectOnTab(page, 'Packaging');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Product' })).toBeVisible();
  await field(page, 'Plastic Bag Size').fill('6 x 10 in');
  await field(page, 'Qty in Plastic Bag').fill('10');
  await field(page, 'Box Size').fill('300 x 200 x 150 mm');
  const qtyInBox = field(page, 'Qty in Box');
  await qtyInBox.fill('2.5');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toasts(page).getByText('Must be a whole number')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Must be a whole number')).toBeVisible();
  await expectOnTab(page, 'Packaging');
  await expect(qtyInBox).toBeFocused();
  await expect(page).toHaveURL(/\/products\/new$/);
  await qtyInBox.fill('50');
  await expect(page.getByRole('tabpanel').getByText('Must be a whole number')).toHaveCount(0);
  await field(page, 'Qty in Carton').fill('400');

  // Previous keeps what was typed.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectOnTab(page, 'Measurements');
  await expect(raw).toHaveValue('0.245');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectOnTab(page, 'Packaging');
  await expect(qtyInBox).toHaveValue('50');

  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toasts(page).getByText('Product created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/products(\?.*)?$/);

  // The new product, found by its drawing number.
  await search(page, drawingNumber);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(drawingNumber) });
  await expect(row.getByRole('cell').nth(0)).toHaveText(A.partyCode);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Piston rod, chrome plated');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Piston Rod');
  await expectAccessibleOnceToastsGone(page);

  // Edit: the customer shows by name; a new grade goes through the three tabs.
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/products\/edit\/[0-9a-f-]{36}$/);
  const editUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Edit Product', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Edit Product | ACME PRECISION');
  await expect(partyCode).toHaveValue(option(A));
  await expect(field(page, 'Drawing Number')).toHaveValue(drawingNumber);
  await expect(field(page, 'GST Rate')).toHaveValue('12');
  await field(page, 'Grade').fill('EN19');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectOnTab(page, 'Measurements');
  await expect(field(page, 'Net Weight (kg)')).toHaveValue('0.182');
  await field(page, 'Net Weight (kg)').fill('0.19');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectOnTab(page, 'Packaging');
  await expect(page.getByRole('button', { name: 'Create Product' })).toHaveCount(0);
  await field(page, 'Qty in Box').fill('60');

  // A field the server refuses opens its tab: here a customer deleted while the form was open.
  await tab(page, 'Basic Information').click();
  await pick(page, partyCode, C.partyCode, option(C));
  await tab(page, 'Packaging').click();
  await expectOnTab(page, 'Packaging');
  const deleted = await request.delete(`/api/customers/${ids.C}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(deleted.status()).toBe(204);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toasts(page).getByText('This customer is deleted; restore it first')).toBeVisible();
  await expectOnTab(page, 'Basic Information');
  await expect(partyCode).toBeFocused();
  await expect(page.getByRole('tabpanel').getByText('This customer is deleted; restore it first')).toBeVisible();
  await pick(page, partyCode, A.partyCode, option(A));
  await expect(page.getByRole('tabpanel').getByText('This customer is deleted; restore it first')).toHaveCount(0);
  await tab(page, 'Packaging').click();
  await expect(field(page, 'Qty in Box')).toHaveValue('60');

  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toasts(page).getByText('Product updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/products(\?.*)?$/);

  // Reloaded, the edit screen shows what was saved on each tab.
  await page.goto(editUrl);
  await expect(field(page, 'Grade')).toHaveValue('EN19');
  await expect(partyCode).toHaveValue(option(A));
  await tab(page, 'Measurements').click();
  await expectOnTab(page, 'Measurements');
  await expect(field(page, 'Raw Material Weight (kg)')).toHaveValue('0.245');
  await expect(field(page, 'Net Weight (kg)')).toHaveValue('0.19');
  await expect(field(page, 'Rough First Cycle Time (sec)')).toHaveValue('38.5');
  await expect(figures).toContainText('0.055 kg (22.4%)');
  await tab(page, 'Packaging').click();
  await expectOnTab(page, 'Packaging');
  await expect(field(page, 'Qty in Box')).toHaveValue('60');
  await expect(field(page, 'Qty in Carton')).toHaveValue('400');
  await expect(field(page, 'Box Size')).toHaveValue('300 x 200 x 150 mm');
  await expectAccessibleOnceToastsGone(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/products(\?.*)?$/);

  // Delete, after the confirmation: the search finds nothing.
  await search(page, drawingNumber);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(drawingNumber) })
    .getByRole('button', { name: 'Delete' })
    .click();
  await acceptConfirm(page, 'Delete', 'Are you sure you want to delete this product?');
  await expect(toasts(page).getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByText('No products found')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No products found')).toBeVisible();
  await expectAccessibleOnceToastsGone(page);
});
