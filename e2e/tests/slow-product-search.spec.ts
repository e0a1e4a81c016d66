import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminCall } from '../support/admin-api';
import { daysFromToday } from '../support/dates';
import { ADMIN } from '../support/env';
import { pick } from '../support/pick';
import { apiToken, signIn } from '../support/session';

/**
 * Issue 29: a clerk keys a drawing number into an order line and presses Enter at once, on a
 * network slow to answer the product search (held back a second here). The line gets the product
 * keyed, not the first of the list on screen; the quantity and rate typed while the search was
 * still out stay as typed, the customer's last rate for the product never put over them.
 */

let token: string;

const SEARCH_DELAY_MS = 1_000;
const EARLIER_RATE = 118.5;

const api = (request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

/** A customer of the run with two products, and an earlier order of the second at ₹118.50. */
async function seedCustomer(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `SK${tag}`,
    name: `Sahyadri Kinematics ${tag}`,
    state: 'Maharashtra',
    billingAddress: 'Gat 118, Chakan MIDC, Pune 410501',
    paymentTermsDays: 30,
  });
  const products = [];
  for (const [n, description] of [
    [1, 'Gear blank'],
    [2, 'Shaft collar'],
  ] as const) {
    products.push(
      await api(request, 'POST', 'products', {
        partyCode: customer.partyCode,
        assembly: 'Gearbox',
        product_description: description,
        drawing_number: `SK-${tag}-0${n}`,
        product_type: 'Turned part',
        rod_size: '32 mm',
        grade: 'EN8',
        hsnCode: '84839000',
        gstRate: 18,
      }),
    );
  }
  await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: daysFromToday(-20),
    customerPoNumber: `PO/SK/${tag}/7`,
    lines: [{ productId: products[1].id, quantity: 40, rate: EARLIER_RATE }],
  });
  return { customer, products };
}

/** Every answer of the product search held back a second, as a slow network holds it. */
async function slowProductSearch(page: Page) {
  await page.route(/\/api\/products\/options\?/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS));
    await route.fulfill({ response });
  });
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
});

test('a drawing number keyed and entered before the search answers gets its product and keeps the typed rate', async ({
  page,
  request,
}) => {
  const { customer, products } = await seedCustomer(request);
  const [blank, collar] = products;
  await signIn(page, ADMIN.email, ADMIN.password);
  await slowProductSearch(page);
  await page.goto('/sales-orders/new');

  const customerBox = page.getByRole('combobox', { name: 'Customer' });
  await expect(customerBox).toBeFocused();
  await pick(page, customerBox, customer.partyCode, `${customer.partyCode} — ${customer.name}`);

  const grid = page.getByRole('table', { name: 'Lines' });
  const line = (n: number) => grid.getByRole('row', { name: `Line ${n}`, exact: true });

  // Line 1: the list on screen answers the empty box (the gear blank among it).
  const product = line(1).getByRole('combobox', { name: 'Product' });
  await product.click();
  await expect(page.getByRole('option', { name: new RegExp(blank.drawing_number) })).toBeVisible();
  // The collar's number keyed at full speed and entered at once, then the row walked with Tab
  // while its search is still out: quantity, and a rate of the clerk's own.
  await page.keyboard.type(collar.drawing_number);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('60');
  await page.keyboard.press('Tab');
  await page.keyboard.type('121.75');
  await expect(product).toHaveValue(`${collar.drawing_number} — Shaft collar`);
  await expect(line(1).getByRole('textbox', { name: 'Quantity' })).toHaveValue('60');
  await expect(line(1).getByRole('textbox', { name: 'Rate (₹)' })).toHaveValue('121.75');

  // Line 2: the gear blank keyed and entered the moment the line opens; it has no earlier rate.
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(line(2).getByRole('combobox', { name: 'Product' })).toBeFocused();
  await page.keyboard.type(blank.drawing_number);
  await page.keyboard.press('Enter');
  await expect(line(2).getByRole('combobox', { name: 'Product' })).toHaveValue(`${blank.drawing_number} — Gear blank`);
  await expect(line(2).getByRole('textbox', { name: 'Rate (₹)' })).toHaveValue('');
  await line(2).getByRole('textbox', { name: 'Quantity' }).fill('25');
  await line(2).getByRole('textbox', { name: 'Rate (₹)' }).fill('64.5');

  // Saved, the draft holds the two products keyed, at the rates typed.
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/sales-orders\/edit\//);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const draft = await api(request, 'GET', `sales-orders/${id}`);
  const saved = (draft.lines as { lineNumber: number; productId: string; quantity: number; rate: number }[])
    .sort((a, b) => a.lineNumber - b.lineNumber)
    .map(({ productId, quantity, rate }) => ({ productId, quantity, rate }));
  expect(saved).toEqual([
    { productId: collar.id, quantity: 60, rate: 121.75 },
    { productId: blank.id, quantity: 25, rate: 64.5 },
  ]);
});
