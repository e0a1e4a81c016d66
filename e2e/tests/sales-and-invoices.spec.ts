import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminCall, saveSeller } from '../support/admin-api';
import { acceptConfirm } from '../support/confirm';
import { daysFromToday } from '../support/dates';
import { ADMIN } from '../support/env';
import { pick } from '../support/pick';
import { apiToken, expectAccessibleOnceToastsGone, signIn } from '../support/session';

/**
 * Issue 5: the money flow in Chromium — an order confirmed, part of it dispatched and
 * invoiced, the tax invoice viewed and printed, paid in two instalments, and the dashboard
 * following along.
 */

let token: string;

const api = (request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

/** A customer in the company's state (so CGST+SGST) with one product, unique to the run. */
async function seedCustomerAndProduct(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `SAL${tag}`,
    name: 'Chakan Valve Works Pvt Ltd',
    state: 'Maharashtra',
    gstin: '27AAACC1206D1ZG',
    billingAddress: 'Plot 14, Chakan MIDC Phase II, Pune 410501',
    paymentTermsDays: 45,
  });
  const product = await api(request, 'POST', 'products', {
    partyCode: customer.partyCode,
    assembly: 'Valve body',
    product_description: 'Valve stem, turned and threaded',
    drawing_number: `VS-${tag}`,
    product_type: 'Turned part',
    rod_size: '16 mm',
    grade: 'EN8',
    raw_material_weight: 0.21,
    net_weight: 0.14,
    rough_first_cycle_time_sec: 42,
    single_setup_cycle_time_sec: 30,
    qty_in_plastic_bag: 25,
    qty_in_box: 100,
    qty_in_carton: 400,
    hsnCode: '84819090',
    gstRate: 18,
  });
  return { customer, product };
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectToast(page: Page, text: string | RegExp) {
  await expect(toasts(page).getByText(text)).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  await saveSeller(request, token);
});

test('an order is confirmed, dispatched in part, invoiced, printed and paid, and the dashboard follows', async ({
  page,
  request,
}) => {
  const { customer, product } = await seedCustomerAndProduct(request);
  const before = await api(request, 'GET', 'dashboard');
  await signIn(page, ADMIN.email, ADMIN.password);

  // A new order: the customer by party code, a product of theirs by drawing number.
  await page.goto('/sales-orders/new');
  await expect(page).toHaveTitle(/New Sales Order/);
  const customerBox = page.getByRole('combobox', { name: 'Customer' });
  await pick(page, customerBox, customer.partyCode.toLowerCase(), new RegExp(customer.partyCode));
  await page.getByLabel('Customer PO Number').fill('PO/CVW/2026/118');
  const productBox = page.getByRole('combobox', { name: 'Product' }).first();
  await pick(page, productBox, product.drawing_number.slice(0, 6), new RegExp(product.drawing_number));
  await page.getByLabel('Quantity').first().fill('1000');
  await page.getByLabel('Rate (₹)').first().fill('12.35');
  // 1000 × ₹12.35, priced as typed.
  await expect(page.getByText('₹12,350.00').first()).toBeVisible();

  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expectToast(page, /^Order SO\/\d{4}-\d{2}\/\d{4} confirmed$/);
  await expect(page).toHaveURL(/\/sales-orders\/view\//);
  const orderNumber = (
    await page
      .getByText(/SO\/\d{4}-\d{2}\/\d{4}/)
      .first()
      .textContent()
  )?.match(/SO\/\d{4}-\d{2}\/\d{4}/)?.[0];
  expect(orderNumber).toBeTruthy();
  // The plant's needs: machine time as the plan counts it, each machine of the run at 100 % with
  // an hour's setup: 1000 × 42 s = 700 min + 60, 1000 × 30 s = 500 min + 60, 1,320 min = 22 h;
  // 0.21 kg × 1000 = 210 kg; 10 boxes.
  const needs = page.getByRole('table', { name: 'Plant needs' });
  await expect(needs).toContainText('22.00');
  await expect(needs).toContainText('210');

  // Dispatch 400 of the 1000: never more than remains.
  await page.getByRole('link', { name: 'Record Dispatch' }).click();
  const dispatch = page.getByRole('region', { name: 'Record dispatch' });
  await dispatch.getByLabel('Vehicle / Transporter Reference').fill('MH12 AB 1234');
  const quantity = dispatch
    .getByRole('spinbutton')
    .or(dispatch.getByRole('textbox', { name: /#1/ }))
    .first();
  await quantity.fill('1200');
  await dispatch.getByRole('button', { name: 'Record Dispatch' }).click();
  await expect(page.getByText(/Only 1,000 left to dispatch/).first()).toBeVisible();
  await quantity.fill('400');
  await dispatch.getByRole('button', { name: 'Record Dispatch' }).click();
  // A new product has no PDI on record: the admin holds the override and confirms it.
  await acceptConfirm(
    page,
    'Dispatch anyway',
    `No passed PDI on record for ${product.drawing_number}. Dispatch anyway? The override is kept in the order's history under your name.`,
  );
  await expectToast(page, 'Dispatch recorded');
  await expect(page.getByRole('table', { name: 'Dispatches' }).getByText('MH12 AB 1234')).toBeVisible();
  await expect(page.getByText('Partly').first()).toBeVisible();

  // Invoice what was dispatched: the proposal offers all 1000 still to invoice.
  await page.getByRole('link', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/new\?salesOrderId=/);
  await expect(page.getByText(`From order ${orderNumber}`)).toBeVisible();
  const invoiceQuantity = page.getByLabel('Quantity').first();
  await expect(invoiceQuantity).toHaveValue('1000');
  await invoiceQuantity.fill('400');
  // 400 × 12.35 = 4,940.00; CGST 9% 444.60 and SGST 444.60; 5,829.20 rounds to 5,829.00.
  const totals = page.getByRole('region', { name: 'Totals', exact: true });
  await expect(totals).toContainText('4,940.00');
  await expect(totals).toContainText('444.60');
  await expect(totals).toContainText('5,829.00');
  await page.getByRole('button', { name: 'Save & Issue' }).click();
  await expectToast(page, /^Invoice INV\/\d{4}-\d{2}\/\d{4} issued$/);
  await expect(page).toHaveURL(/\/invoices\/view\//);

  // The printable tax invoice.
  const document = page.getByRole('article', { name: 'Tax invoice' }).or(page.getByLabel('Tax invoice')).first();
  await expect(document).toContainText('27AADCL4821M1ZA');
  await expect(document).toContainText('27AAACC1206D1ZG');
  await expect(document).toContainText('84819090');
  await expect(document).toContainText('Rupees Five Thousand Eight Hundred Twenty-Nine Only');
  await expectAccessibleOnceToastsGone(page);
  // The screen shows the original; the print adds the duplicate and the triplicate.
  await expect(document.getByText('Original for recipient')).toBeVisible();
  await expect(page.getByText('Triplicate for supplier')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByText('Duplicate for transporter')).toBeVisible();
  await expect(page.getByText('Triplicate for supplier')).toBeVisible();
  // The browser's print of a short issued invoice: its three copies, each on one A4 page of its own.
  const printed = await page.pdf({ format: 'A4', printBackground: true });
  expect((printed.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length, 'printed A4 pages').toBe(3);
  await page.emulateMedia({ media: 'screen' });

  // The PDF comes from the server.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{2}-\d{4}\.pdf$/);

  // Two payments: part, then the rest (the form offers the balance).
  const payment = page.getByRole('form', { name: 'Record Payment' });
  await payment.getByLabel('Amount (₹)').fill('9000');
  await payment.getByRole('button', { name: /Record Payment/ }).click();
  await expect(page.getByText(/more than the balance due/).first()).toBeVisible();
  await payment.getByLabel('Amount (₹)').fill('2000');
  await payment.getByLabel('Reference').fill('UTR HDFCN52026112201');
  await payment.getByRole('button', { name: /Record Payment/ }).click();
  await expectToast(page, 'Payment recorded');
  await expect(page.getByText('Partly paid').first()).toBeVisible();
  await expect(payment.getByLabel('Amount (₹)')).toHaveValue('3829');
  await payment.getByRole('button', { name: /Record Payment/ }).click();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();

  // The dashboard: this month's invoicing grew by the invoice, and the order is open.
  const after = await api(request, 'GET', 'dashboard');
  expect(after.invoices.invoicedThisMonth - before.invoices.invoicedThisMonth).toBeCloseTo(5829, 2);
  expect(after.orders.openCount).toBe(before.orders.openCount + 1);
  expect(after.orders.dispatchesThisMonth).toBe(before.orders.dispatchesThisMonth + 1);
  await page.goto('/');
  await expect(page.getByText('Invoiced this month')).toBeVisible();
  await expectAccessibleOnceToastsGone(page);
});

test('the dispatch desk sends a line due today from stock, asking before a product with no PDI goes, and follows', async ({
  page,
  request,
}) => {
  const { customer, product } = await seedCustomerAndProduct(request);
  // 300 due today, 120 more due in ten days; 250 finished pieces on the shelf.
  const today = await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: daysFromToday(0),
    deliveryDate: daysFromToday(0),
    customerPoNumber: 'PO/CVW/2026/131',
    lines: [{ productId: product.id, quantity: 300, rate: 12.35 }],
  });
  const later = await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: daysFromToday(0),
    deliveryDate: daysFromToday(10),
    customerPoNumber: 'PO/CVW/2026/132',
    lines: [{ productId: product.id, quantity: 120, rate: 12.35 }],
  });
  await api(request, 'PUT', `stock/tracked-products/${product.id}`);
  await api(request, 'POST', 'stock/movements', {
    kind: 'adjustment',
    itemType: 'part',
    productId: product.id,
    quantity: 250,
    heatNumber: 'H-2231',
    movementDate: daysFromToday(0),
    reason: 'Opening stock count',
  });

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/sales-orders/open-lines?customerId=${customer.id}`);
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  await page.getByRole('combobox', { name: 'Due' }).selectOption({ label: 'Today' });
  await expect(page).toHaveURL(/due=today/);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: today.orderNumber });
  // 300 still to send, 250 in stock; never inspected.
  await expect(row).toContainText('300of 300');
  await expect(row).toContainText('250Short by 50');
  await expect(row).toContainText('No PDI');

  await row.getByRole('link', { name: `Dispatch #1 ${product.drawing_number} of ${today.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record dispatch' });
  await expect(dialog).toContainText(
    `No passed PDI on record for ${product.drawing_number}. You hold the PDI override: recording the dispatch asks you to confirm it.`,
  );
  // What stock can send is proposed.
  await expect(dialog.getByRole('spinbutton', { name: new RegExp(`^#1 ${product.drawing_number}`) })).toHaveValue(
    '250',
  );
  await dialog.getByLabel('Vehicle / Transporter Reference').fill('MH14 GH 7702');
  await dialog.getByRole('button', { name: 'Record Dispatch' }).click();
  await acceptConfirm(
    page,
    'Dispatch anyway',
    `No passed PDI on record for ${product.drawing_number}. Dispatch anyway? The override is kept in the order's history under your name.`,
  );
  await expectToast(page, 'Dispatch recorded');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/due=today/);
  await expect(page).not.toHaveURL(/dispatch=/);
  // The desk reads the line again: 50 left, nothing on the shelf.
  await expect(row).toContainText('50of 300');
  await expect(row).toContainText('0Short by 50');
  await expectAccessibleOnceToastsGone(page);

  // The override is in the order's history, under the admin's name.
  const history = await api(request, 'GET', `sales-orders/${today.id}/history?limit=100`);
  const override = history.data.find((entry: { event: string }) => entry.event === 'pdi-overridden');
  expect(override).toMatchObject({ actorEmail: ADMIN.email, part: 'dispatches' });

  // Its PDI passes: the product's next line shows it, and dispatches with no question.
  const order = await api(request, 'GET', `sales-orders/${today.id}`);
  await api(request, 'POST', 'inspections/pdi', {
    dispatchId: order.dispatches[0].id,
    inspectedOn: daysFromToday(0),
    sampleSize: 1,
    readings: [
      {
        characteristic: 'Visual: free of burrs',
        nominal: null,
        lowerTolerance: null,
        upperTolerance: null,
        result: 'pass',
      },
    ],
  });
  await page.getByRole('combobox', { name: 'Due' }).selectOption({ label: 'Any day' });
  const next = page.getByRole('row').filter({ hasText: later.orderNumber });
  await expect(next).toContainText('Passed');
  await api(request, 'POST', 'stock/movements', {
    kind: 'adjustment',
    itemType: 'part',
    productId: product.id,
    quantity: 120,
    heatNumber: 'H-2240',
    movementDate: daysFromToday(0),
    reason: 'Counted after the shift',
  });
  await page.reload();
  await next.getByRole('link', { name: `Dispatch #1 ${product.drawing_number} of ${later.orderNumber}` }).click();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Record Dispatch' }).click();
  await expectToast(page, 'Dispatch recorded');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(next).toBeHidden();
});
