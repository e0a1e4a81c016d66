import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminCall, saveSeller } from '../support/admin-api';
import { acceptConfirm } from '../support/confirm';
import { daysFromToday, typedDate } from '../support/dates';
import { ADMIN } from '../support/env';
import { pick } from '../support/pick';
import { checkScreen } from '../support/roles';
import { apiToken, signIn } from '../support/session';

/**
 * Issue 32: the accountant's side. Ranjangaon Precision (Maharashtra, 194C, a company with a PAN)
 * machines spacers for the plant on two purchase orders. Its first bill is typed from the order
 * and its goods receipt at ₹82.50 a piece against the order's ₹80: Book holds it, and the
 * accountant approves it with a reason. One payment settles both bills less their TDS (2 % under
 * 194C, the bills being above ₹30,000). The month's GSTR-2B from the portal is reconciled against
 * the books, the GSTR-3B worksheet shows the bills' credit, and the period goes to Tally as XML.
 *
 * Worked by hand:
 *   Bill 1: 500 × ₹82.50 = ₹41,250.00 taxable; CGST 9 % ₹3,712.50, SGST 9 % ₹3,712.50; total ₹48,675.00;
 *           TDS 2 % of ₹41,250 = ₹825.00; owed ₹47,850.00.
 *   Bill 2: 300 × ₹120.00 = ₹36,000.00 taxable; CGST ₹3,240.00, SGST ₹3,240.00; total ₹42,480.00;
 *           TDS 2 % of ₹36,000 = ₹720.00; owed ₹41,760.00.
 *   One payment of ₹89,610.00 = ₹47,850.00 + ₹41,760.00 pays both.
 */

let token: string;
const api = (request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

/** A valid Maharashtra GSTIN (its check character worked by the GSTIN rule) for the supplier. */
const SUPPLIER_GSTIN = '27AAFCR7315K1Z3';
const SPACER = { kind: 'bought_out', hsnCode: '84879000', gstRate: 18 };

interface Order {
  id: string;
  poNumber: string;
  supplierId: string;
  lines: { id: string; kind: string }[];
}

/** A confirmed purchase order to the supplier and its goods receipt taking everything in. */
async function orderAndReceipt(request: APIRequestContext, supplierId: string, line: object, quantity: number) {
  const order: Order = await api(request, 'POST', 'purchase-orders/confirm', {
    supplierId,
    poDate: daysFromToday(0),
    lines: [{ ...SPACER, ...line, quantity }],
  });
  const receipt = await api(request, 'POST', 'goods-receipts/receive', {
    purchaseOrderId: order.id,
    receiptDate: daysFromToday(0),
    lines: [
      {
        purchaseOrderLineId: order.lines[0]?.id,
        receivedQuantity: quantity,
        acceptedQuantity: quantity,
        rejectedQuantity: 0,
      },
    ],
  });
  return { order, receipt };
}

async function seed(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const supplier = await api(request, 'POST', 'suppliers', {
    name: `Ranjangaon Precision ${tag}`,
    supplierCode: `RP${tag}`.slice(0, 20),
    state: 'Maharashtra',
    gstin: SUPPLIER_GSTIN,
    pan: 'AAFCR7315K',
    tdsSection: '194C',
    deducteeType: 'company',
  });
  const first = await orderAndReceipt(request, supplier.id, { description: 'Spacer 12 × 20', rate: 80 }, 500);
  const second = await orderAndReceipt(request, supplier.id, { description: 'Spacer 16 × 25', rate: 120 }, 300);
  return { tag, supplier, first, second };
}

/** The second bill, matched, drafted from its order's proposal and booked through the API. */
async function bookMatchedBill(request: APIRequestContext, order: Order, supplierInvoiceNumber: string) {
  const proposal = await api(
    request,
    'GET',
    `supplier-bills/proposal?purchaseOrderId=${order.id}&billDate=${daysFromToday(0)}`,
  );
  const draft = await api(request, 'POST', 'supplier-bills', {
    supplierId: order.supplierId,
    purchaseOrderId: order.id,
    supplierInvoiceNumber,
    supplierInvoiceDate: daysFromToday(0),
    billDate: daysFromToday(0),
    invoiceTotal: 42480,
    lines: proposal.lines.map((line: Record<string, unknown>) => ({
      purchaseOrderLineId: line.purchaseOrderLineId,
      goodsReceiptLineId: line.goodsReceiptLineId,
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      rate: line.rate,
      gstRate: line.gstRate,
    })),
  });
  return api(request, 'POST', `supplier-bills/${draft.id}/book`, { version: draft.version });
}

/** dd-mm-yyyy, as the portal writes a date in GSTR-2B. */
const portalDate = (iso: string) => iso.split('-').reverse().join('-');

/**
 * The month's GSTR-2B as the portal gives it (GSTN's field names): the supplier's first invoice as
 * booked; its second with a taxable value of ₹36,500 where the bill has ₹36,000 (the supplier's
 * slip in its GSTR-1); and an invoice of another supplier the plant has no bill for.
 */
function gstr2bFile(month: string, tag: string) {
  const today = portalDate(daysFromToday(0));
  const invoice = (inum: string, txval: number, tax: number, val: number) => ({
    inum,
    typ: 'R',
    dt: today,
    val,
    pos: '27',
    rev: 'N',
    itcavl: 'Y',
    rsn: '',
    diffprcnt: 1,
    txval,
    igst: 0,
    cgst: tax,
    sgst: tax,
    cess: 0,
    items: [{ num: 1801, rt: 18, txval, igst: 0, cgst: tax, sgst: tax, cess: 0 }],
  });
  const [year, mm] = month.split('-');
  return {
    data: {
      gstin: '27AADCL4821M1ZA',
      rtnprd: `${mm}${year}`,
      version: '1.0',
      gendt: today,
      docdata: {
        b2b: [
          {
            ctin: SUPPLIER_GSTIN,
            trdnm: 'RANJANGAON PRECISION PVT LTD',
            supprd: `${mm}${year}`,
            supfildt: today,
            inv: [
              invoice(`RP/${tag.slice(-6)}/101`, 41250, 3712.5, 48675),
              invoice(`RP/${tag.slice(-6)}/102`, 36500, 3240, 42980),
            ],
          },
          {
            ctin: '27AAGCS2207P1Z2',
            trdnm: 'SHIRUR TOOLING LLP',
            supprd: `${mm}${year}`,
            supfildt: today,
            inv: [invoice(`ST-${tag.slice(-5)}-88`, 5000, 450, 5900)],
          },
        ],
      },
    },
  };
}

/** Opens a GSTR-3B figure's documents and returns the list's text. */
async function documentsBehind(page: Page, figure: string) {
  await page.getByRole('button', { name: new RegExp(`documents? behind ${figure.replace(/[()]/g, '\\$&')}`) }).click();
  return page.getByRole('table', { name: `Documents behind ${figure}` });
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  await saveSeller(request, token);
});

test('a held bill is approved, one payment settles two bills less TDS, and the month is reconciled, worked and sent to Tally', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { tag, supplier, first, second } = await seed(request);
  await signIn(page, ADMIN.email, ADMIN.password);

  // The first bill, typed from its order and receipt, at the supplier's ₹82.50 against the order's ₹80.
  await page.goto('/supplier-bills/new');
  await pick(
    page,
    page.getByRole('combobox', { name: 'Supplier' }),
    supplier.name.slice(0, 16),
    new RegExp(supplier.name),
  );
  // Choosing the order replaces the pickers with the bill's form, drafted from the order.
  await page.getByRole('combobox', { name: 'Purchase order' }).fill(first.order.poNumber.slice(-4));
  await page.getByRole('option', { name: new RegExp(first.order.poNumber.replaceAll('/', '\\/')) }).click();
  await expect(page).toHaveURL(/purchaseOrderId=/);
  const line = page.getByRole('row', { name: 'Line 1' });
  await expect(line.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('500');
  await line.getByRole('textbox', { name: 'Rate (₹)' }).fill('82.50');
  await page.getByLabel('Supplier Invoice No.').fill(`RP/${tag.slice(-6)}/101`);
  await page.getByLabel('Invoice Date').fill(typedDate(daysFromToday(0)));
  await page.getByLabel('Invoice Total (₹)').fill('48675');
  await page.getByRole('button', { name: 'Save & Book' }).click();
  await acceptConfirm(page, 'Book');
  await expect(page).toHaveURL(/\/supplier-bills\/view\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/PB\/\d{4}-\d{2}\/\d{4}/);
  await expect(page.getByText('Held for approval').first()).toBeVisible();
  const firstBillId = page.url().split('/').pop() as string;
  const held = await api(request, 'GET', `supplier-bills/${firstBillId}`);
  expect(held).toMatchObject({ status: 'held', matchStatus: 'mismatched', grandTotal: 48675, tdsAmount: 825 });
  await checkScreen(page, info, 'supplier-bill-held');

  // The accountant approves it: the supplier's price rise was agreed on the telephone.
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByLabel('Reason').fill('Price rise of ₹2.50 a piece agreed with the supplier on 2 December');
  await page.getByRole('button', { name: 'Approve and book' }).click();
  await expect(page.getByText(/approved and booked/).first()).toBeVisible();
  expect((await api(request, 'GET', `supplier-bills/${firstBillId}`)).status).toBe('booked');

  // The second bill matches its order and receipt, and is booked as it is.
  const secondBill = await bookMatchedBill(request, second.order, `RP/${tag.slice(-6)}/102`);
  expect(secondBill).toMatchObject({ status: 'booked', grandTotal: 42480, tdsAmount: 720 });

  // One payment settles both, less the TDS deducted from each.
  await page.goto('/supplier-payments/new');
  await pick(
    page,
    page.getByRole('combobox', { name: 'Supplier' }),
    supplier.name.slice(0, 16),
    new RegExp(supplier.name),
  );
  await page.getByLabel('Payment Date').fill(typedDate(daysFromToday(0)));
  await page.getByLabel('Mode', { exact: true }).selectOption({ label: 'Bank transfer (NEFT/RTGS)' });
  await page.getByLabel('Amount paid (₹)').fill('89610');
  await page.getByLabel('Reference').fill(`UTR${tag}`);
  await page.getByRole('button', { name: 'Pay all' }).click();
  const bills = page.getByRole('table', { name: 'What the payment pays on each bill' });
  await expect(bills.getByRole('row', { name: /₹48,675\.00 ₹825\.00 — ₹47,850\.00/ })).toBeVisible();
  await expect(bills.getByRole('row', { name: /₹42,480\.00 ₹720\.00 — ₹41,760\.00/ })).toBeVisible();
  await expect(bills.getByRole('textbox', { name: `Pay on ${held.billNumber}` })).toHaveValue('47850');
  await page.getByRole('button', { name: /^Record/ }).click();
  await expect(page).toHaveURL(/\/supplier-payments\/view\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/PV\/\d{4}-\d{2}\/\d{4}/);
  for (const id of [firstBillId, secondBill.id]) {
    expect((await api(request, 'GET', `supplier-bills/${id}`)).status).toBe('paid');
  }
  await checkScreen(page, info, 'supplier-payment');

  // GSTR-3B of the month: the bills' credit is in 4(A)(5), each bill behind the figure.
  const month = daysFromToday(0).slice(0, 7);
  await page.goto(`/gst/gstr-3b?month=${month}`);
  const behind = await documentsBehind(page, '(5) All other ITC');
  await expect(behind).toContainText(held.billNumber);
  await expect(behind).toContainText(secondBill.billNumber);
  await checkScreen(page, info, 'gstr-3b');

  // GSTR-2B of the month from the portal, reconciled against the books.
  await page.getByRole('link', { name: 'GSTR-2B reconciliation' }).click();
  await expect(page).toHaveURL(/\/gst\/gstr-2b/);
  await page.getByLabel('Import GSTR-2B JSON').setInputFiles({
    name: `GSTR2B_27AADCL4821M1ZA_${month}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(gstr2bFile(month, tag))),
  });
  await expect(page.getByText(/^Imported /).first()).toBeVisible();
  const rows = page.getByRole('table', { name: /GSTR-2B against the books/ });
  const matched = rows.getByRole('row', { name: new RegExp(`RP/${tag.slice(-6)}/101`) });
  await expect(matched).toContainText('Matched');
  const mismatched = rows.getByRole('row', { name: new RegExp(`RP/${tag.slice(-6)}/102`) });
  await expect(mismatched).toContainText(/Differs: .*Taxable/);
  const only2b = rows.getByRole('row', { name: new RegExp(`ST-${tag.slice(-5)}-88`) });
  await expect(only2b).toContainText('Only in 2B');
  await checkScreen(page, info, 'gstr-2b');

  // The supplier's slip is accepted with its reason; the other supplier's invoice waits for its bill.
  await mismatched.getByRole('button', { name: /^Accept / }).click();
  await page.getByLabel('Reason').fill('Supplier to amend the taxable value in its next GSTR-1; ITC taken as billed');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(mismatched.getByRole('button', { name: /^Undo / })).toBeVisible();
  await only2b.getByRole('button', { name: /^Defer / }).click();
  await page.getByLabel(/^Reason/).fill('Bill not yet received from Shirur Tooling');
  await page.getByRole('button', { name: 'Defer', exact: true }).click();
  await expect(only2b.getByRole('button', { name: /^Undo / })).toBeVisible();
  await page.getByRole('button', { name: /^Reviewed \/ deferred \(/ }).click();
  await expect(rows.getByRole('row', { name: new RegExp(`RP/${tag.slice(-6)}/102`) })).toBeVisible();
  await expect(rows.getByRole('row', { name: new RegExp(`ST-${tag.slice(-5)}-88`) })).toBeVisible();

  // The day's vouchers go to Tally: the two purchases and the payment among them.
  const day = daysFromToday(0);
  await page.goto(`/tally/export?from=${day}&to=${day}`);
  const download = page.getByRole('button', { name: /^Download Tally XML \(\d+\)/ });
  await expect(download).toBeVisible();
  await checkScreen(page, info, 'tally-export');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`tally-vouchers-${day}-to-${day}.xml`);
  const xml = await readFile(await file.path(), 'utf8');
  expect(xml.startsWith('<ENVELOPE>')).toBe(true);
  for (const number of [held.billNumber, secondBill.billNumber]) {
    expect(xml).toContain(`<VOUCHERNUMBER>${number}</VOUCHERNUMBER>`);
  }
  expect(xml).toContain('VCHTYPE="Payment"');
  expect(xml).toContain(`<PARTYLEDGERNAME>${supplier.name}</PARTYLEDGERNAME>`);
});
