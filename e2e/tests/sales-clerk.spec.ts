import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminCall } from '../support/admin-api';
import { daysFromToday, typedDate } from '../support/dates';
import { ADMIN } from '../support/env';
import { pick } from '../support/pick';
import { checkScreen, staff } from '../support/roles';
import { apiToken, expectAccessibleOnceToastsGone, signIn } from '../support/session';

/**
 * Issue 18: the sales clerk's day. A clerk whose role holds sales orders alone (view, create,
 * edit) takes down a twenty-line order: the customer found by part of its name, the rate of a
 * product it bought before proposed, blank line dates falling back to the order's, a warning for
 * a customer PO entered twice, all twenty lines on one screen of the compact grid; saves it,
 * confirms it, reads it back, and finds it again with Ctrl+K. Each screen fits a phone
 * (photographed when asked: support/roles.ts).
 */

let token: string;

const api = (request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

const LINES = 20;
const EARLIER_RATE = 118.5;

/** A customer of the run with five turned parts, and an earlier order of the first at ₹118.50. */
async function seedCustomer(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `TF${tag}`,
    name: `Tungabhadra Forgings ${tag}`,
    state: 'Karnataka',
    billingAddress: 'Plot 12, KIADB Industrial Area, Hospet 583201',
    paymentTermsDays: 30,
  });
  const products = [];
  for (let i = 1; i <= 5; i++) {
    products.push(
      await api(request, 'POST', 'products', {
        partyCode: customer.partyCode,
        assembly: 'Gearbox',
        product_description: `Spacer bush ${i * 4} mm`,
        drawing_number: `TF-${tag}-${String(i).padStart(2, '0')}`,
        product_type: 'Turned part',
        rod_size: '25 mm',
        grade: 'EN8',
        hsnCode: '84839000',
        gstRate: 18,
      }),
    );
  }
  const earlierPo = `PO/TF/${tag}/41`;
  const earlier = await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: daysFromToday(-30),
    customerPoNumber: earlierPo,
    lines: [{ productId: products[0].id, quantity: 200, rate: EARLIER_RATE }],
  });
  return { tag, customer, products, earlierPo, earlier };
}

/**
 * Scrolls the page until the grid's head sits just under the sticky app header, then tells where
 * the first and last lines are: on one screen when the first is below the header and the last
 * above the window's bottom edge.
 */
async function linesOnOneScreen(grid: Locator) {
  return grid.evaluate((table) => {
    const headerBottom = () => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const head = table.querySelector('thead')?.getBoundingClientRect().top ?? 0;
    window.scrollBy({ top: head - headerBottom(), behavior: 'instant' });
    const rows = Array.from(table.querySelectorAll('tbody tr'), (row) => row.getBoundingClientRect());
    return {
      lines: rows.length,
      headerBottom: headerBottom(),
      firstTop: rows[0]?.top ?? 0,
      lastBottom: rows.at(-1)?.bottom ?? Number.POSITIVE_INFINITY,
      windowHeight: window.innerHeight,
    };
  });
}

/** Picks the product on a line by typing its drawing number, then types quantity and rate with Tab between them. */
async function fillLine(page: Page, row: Locator, drawingNumber: string, quantity: string, rate: string | null) {
  const product = row.getByRole('combobox', { name: 'Product' });
  await pick(page, product, drawingNumber, new RegExp(drawingNumber));
  await expect(product).toHaveValue(new RegExp(`${drawingNumber} — `));
  // The row is walked with Tab, as a clerk keeps the hands on the keyboard.
  await product.focus();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('textbox', { name: 'Quantity' })).toBeFocused();
  await page.keyboard.type(quantity);
  await page.keyboard.press('Tab');
  const rateBox = row.getByRole('textbox', { name: 'Rate (₹)' });
  await expect(rateBox).toBeFocused();
  if (rate !== null) await page.keyboard.type(rate);
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
});

test('a sales clerk takes down a twenty-line order, confirms it and finds it again', async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { tag, customer, products, earlierPo, earlier } = await seedCustomer(request);
  const clerk = await staff(request, token, 'Sales Clerk', [
    { scope: 'sales-orders', actions: ['view', 'create', 'edit'] },
  ]);
  const due = daysFromToday(21);
  const lineTwoDue = daysFromToday(28);

  await signIn(page, clerk.email, clerk.password);
  await page.goto('/sales-orders');
  await page.getByRole('link', { name: 'New Sales Order' }).click();
  await expect(page).toHaveURL(/\/sales-orders\/new$/);

  // The form starts at the customer, found by a part of its name.
  const customerBox = page.getByRole('combobox', { name: 'Customer' });
  await expect(customerBox).toBeFocused();
  await pick(page, customerBox, 'tungabhadra', `${customer.partyCode} — ${customer.name}`);
  await expect(customerBox).toHaveValue(`${customer.partyCode} — ${customer.name}`);

  // The customer's PO already on an earlier order is flagged, a new one is not.
  const poBox = page.getByLabel('Customer PO Number');
  await poBox.fill(earlierPo);
  const duplicate = page.getByText(
    `This customer's PO ${earlierPo} is already on ${earlier.orderNumber}. Check it is not the same order entered twice.`,
  );
  await expect(duplicate).toBeVisible();
  await poBox.fill(`PO/TF/${tag}/42`);
  await expect(duplicate).toBeHidden();
  await page.getByRole('textbox', { name: 'Requested Delivery Date' }).fill(typedDate(due));

  // Twenty lines in the grid; the first product's rate comes from the earlier order.
  const grid = page.getByRole('table', { name: 'Lines' });
  const line = (n: number) => grid.getByRole('row', { name: `Line ${n}`, exact: true });
  for (let n = 1; n <= LINES; n++) {
    if (n > 1) {
      await page.getByRole('button', { name: 'Add line' }).click();
      await expect(line(n).getByRole('combobox', { name: 'Product' })).toBeFocused();
    }
    const product = products[(n - 1) % products.length];
    const bought = product.id === products[0].id;
    await fillLine(page, line(n), product.drawing_number, String(n * 50), bought ? null : `${40 + n}.25`);
    if (bought) await expect(line(n).getByRole('textbox', { name: 'Rate (₹)' })).toHaveValue(String(EARLIER_RATE));
  }
  // A blank line date is the order's; line 2 has its own.
  await expect(line(1).getByRole('textbox', { name: 'Delivery Date' })).toHaveAttribute('placeholder', typedDate(due));
  await line(2).getByRole('textbox', { name: 'Delivery Date' }).fill(typedDate(lineTwoDue));
  // Line 1: 50 × ₹118.50.
  await expect(line(1).getByRole('status')).toHaveText('₹5,925.00');

  // All twenty lines on one 1280 × 800 screen (the card-per-line form showed three).
  await expect(grid.getByRole('row', { name: /^Line \d+$/ })).toHaveCount(LINES);
  const screen = await linesOnOneScreen(grid);
  expect(screen.lines).toBe(LINES);
  expect(screen.firstTop, 'line 1 under the app header').toBeGreaterThanOrEqual(screen.headerBottom - 0.5);
  expect(screen.lastBottom, 'line 20 above the bottom of the window').toBeLessThanOrEqual(screen.windowHeight + 0.5);
  await expect(line(LINES)).toBeInViewport({ ratio: 1 });
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'sales-clerk-new-order');

  // Saved as a draft, it opens in the same grid; then confirmed.
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/sales-orders\/edit\//);
  await expect(page.getByRole('heading', { name: 'Edit Sales Order' })).toBeVisible();
  await expect(grid.getByRole('row', { name: /^Line \d+$/ })).toHaveCount(LINES);
  await expect(line(1).getByRole('combobox', { name: 'Product' })).toHaveValue(new RegExp(products[0].drawing_number));
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/sales-orders\/view\//);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Sales Order SO\/\d{4}-\d{2}\/\d{4}$/);
  const orderNumber = ((await heading.textContent()) ?? '').replace('Sales Order ', '');
  const viewUrl = page.url();

  // Read-only: the lines as entered, their dates from the order unless given; nothing the role lacks is offered.
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines.locator('tbody tr')).toHaveCount(LINES);
  await expect(lines.locator('tbody tr').nth(0)).toContainText('₹118.50');
  await expect(lines.locator('tbody tr').nth(0)).toContainText(typedDate(due));
  await expect(lines.locator('tbody tr').nth(1)).toContainText(typedDate(lineTwoDue));
  await expect(lines.locator('tbody tr').nth(19)).toContainText(typedDate(due));
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveCount(0);
  for (const action of ['Record Dispatch', 'Create Invoice', 'Short-close', 'Cancel Order', 'Edit Draft']) {
    await expect(page.getByRole('link', { name: action })).toHaveCount(0);
  }
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'sales-clerk-order');

  // Later: Ctrl+K finds the order by its number from anywhere.
  await page.goto('/sales-orders');
  await expect(page.getByRole('heading', { name: 'Sales Orders', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Search pages and records' });
  await expect(search).toBeFocused();
  await page.keyboard.type(orderNumber);
  const hit = page.getByRole('option', { name: new RegExp(orderNumber.replaceAll('/', '\\/')) });
  await expect(hit).toBeVisible();
  await expect(hit).toContainText(customer.name);
  await checkScreen(page, info, 'sales-clerk-search');
  await search.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(viewUrl);
  await expect(heading).toHaveText(`Sales Order ${orderNumber}`);
});
