import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminCall, saveSeller } from '../support/admin-api';
import { ADMIN } from '../support/env';
import { checkScreen, staff } from '../support/roles';
import { apiToken, expectAccessible, signIn } from '../support/session';

/**
 * Issue 29: a Viewer, who may only look, opens a customer from the customers list and finds it
 * whole on one page: its contacts and addresses, the open order, what went out, the invoice with
 * what is due, the account, each document's PDF. Nothing on it changes the customer. Then the
 * supplier page of a supplier, opened from the suppliers list.
 */

let token: string;

const api = (request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  await saveSeller(request, token);
});

test('a Viewer opens a customer from the list and sees its orders, dispatches, dues and documents', async ({
  page,
  request,
}, info) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const today = new Date().toISOString().slice(0, 10);
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `CP${tag}`,
    name: `Kaveri Pumps ${tag}`,
    gstin: '29AAPFU0939F1ZR',
    contactPerson: 'Suresh Rao',
    phone: '+91 98450 12345',
    billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058',
    shippingAddress: 'Gate 3, Plot 48, Peenya Industrial Area, Bengaluru 560058',
    paymentTermsDays: 30,
  });
  const product = await api(request, 'POST', 'products', {
    partyCode: customer.partyCode,
    assembly: 'Pump',
    product_description: 'Impeller sleeve 28 x 34 x 72',
    drawing_number: `KPV-${tag}`,
    product_type: 'Turned part',
    rod_size: '36 mm',
    grade: 'EN8',
    hsnCode: '84139190',
    gstRate: 18,
  });
  const order = await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: today,
    customerPoNumber: `PO/${tag}`,
    lines: [{ productId: product.id, quantity: 100, rate: 100 }],
  });
  const dispatched = await api(request, 'POST', `sales-orders/${order.id}/dispatches`, {
    dispatchDate: today,
    vehicleReference: 'KA01 AB 2244',
    lines: [{ orderLineId: order.lines[0].id, quantity: 40 }],
    // Its product has no PDI on record: the admin dispatches it on the override.
    pdiOverride: true,
  });
  const challan = dispatched.dispatches[0].challanNumber as string;
  // 40 × ₹100.00 + 18% IGST (Karnataka from Maharashtra) = ₹4,720.00, nothing paid.
  const invoice = await api(request, 'POST', 'invoices/issue', {
    customerId: customer.id,
    salesOrderId: order.id,
    invoiceDate: today,
    lines: [
      {
        salesOrderLineId: order.lines[0].id,
        productId: product.id,
        description: 'Impeller sleeve 28 x 34 x 72',
        hsnCode: '84139190',
        quantity: 40,
        rate: 100,
        gstRate: 18,
      },
    ],
  });
  expect(invoice.grandTotal).toBe(4720);
  const viewer = await staff(request, token, 'Viewer', [
    { scope: 'dashboard', actions: ['view'] },
    { scope: 'customers', actions: ['view'] },
    { scope: 'suppliers', actions: ['view'] },
    { scope: 'sales-orders', actions: ['view'] },
    { scope: 'invoices', actions: ['view'] },
  ]);

  await signIn(page, viewer.email, viewer.password);
  await page.goto('/customers');
  await page.getByPlaceholder('Search customers...').fill(customer.partyCode);
  await expect(page).toHaveURL(/search=/);
  // The list offers the Viewer the customer's name to open, not its edit form.
  await page.getByRole('link', { name: customer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/view/${customer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expect(page).toHaveTitle(/^Customer \| /);

  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Suresh Rao')).toBeVisible();
  await expect(details.getByText('Gate 3, Plot 48, Peenya Industrial Area, Bengaluru 560058')).toBeVisible();

  const orders = page.getByRole('region', { name: 'Open Sales Orders' });
  await expect(orders.getByRole('link', { name: order.orderNumber })).toBeVisible();
  await expect(orders.getByText('Partly', { exact: true })).toBeVisible();
  const dispatches = page.getByRole('region', { name: 'Recent Dispatches' });
  await expect(dispatches.getByRole('row', { name: new RegExp(challan) })).toContainText('40');
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('row', { name: new RegExp(invoice.invoiceNumber) })).toContainText('₹4,720.00');
  const account = page.getByRole('region', { name: 'Statement and Ageing' });
  await expect(account.getByText('Closing balance').locator('..')).toContainText('₹4,720.00');
  await expect(account.getByText('Total due').locator('..')).toContainText('₹4,720.00');

  // The invoice's PDF, downloaded with the Viewer's own access.
  const saved = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Documents' })
    .getByRole('button', { name: `Download tax invoice ${invoice.invoiceNumber} as PDF` })
    .click();
  expect((await saved).suggestedFilename()).toBe(`${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`);

  // A Viewer reads: nothing on the page edits the customer or records a receipt.
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Record Receipt' })).toHaveCount(0);
  await expectAccessible(page);
  await checkScreen(page, info, 'viewer-customer-page');

  // The order number opens the order read-only; its customer's name leads back to this page.
  await orders.getByRole('link', { name: order.orderNumber }).click();
  await expect(page).toHaveURL(/\/sales-orders\/view\//);
  await page.getByRole('link', { name: customer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/view/${customer.id}$`));
});

test('a supplier opens from the suppliers list on its page, with its open purchase orders', async ({
  page,
  request,
}, info) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const supplier = await api(request, 'POST', 'suppliers', {
    name: `Shree Steels ${tag}`,
    supplierCode: `SS${tag}`,
    state: 'Maharashtra',
    contactPerson: 'Mahesh Jadhav',
    materials: 'EN8 bright bars',
  });
  const order = await api(request, 'POST', 'purchase-orders/confirm', {
    supplierId: supplier.id,
    poDate: new Date().toISOString().slice(0, 10),
    lines: [
      {
        kind: 'bar_stock',
        grade: 'EN8',
        rodSize: '25 mm Round',
        hsnCode: '72142090',
        quantity: 500,
        rate: 78.5,
        gstRate: 18,
      },
    ],
  });
  const stores = await staff(request, token, 'Stores', [
    { scope: 'suppliers', actions: ['view'] },
    { scope: 'purchase-orders', actions: ['view'] },
    { scope: 'goods-receipts', actions: ['view'] },
  ]);

  await signIn(page, stores.email, stores.password);
  await page.goto(`/suppliers?search=${encodeURIComponent(supplier.supplierCode)}`);
  await page.getByRole('link', { name: supplier.name }).click();
  await expect(page).toHaveURL(new RegExp(`/supplier/view/${supplier.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: supplier.name })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Open Purchase Orders' });
  await expect(orders.getByRole('link', { name: order.poNumber })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Goods Receipts' }).getByText('No goods received yet')).toBeVisible();
  // Job work is not this role's to see: the section is left out, not shown empty.
  await expect(page.getByRole('region', { name: 'Job Work Challans' })).toHaveCount(0);
  await expectAccessible(page);
  await checkScreen(page, info, 'stores-supplier-page');
});
