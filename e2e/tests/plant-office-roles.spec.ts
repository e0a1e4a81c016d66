import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { adminCall, saveSeller } from '../support/admin-api';
import { ADMIN } from '../support/env';
import { apiToken, expectAccessibleOnceToastsGone, signIn, unique } from '../support/session';

/**
 * Issue 18: the plant office's roles each walk their day. A dispatch clerk (orders: view,
 * dispatches: create) dispatches an order and downloads its challan, and is offered nothing more;
 * accounts invoices that dispatch, follows the customer's ageing and statement, and records one
 * receipt with TDS that settles it. Each screen is photographed light, dark and on a phone.
 */

let token: string;

const api = (request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

/** A role of exactly these permissions and a user holding it; returns the user's sign-in. */
async function staff(request: APIRequestContext, role: string, permissions: { scope: string; actions: string[] }[]) {
  const made = await api(request, 'POST', 'roles', { name: unique(role), permissions });
  const email = `${role.toLowerCase().replaceAll(' ', '-')}-${Date.now().toString(36)}@example.com`;
  const password = 'plant-office-password';
  await api(request, 'POST', 'users', {
    email,
    password,
    firstName: role.split(' ')[0],
    lastName: 'Staff',
    isActive: true,
    roleId: made.id,
  });
  return { email, password };
}

/** The screen as it stands, light, dark and on a phone (390 × 844), into the test's output. */
async function photograph(page: Page, info: TestInfo, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: info.outputPath(`${name}-light.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: info.outputPath(`${name}-dark.png`), fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  // The layout turns into its phone form (the sidebar a closed drawer, the page full width) a moment after the resize.
  await page.waitForFunction(() => (document.querySelector('main')?.getBoundingClientRect().left ?? 99) < 1);
  await page.waitForTimeout(300);
  // A phone page never scrolls sideways: what does not fit scrolls inside its own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: the page scrolls sideways on a phone`).toBeLessThanOrEqual(1);
  await page.screenshot({ path: info.outputPath(`${name}-phone.png`), fullPage: true });
  await page.setViewportSize(size);
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  await saveSeller(request, token);
});

test('a dispatch clerk dispatches and prints the challan; accounts invoices it and records the receipt', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `PO${tag}`,
    name: 'Kaveri Pumps & Valves Ltd',
    gstin: '29AAPFU0939F1ZR',
    billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058',
    paymentTermsDays: 30,
  });
  expect(customer.state).toBe('Karnataka');
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
    orderDate: new Date().toISOString().slice(0, 10),
    customerPoNumber: `PO/${tag}`,
    lines: [{ productId: product.id, quantity: 100, rate: 100 }],
  });

  const clerk = await staff(request, 'Dispatch Clerk', [
    { scope: 'sales-orders', actions: ['view'] },
    { scope: 'customers', actions: ['view'] },
    { scope: 'dispatches', actions: ['create'] },
  ]);
  const accounts = await staff(request, 'Accounts Clerk', [
    { scope: 'sales-orders', actions: ['view'] },
    { scope: 'customers', actions: ['view'] },
    { scope: 'invoices', actions: ['view', 'create'] },
    { scope: 'invoice-status', actions: ['create'] },
    { scope: 'payments', actions: ['create'] },
  ]);

  // The dispatch clerk: the order read-only, a dispatch of everything, its challan.
  await signIn(page, clerk.email, clerk.password);
  await page.goto(`/sales-orders?search=${encodeURIComponent(order.orderNumber)}`);
  await page.getByRole('link', { name: order.orderNumber }).first().click();
  await expect(page).toHaveURL(/\/sales-orders\/view\//);
  await expect(page.getByRole('link', { name: 'Short-close' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Invoice' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Record Dispatch' }).click();
  const form = page.getByRole('region', { name: 'Record dispatch' });
  await form.getByRole('button', { name: 'Dispatch all remaining' }).click();
  await form.getByLabel('Vehicle / Transporter Reference').fill('KA01 AB 2244');
  await form.getByRole('button', { name: 'Record Dispatch' }).click();
  const dispatches = page.getByRole('table', { name: 'Dispatches' });
  await expect(dispatches.getByText(/^DC\/\d{4}-\d{2}\/\d{4}$/)).toBeVisible();
  const saved = page.waitForEvent('download');
  await dispatches.getByRole('button', { name: /Download challan/ }).click();
  expect((await saved).suggestedFilename()).toMatch(/^DC-\d{4}-\d{2}-\d{4}\.pdf$/);
  await expect(dispatches.getByRole('link', { name: 'Invoice this dispatch' })).toHaveCount(0);
  await expectAccessibleOnceToastsGone(page);
  await photograph(page, info, 'dispatch-clerk-order');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  // Accounts: an invoice of that dispatch, its vehicle proposed, issued.
  await signIn(page, accounts.email, accounts.password);
  await page.goto(`/sales-orders?search=${encodeURIComponent(order.orderNumber)}`);
  await page.getByRole('link', { name: order.orderNumber }).first().click();
  await page.getByRole('link', { name: 'Invoice this dispatch' }).click();
  await expect(page.getByLabel('Vehicle Reference')).toHaveValue('KA01 AB 2244');
  await page.getByRole('button', { name: 'Save & Issue' }).click();
  await expect(page).toHaveURL(/\/invoices\/view\//);
  const invoiceNumber = (await page.getByRole('heading', { level: 1 }).textContent())?.match(/INV\/\S+/)?.[0];
  expect(invoiceNumber).toBeTruthy();

  // The invoice list on a phone keeps the customer and the balance in view.
  await page.goto(`/invoices?customerId=${customer.id}`);
  await expect(page.getByRole('link', { name: invoiceNumber as string })).toBeVisible();
  await photograph(page, info, 'accounts-invoices');

  // The customer's ageing row opens the statement; one receipt with TDS settles the invoice.
  await page.goto('/receivables/ageing');
  await page.getByRole('link', { name: customer.partyCode }).click();
  const statement = page.getByRole('table', { name: 'Statement of account' });
  await expect(statement.getByRole('link', { name: invoiceNumber as string })).toBeVisible();
  await photograph(page, info, 'accounts-statement');
  await page.getByRole('link', { name: 'Record Receipt' }).click();
  // ₹11,800 billed: ₹11,790 received, ₹10 (0.1 % of ₹10,000) deducted under 194Q.
  await page.getByLabel('Amount received (₹)').fill('11790');
  await page.getByRole('button', { name: 'Oldest first' }).click();
  await page.getByLabel(`TDS for ${invoiceNumber}`).fill('10');
  await page.getByLabel('TDS section').fill('194Q');
  await expectAccessibleOnceToastsGone(page);
  await photograph(page, info, 'accounts-receipt');
  await page.getByRole('button', { name: 'Record Receipt' }).click();
  await expect(page).toHaveURL(/\/receivables\/statement\//);
  await expect(statement.getByText('TDS u/s 194Q')).toBeVisible();
  await expect(statement.getByRole('row').last()).toContainText('₹0.00');
});
