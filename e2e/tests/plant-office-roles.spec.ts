import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminCall, saveSeller } from '../support/admin-api';
import { ADMIN } from '../support/env';
import { expectColumnsInView } from '../support/fits';
import { mailCount, nextMail } from '../support/mailbox';
import { passedPdi } from '../support/pdi';
import { checkScreen, staff } from '../support/roles';
import { apiToken, expectAccessibleOnceToastsGone, signIn } from '../support/session';

/**
 * Issue 18: the plant office's roles each walk their day. A dispatch clerk (orders: view,
 * dispatches: create) dispatches an order and downloads its challan, and is offered nothing more;
 * accounts invoices that dispatch, follows the customer's ageing and statement, and records one
 * receipt with TDS that settles it, then downloads the statement and e-mails it to the customer
 * (read back from the journeys' mail server). Each screen fits a phone (photographed when asked: support/roles.ts).
 */

let token: string;

const api = (request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  await saveSeller(request, token);
});

test('a dispatch clerk dispatches and prints the challan; accounts invoices it and records the receipt', async ({
  page,
  request,
}, info) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `PO${tag}`,
    name: 'Kaveri Pumps & Valves Ltd',
    gstin: '29AAPFU0939F1ZR',
    billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058',
    paymentTermsDays: 30,
    contactPerson: 'Suresh Rao',
    email: 'purchase@kaveri.example',
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

  // The clerk holds no PDI override: the product's PDI passed on an earlier dispatch.
  await passedPdi(request, token, customer.id, product.id);

  const clerk = await staff(request, token, 'Dispatch Clerk', [
    { scope: 'sales-orders', actions: ['view'] },
    { scope: 'customers', actions: ['view'] },
    { scope: 'dispatches', actions: ['create'] },
  ]);
  const accounts = await staff(request, token, 'Accounts Clerk', [
    { scope: 'sales-orders', actions: ['view'] },
    { scope: 'customers', actions: ['view'] },
    { scope: 'invoices', actions: ['view', 'create'] },
    { scope: 'invoice-status', actions: ['create'] },
    { scope: 'payments', actions: ['create'] },
    { scope: 'emails', actions: ['create'] },
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
  await checkScreen(page, info, 'dispatch-clerk-order');
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
  // The URL moves before the issued invoice has loaded: its heading is read once it names the number.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/INV\//);
  const invoiceNumber = (await heading.textContent())?.match(/INV\/\S+/)?.[0];
  expect(invoiceNumber).toBeTruthy();

  // The invoice list on a phone keeps the customer and the balance in view.
  await page.goto(`/invoices?customerId=${customer.id}`);
  await expect(page.getByRole('link', { name: invoiceNumber as string })).toBeVisible();
  await checkScreen(page, info, 'accounts-invoices');

  // The customer's ageing row opens the statement; one receipt with TDS settles the invoice.
  await page.goto('/receivables/ageing');
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectColumnsInView(page.getByRole('table', { name: 'What each customer owes by days past due' }), [
    'Not due',
    '90+ days',
    'Total',
    'Oldest overdue',
  ]);
  await page.getByRole('link', { name: customer.partyCode }).click();
  const statement = page.getByRole('table', { name: 'Statement of account' });
  await expect(statement.getByRole('link', { name: invoiceNumber as string })).toBeVisible();
  await checkScreen(page, info, 'accounts-statement');
  await page.getByRole('link', { name: 'Record Receipt' }).click();
  // ₹11,800 billed: ₹11,790 received, ₹10 (0.1 % of ₹10,000) deducted under 194Q.
  await page.getByLabel('Amount received (₹)').fill('11790');
  await page.getByRole('button', { name: 'Oldest first' }).click();
  await page.getByLabel(`TDS for ${invoiceNumber}`).fill('10');
  await page.getByLabel('TDS section').fill('194Q');
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'accounts-receipt');
  await page.getByRole('button', { name: 'Record Receipt' }).click();
  await expect(page).toHaveURL(/\/receivables\/statement\//);
  await expect(statement.getByText('TDS u/s 194Q')).toBeVisible();
  await expect(statement.getByRole('row').last()).toContainText('₹0.00');

  // The settled statement: downloaded as a PDF, and e-mailed to the customer with it attached.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^Statement-${customer.partyCode}-.*\\.pdf$`));
  const seen = mailCount();
  await page.getByRole('link', { name: 'E-mail Statement' }).click();
  const panel = page.getByRole('region', { name: 'E-mail statement of Kaveri Pumps & Valves Ltd' });
  await expect(panel.getByRole('textbox', { name: /^To/ })).toHaveValue('purchase@kaveri.example');
  await expect(panel.getByRole('textbox', { name: /^Message/ })).toHaveValue(/^Dear Suresh Rao,/);
  await panel.getByRole('textbox', { name: /^Cc/ }).fill('stores@kaveri.example');
  await checkScreen(page, info, 'accounts-statement-email');
  await panel.getByRole('button', { name: 'Send E-mail' }).click();
  await expect(page.getByText('E-mailed to purchase@kaveri.example')).toBeVisible();
  await expect(panel).toHaveCount(0);
  const mail = await nextMail(seen);
  expect(mail.from?.text).toBe('"Acme Precision" <accounts@acme-precision.example>');
  expect([mail.to, mail.cc].map((list) => (Array.isArray(list) ? list[0] : list)?.text)).toEqual([
    'purchase@kaveri.example',
    'stores@kaveri.example',
  ]);
  expect(mail.text).toContain('Nothing is due as on');
  const [attached] = mail.attachments;
  expect(attached?.filename).toBe(download.suggestedFilename());
  expect(attached?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
