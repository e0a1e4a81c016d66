import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminCall } from '../support/admin-api';
import { csvRows, downloadedText } from '../support/csv';
import { daysFromToday, typedDate } from '../support/dates';
import { ADMIN } from '../support/env';
import { pick } from '../support/pick';
import { checkScreen, staff } from '../support/roles';
import { apiToken, expectAccessibleOnceToastsGone, signIn } from '../support/session';

/**
 * Issue 18: the production planner's day. A planner (the demo's Production Planner: dashboard,
 * customers and orders to view, machines and products to keep) reads the dashboard, follows its
 * "Due this week" and "Machining hours" cards to exactly the orders and lines they count, works
 * the open order lines (sorted, filtered, exported as CSV for a spreadsheet) and reads an order's
 * plant needs for what is still to make, a dispatch taken off. Orders are not theirs to enter or
 * move: nothing of the kind is offered. Each screen fits a phone (photographed when asked: support/roles.ts).
 */

let token: string;

const api = (request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

const OPEN_LINES_HEADER = [
  'Order Number',
  'Customer Party Code',
  'Customer Name',
  'Line Number',
  'Drawing Number',
  'Description',
  'Quantity',
  'Dispatched Quantity',
  'Pending Quantity',
  'Due Date',
  'Late',
  'Machining Hours',
  'Stock On Hand',
  'PDI',
  'PDI Date',
];

/**
 * A customer of the run with two parts and two confirmed orders: the first due in three days
 * (a valve stem, 72 s a piece, 1000 ordered and 400 already dispatched; a sleeve, 36 s a piece,
 * 200 due in twenty days), the second 50 sleeves due in forty days.
 */
async function seedOrders(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `GH${tag}`,
    name: `Godavari Hydraulics ${tag}`,
    state: 'Telangana',
    billingAddress: 'Plot 7, IDA Cherlapally, Hyderabad 500051',
    paymentTermsDays: 45,
  });
  const part = (suffix: string, description: string, figures: object) =>
    api(request, 'POST', 'products', {
      partyCode: customer.partyCode,
      assembly: 'Control valve',
      product_description: description,
      drawing_number: `GH-${tag}-${suffix}`,
      product_type: 'Turned part',
      rod_size: '20 mm',
      grade: 'EN8',
      hsnCode: '84819090',
      gstRate: 18,
      ...figures,
    });
  const stem = await part('A', 'Valve stem', {
    raw_material_weight: 0.21,
    rough_first_cycle_time_sec: 42,
    single_setup_cycle_time_sec: 30,
    qty_in_plastic_bag: 25,
    qty_in_box: 100,
    qty_in_carton: 400,
  });
  const sleeve = await part('B', 'Guide sleeve', { raw_material_weight: 0.5, single_setup_cycle_time_sec: 36 });
  const first = await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: daysFromToday(0),
    deliveryDate: daysFromToday(3),
    customerPoNumber: `PO/GH/${tag}/1`,
    lines: [
      { productId: stem.id, quantity: 1000, rate: 85 },
      { productId: sleeve.id, quantity: 200, rate: 40, deliveryDate: daysFromToday(20) },
    ],
  });
  const second = await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: daysFromToday(0),
    deliveryDate: daysFromToday(40),
    customerPoNumber: `PO/GH/${tag}/2`,
    lines: [{ productId: sleeve.id, quantity: 50, rate: 40 }],
  });
  const stemLine = first.lines.find((line: { productId: string }) => line.productId === stem.id);
  await api(request, 'POST', `sales-orders/${first.id}/dispatches`, {
    dispatchDate: daysFromToday(0),
    vehicleReference: 'TS09 EA 4410',
    lines: [{ orderLineId: stemLine.id, quantity: 400 }],
    // A new part has no PDI on record: the admin confirms the override.
    pdiOverride: true,
  });
  return { customer, stem, sleeve, first, second };
}

/** The figure a dashboard card shows, read as a number ("1,234.5 h" → 1234.5). */
async function cardFigure(card: Locator) {
  const text = (await card.textContent()) ?? '';
  const figure = text.match(/([\d,]+(?:\.\d+)?)/)?.[1];
  expect(figure, `a figure on the card "${text}"`).toBeTruthy();
  return Number((figure as string).replaceAll(',', ''));
}

const dashboardCard = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}`) });

/** The body rows of the list's table, each as its cells' text. */
const listRows = (page: Page) => page.getByRole('table').locator('tbody tr');

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
});

test('a planner follows the dashboard to the work, sorts, filters and exports the open lines, and reads plant needs', async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { customer, stem, sleeve, first, second } = await seedOrders(request);
  const planner = await staff(request, token, 'Production Planner', [
    { scope: 'dashboard', actions: ['view'] },
    { scope: 'customers', actions: ['view'] },
    { scope: 'sales-orders', actions: ['view'] },
    { scope: 'machines', actions: ['view', 'create', 'edit', 'delete'] },
    { scope: 'products', actions: ['view', 'create', 'edit', 'delete'] },
  ]);

  // The dashboard: the order figures, and no money (invoices are not the planner's).
  await signIn(page, planner.email, planner.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(dashboardCard(page, 'Machining hours')).toBeVisible();
  await expect(dashboardCard(page, 'Overdue')).toHaveCount(0);
  const dueThisWeek = await cardFigure(dashboardCard(page, 'Due this week'));
  const machiningHours = await cardFigure(dashboardCard(page, 'Machining hours'));
  expect(dueThisWeek).toBeGreaterThanOrEqual(1);
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'planner-dashboard');

  // "Due this week" opens exactly the orders it counts: the first order, not the second.
  await dashboardCard(page, 'Due this week').click();
  await expect(page).toHaveURL(/\/sales-orders\?.*due=week/);
  await expect(page.getByRole('checkbox', { name: 'Due this week' })).toBeChecked();
  await expect(page.getByText(new RegExp(`^Showing 1 to \\d+ of ${dueThisWeek} results?$`))).toBeVisible();
  await expect(page.getByRole('link', { name: first.orderNumber })).toBeVisible();
  await expect(page.getByRole('link', { name: second.orderNumber })).toHaveCount(0);
  // Orders are entered by sales, not by the planner.
  await expect(page.getByRole('link', { name: 'New Sales Order' })).toHaveCount(0);
  await checkScreen(page, info, 'planner-due-this-week');

  // "Machining hours" opens the open lines, due first; their hours, exported whole, add up to the card.
  await page.goto('/');
  await dashboardCard(page, 'Machining hours').click();
  await expect(page).toHaveURL(/\/sales-orders\/open-lines\?.*sortBy=dueDate/);
  await expect(page.getByRole('heading', { name: 'Open Order Lines', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Due' })).toHaveAttribute('aria-sort', 'ascending');
  const everyLine = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const [, ...allRows] = csvRows((await downloadedText(await everyLine)).replace(/^\uFEFF/, '')).filter(
    (row) => row.join('') !== '',
  );
  const hours = allRows.reduce((sum, row) => sum + Number(row[OPEN_LINES_HEADER.indexOf('Machining Hours')]), 0);
  expect(Math.abs(hours - machiningHours), `lines' ${hours} h against the card's ${machiningHours} h`).toBeLessThan(
    0.051,
  );

  // Filtered to the customer: three lines still to make, due first; the stem's 400 dispatched are off.
  const customerFilter = page.getByRole('combobox', { name: 'Customer' });
  await pick(page, customerFilter, customer.partyCode.toLowerCase(), new RegExp(customer.partyCode));
  await expect(page).toHaveURL(new RegExp(`customerId=${customer.id}`));
  await expect(page.getByText('Showing 1 to 3 of 3 results')).toBeVisible();
  const rows = listRows(page);
  await expect(rows.nth(0)).toContainText(`#1 ${stem.drawing_number}`);
  await expect(rows.nth(0)).toContainText('600');
  await expect(rows.nth(0)).toContainText('of 1,000');
  await expect(rows.nth(0)).toContainText(typedDate(daysFromToday(3)));
  await expect(rows.nth(0)).toContainText('14.00');
  await expect(rows.nth(1)).toContainText(`#2 ${sleeve.drawing_number}`);
  await expect(rows.nth(2)).toContainText(second.orderNumber);
  // Sorted by part: the stem first, then, turned round, the sleeves.
  const part = page.getByRole('columnheader', { name: 'Part' });
  await part.getByRole('button').click();
  await expect(part).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(0)).toContainText(stem.drawing_number);
  await part.getByRole('button').click();
  await expect(part).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(0)).toContainText(sleeve.drawing_number);
  await expect(rows.nth(2)).toContainText(stem.drawing_number);
  // None of them is overdue. (The select follows the URL, a moment after the choice.)
  const due = page.getByRole('combobox', { name: 'Due' });
  await due.selectOption({ label: 'Overdue' });
  await expect(page).toHaveURL(/due=overdue/);
  await expect(page.getByText('No open order lines')).toBeVisible();
  await due.selectOption({ label: 'Any day' });
  await expect(page).not.toHaveURL(/due=/);
  await expect(page.getByText('Showing 1 to 3 of 3 results')).toBeVisible();
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'planner-open-lines');

  // The export is what the screen shows, for a spreadsheet: a byte-order mark (Excel reads ₹ and
  // Devanagari right), headers a person reads, the same three lines in the same order.
  const filtered = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await downloadedText(await filtered);
  expect(csv.charCodeAt(0), 'a UTF-8 byte-order mark first').toBe(0xfeff);
  const [header, ...lines] = csvRows(csv.slice(1)).filter((row) => row.join('') !== '');
  expect(header).toEqual(OPEN_LINES_HEADER);
  const cell = (row: string[] | undefined, column: string) => row?.[OPEN_LINES_HEADER.indexOf(column)];
  expect(lines.map((row) => cell(row, 'Drawing Number'))).toEqual([
    sleeve.drawing_number,
    sleeve.drawing_number,
    stem.drawing_number,
  ]);
  const stemRow = lines.find((row) => cell(row, 'Drawing Number') === stem.drawing_number);
  expect(cell(stemRow, 'Customer Name')).toBe(customer.name);
  expect(Number(cell(stemRow, 'Quantity'))).toBe(1000);
  expect(Number(cell(stemRow, 'Dispatched Quantity'))).toBe(400);
  expect(Number(cell(stemRow, 'Pending Quantity'))).toBe(600);
  // Machine hours as the plan counts them: each machine of the run plans at 100 % with an hour's
  // setup, so 600 stems take 600 × 42 s = 420 min + 60 (rough) and 600 × 30 s = 300 min + 60
  // (single setup): 840 min = 14 h.
  expect(Number(cell(stemRow, 'Machining Hours'))).toBe(14);

  // The order's plant needs count only what is still to make: 600 stems (72 s, 0.21 kg, 25 a bag,
  // 100 a box, 400 a carton) and 200 sleeves (36 s, 0.5 kg).
  await page.getByRole('link', { name: first.orderNumber }).first().click();
  await expect(page).toHaveURL(new RegExp(`/sales-orders/view/${first.id}`));
  const needs = page.getByRole('table', { name: 'Plant needs' });
  const needsRow = (name: RegExp | string) => needs.getByRole('row', { name });
  await expect(needsRow(new RegExp(`#1 ${stem.drawing_number}`))).toHaveText(
    new RegExp(`#1 ${stem.drawing_number}\\s*14\\.00\\s*126\\.000\\s*24\\s*6\\s*2`),
  );
  // 200 sleeves: 200 × 36 s = 120 min + 60 of setup = 3 h; the order 14 + 3 = 17 h.
  await expect(needsRow(new RegExp(`#2 ${sleeve.drawing_number}`))).toHaveText(
    new RegExp(`#2 ${sleeve.drawing_number}\\s*3\\.00\\s*100\\.000`),
  );
  await expect(needsRow(/^Total/)).toHaveText(/Total\s*17\.00\s*226\.000\s*24\s*6\s*2/);
  // Reading, not moving: no dispatch, invoice, short-close or cancel.
  for (const action of ['Record Dispatch', 'Create Invoice', 'Short-close', 'Cancel Order']) {
    await expect(page.getByRole('link', { name: action })).toHaveCount(0);
  }
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'planner-plant-needs');
});
