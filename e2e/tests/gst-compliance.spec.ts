import { type APIRequestContext, expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { adminCall, saveSeller } from '../support/admin-api';
import { acceptConfirm } from '../support/confirm';
import { downloadedText } from '../support/csv';
import { ADMIN } from '../support/env';
import { checkScreen } from '../support/roles';
import { apiToken, expectAccessibleOnceToastsGone, signIn } from '../support/session';

/**
 * Issue 19: the month-end of an accounts office that reports to the GST portals. An invoice to a
 * registered buyer in another state is issued; its e-invoice JSON is downloaded for the Invoice
 * Registration Portal; the portal's answer (IRN, acknowledgement and signed QR code) is uploaded
 * back and prints on the invoice with the QR; 100 pieces come back rejected and a credit note
 * is raised for them; and the month's GSTR-1 is checked against the books and downloaded.
 */

let token: string;

const api = (request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

const PIECES = 1000;
const RATE = 42.5;

/** A registered buyer in Karnataka, one impeller hub of theirs, and a draft invoice of 1,000 of them. */
async function seedDraft(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const pan = `AAKC${tag.replace(/[^A-Z]/g, 'K').slice(0, 1)}`;
  const first14 = `29${pan}${String(1000 + Math.floor(Math.random() * 9000))}K1Z`;
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `KP${tag}`,
    name: `Kaveri Pumps ${tag}`,
    state: 'Karnataka',
    gstin: `${first14}${await checkChar(request, first14)}`,
    billingAddress: 'Plot 46, Peenya Industrial Area\nBengaluru 560058',
    paymentTermsDays: 60,
  });
  const product = await api(request, 'POST', 'products', {
    partyCode: customer.partyCode,
    assembly: 'Pump',
    product_description: 'Impeller hub',
    drawing_number: `KP-${tag}`,
    product_type: 'Turned part',
    rod_size: '40 mm',
    grade: 'EN8',
    hsnCode: '84139190',
    gstRate: 18,
  });
  const draft = await api(request, 'POST', 'invoices', {
    customerId: customer.id,
    invoiceDate: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
    lines: [
      {
        productId: product.id,
        description: 'Impeller hub',
        hsnCode: '84139190',
        quantity: PIECES,
        rate: RATE,
        gstRate: 18,
      },
    ],
  });
  return { customer, draft };
}

/** The GSTIN check character the server computes (the same sum any GSTIN validator does). */
async function checkChar(_request: APIRequestContext, first14: string) {
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = chars.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return chars.charAt((36 - (sum % 36)) % 36);
}

/** The portal's answer for the invoice, as its response file holds it: a signed QR code naming it. */
async function portalResponse(invoice: {
  invoiceNumber: string;
  invoiceDate: string;
  customerGstin: string;
  grandTotal: number;
  seller: { gstin: string };
}) {
  const irn = Array.from({ length: 64 }, () => '0123456789abcdef'.charAt(Math.floor(Math.random() * 16))).join('');
  const now = new Date(Date.now() + 330 * 60_000).toISOString();
  const ackDt = `${now.slice(0, 10)} ${now.slice(11, 19)}`;
  const data = {
    SellerGstin: invoice.seller.gstin,
    BuyerGstin: invoice.customerGstin,
    DocNo: invoice.invoiceNumber,
    DocTyp: 'INV',
    DocDt: invoice.invoiceDate.split('-').reverse().join('/'),
    TotInvVal: invoice.grandTotal,
    ItemCnt: 1,
    MainHsnCode: '84139190',
    Irn: irn,
    IrnDt: ackDt,
  };
  const signedQr = await new SignJWT({ data: JSON.stringify(data), iss: 'NIC' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode('a key of the journey, not NIC'));
  return { irn, response: { AckNo: 112610033641922, AckDt: ackDt, Irn: irn, SignedQRCode: signedQr, Status: 'ACT' } };
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  await saveSeller(request, token);
});

test('an invoice is e-invoiced, gets its IRN and QR, 100 rejected pieces are credited, and GSTR-1 reconciles', async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { customer, draft } = await seedDraft(request);
  await signIn(page, ADMIN.email, ADMIN.password);

  // Issue the invoice from its page.
  await page.goto(`/invoices/view/${draft.id}`);
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  await acceptConfirm(page, 'Issue');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/INV\/\d{4}-\d{2}\/\d{4}/);
  const invoice = await api(request, 'GET', `invoices/${draft.id}`);
  expect(invoice.status).toBe('issued');

  // Its e-invoice JSON, as the portal takes it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'e-Invoice JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`e-invoice-${invoice.invoiceNumber.replaceAll('/', '-')}.json`);
  const eInvoice = JSON.parse(await downloadedText(download));
  expect(eInvoice).toMatchObject({
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B' },
    DocDtls: { Typ: 'INV', No: invoice.invoiceNumber },
    BuyerDtls: { Gstin: customer.gstin, Pos: '29', Loc: 'Bengaluru', Pin: 560058 },
    ValDtls: { AssVal: 42500, IgstVal: 7650, TotInvVal: 50150 },
  });
  expect(eInvoice.ItemList[0]).toMatchObject({ HsnCd: '84139190', Qty: PIECES, Unit: 'NOS', UnitPrice: RATE });

  // The portal's answer, uploaded as its response file: the IRN and the QR print on the invoice.
  const { irn, response } = await portalResponse(invoice);
  await page.getByRole('link', { name: 'IRN' }).click();
  await page.getByLabel('Upload portal response').setInputFiles({
    name: 'irn-response.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(response)),
  });
  await expect(page.getByRole('textbox', { name: 'IRN' })).toHaveValue(irn);
  await page.getByRole('button', { name: 'Save IRN' }).click();
  await expect(page.getByText(`IRN recorded on invoice ${invoice.invoiceNumber}`)).toBeVisible();
  await expect(page.getByText(irn).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signed QR code of the e-invoice' }).first()).toBeVisible();
  await checkScreen(page, info, 'invoice-with-irn');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdfBytes = await pdf.path().then((path) => import('node:fs/promises').then((fs) => fs.readFile(path)));
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // 100 pieces come back rejected: a credit note for them, at the invoice's rate.
  await page.getByRole('link', { name: 'Credit Note' }).click();
  await expect(page).toHaveURL(/\/notes\/new\?/);
  await page.getByLabel('Reason').selectOption({ label: 'Goods returned (rejected pieces)' });
  const line = page.getByRole('row', { name: 'Line 1' });
  await line.getByRole('combobox', { name: 'Invoice line' }).selectOption({ index: 1 });
  await line.getByRole('textbox', { name: 'Quantity' }).fill('100');
  await expect(line.getByRole('textbox', { name: 'Rate (₹)' })).toHaveValue('42.5');
  await page.getByLabel('Remarks').fill('100 pieces rejected at incoming inspection: OD oversize');
  await expect(page.getByText('₹5,015.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save & Issue' }).click();
  await acceptConfirm(page, 'Issue');
  await expect(page).toHaveURL(/\/notes\/view\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/CN\/\d{4}-\d{2}\/\d{4}/);
  await expect(page.getByText('CREDIT NOTE').first()).toBeVisible();
  await checkScreen(page, info, 'credit-note');
  const afterNote = await api(request, 'GET', `invoices/${draft.id}`);
  expect(afterNote.balanceDue).toBe(50150 - 5015);

  // The month's GSTR-1: it agrees with the books; its JSON holds the invoice and the note.
  await page.goto(`/gst/gstr-1?month=${invoice.invoiceDate.slice(0, 7)}`);
  await expect(page.getByText('The return agrees with the books and the HSN summary, to the paisa.')).toBeVisible();
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'gstr-1');
  const [gstr1File] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download GSTR-1 JSON' }).click(),
  ]);
  const gstr1 = JSON.parse(await downloadedText(gstr1File));
  const b2b = gstr1.b2b.find((party: { ctin: string }) => party.ctin === customer.gstin);
  expect(b2b.inv).toEqual([expect.objectContaining({ inum: invoice.invoiceNumber, val: 50150, pos: '29' })]);
  const cdnr = gstr1.cdnr.find((party: { ctin: string }) => party.ctin === customer.gstin);
  expect(cdnr.nt).toEqual([expect.objectContaining({ ntty: 'C', val: 5015 })]);

  // The day's e-invoices: the invoice (its IRN recorded) and the credit note, each ready for the portal.
  await page.goto(`/gst/e-invoices?from=${invoice.invoiceDate}&to=${invoice.invoiceDate}`);
  const table = page.getByRole('table', { name: 'Issued B2B invoices and notes of the period and their e-invoices' });
  const invoiceRow = table.getByRole('row').filter({ hasText: invoice.invoiceNumber });
  await expect(invoiceRow).toContainText('Recorded');
  await expect(invoiceRow).toContainText('Ready');
  const noteRow = table
    .getByRole('row')
    .filter({ hasText: /CN\/\d{4}-\d{2}\/\d{4}/ })
    .filter({ hasText: customer.name });
  await expect(noteRow).toContainText('Pending');
  await expect(noteRow).toContainText('Ready');
  await checkScreen(page, info, 'e-invoices');
});
