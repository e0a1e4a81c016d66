import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminCall, saveSeller } from '../support/admin-api';
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
  test.setTimeout(180_000);
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
  await page.screenshot({ path: 'test-results/sales-order-confirmed.png', fullPage: true });

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
  await page.screenshot({ path: 'test-results/invoice-print.png', fullPage: true });
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
  await page.screenshot({ path: 'test-results/dashboard.png', fullPage: true });
  await expectAccessibleOnceToastsGone(page);
});
