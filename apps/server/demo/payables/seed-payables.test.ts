import {
  addDays,
  financialYearOf,
  fromPaise,
  type Gstr1,
  SERIES_PREFIX,
  sumPaise,
  supplierPaymentInputSchema,
  todayIn,
  toPaise,
} from '@lathe/shared';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companySettings,
  customers,
  documentSeries,
  goodsReceipts,
  gstNotes,
  invoiceLines,
  invoices,
  supplierBillLines,
  supplierBills,
  supplierPaymentAllocations,
  supplierPayments,
  suppliers,
  users,
} from '../../src/db/schema/index.js';
import { createCompanyService } from '../../src/modules/company/company.service.js';
import { createGstService } from '../../src/modules/gst/gst.service.js';
import { createSupplierBillsService } from '../../src/modules/supplier-bills/supplier-bills.service.js';
import { createPayablesService } from '../../src/modules/supplier-payments/payables.service.js';
import { createSupplierPaymentsService } from '../../src/modules/supplier-payments/supplier-payments.service.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { seedMasterData } from '../master-data/seed-master-data.js';
import { seedProducts } from '../products/seed-products.js';
import { seedSales } from '../sales/seed-sales.js';
import { seedStaff } from '../staff/seed-staff.js';
import { seedStores } from '../stores/seed-stores.js';
import { ACCOUNTS_EMAIL, loadPayablesInputs } from './inputs.js';
import { planPayables, QUANTITY_REMARK, RATE_REASON, SCRAPPED_REASON, WITHHELD_REMARK } from './payables-plan.js';
import { seedPayables } from './seed-payables.js';

/*
 * The demo's payables and the GSTR-3B of its last complete month, checked on one demo built as
 * `npm run seed:demo` builds it (staff, master data, products, a year of sales, the stores, the
 * payables) on a pinned morning, 07/12/2026 in India: its documents are then the same every run,
 * so the month's figures below stay true. What the payables hold is checked as of that day too.
 */

const NOW = new Date('2026-12-07T05:00:00Z');
const today = todayIn('Asia/Kolkata', NOW);

let h: Harness;
let summary: string;
let plan: ReturnType<typeof planPayables>;
let replanned: ReturnType<typeof planPayables>;

beforeAll(async () => {
  h = await createHarness();
  const db = h.db;
  await seedStaff(db);
  await seedMasterData(db);
  await seedProducts(db);
  await seedSales(db, { now: NOW });
  await seedStores(db, { now: NOW });
  // The plan from the same inputs, twice: nothing in it may depend on the clock or chance.
  plan = planPayables(await loadPayablesInputs(db, NOW));
  replanned = planPayables(await loadPayablesInputs(db, NOW));
  summary = await seedPayables(db, { now: NOW });
}, 240_000);
afterAll(() => h.close());

/** What the seed wrote, read back once. */
let cached: ReturnType<typeof readTables> | undefined;
const readAll = () => {
  cached ??= readTables();
  return cached;
};

async function readTables() {
  const db = h.db;
  const [bills, lines, payments, allocations, receipts, supplierRows, series] = await Promise.all([
    db.select().from(supplierBills),
    db.select().from(supplierBillLines),
    db.select().from(supplierPayments),
    db.select().from(supplierPaymentAllocations),
    db.select().from(goodsReceipts).where(eq(goodsReceipts.status, 'received')),
    db.select().from(suppliers),
    db.select().from(documentSeries),
  ]);
  const codeOf = new Map(supplierRows.map((row) => [row.id, row.supplierCode]));
  return { bills, lines, payments, allocations, receipts, codeOf, series };
}

const paise = (amounts: readonly number[]) => sumPaise(amounts.map(toPaise));
const indiaDay = (moment: Date) => todayIn('Asia/Kolkata', moment);
const company = () => createCompanyService(h.db);

/*
 * The GSTR-3B worksheet of the demo's last complete month, checked by hand: on the pinned day its
 * last complete month is November 2026. The month's documents are listed below as the demo makes
 * them, each checked against its own lines; these are the sums worked from the lists (₹):
 *
 *   Table    Documents                                             Taxable value        IGST         CGST         SGST
 *   3.1(a)   31 invoices to buyers in India, all at 18 %            41,90,647.60  2,58,321.51  2,47,997.53  2,47,997.53
 *              18 in Maharashtra (CGST + SGST)                      27,55,528.10            0  2,47,997.53  2,47,997.53
 *              13 to other states (IGST)                            14,35,119.50  2,58,321.51            0            0
 *   3.1(b)   INV/2026-27/0223 SEZ with payment of IGST              3,77,518.50    67,953.33
 *            INV/2026-27/0236 export under the LUT                  4,54,195.00            0
 *            INV/2026-27/0249 SEZ under the LUT                     1,32,732.00            0
 *            together                                               9,64,445.50    67,953.33            0            0
 *   3.1(c)   none: no nil-rated or exempt line                                 0
 *   3.1(d)   none: no bill under reverse charge                                0            0            0            0
 *   3.1(e)   none                                                              0
 *   3.2      none: every buyer in India has a GSTIN (the export's place of supply is 96, zero-rated)
 *   4(A)(5)  7 booked bills (their taxable value 3,33,181.26)                         12,166.56    23,903.04    23,903.04
 *   4(A)(1)-(4), 4(B), 4(D)  none: no import, ISD or reverse charge; every line eligible (the
 *            scrapped cartons' blocked credit is in an earlier month's bill)            0            0            0
 *   4(C)     = 4(A) − 4(B)                                                          12,166.56    23,903.04    23,903.04
 *   5        none: no nil-rated, exempt or non-GST inward supply                       0
 *
 * Not in the return though dated in the month: PB/2026-27/0036, held for a quantity mismatch, and
 * the draft of AEC261401. No credit or debit note was raised in the month.
 */

const MONTH = '2026-11';

/** 3.1(a): number, buyer, taxable value, IGST, CGST, SGST. */
const INVOICES_IN_INDIA: [string, string, number, number, number, number][] = [
  ['INV/2026-27/0224', 'KOL01', 57_440, 10_339.2, 0, 0],
  ['INV/2026-27/0225', 'CMP01', 64_462.5, 11_603.25, 0, 0],
  ['INV/2026-27/0226', 'IFP01', 1_32_360, 23_824.8, 0, 0],
  ['INV/2026-27/0227', 'NEW01', 1_99_850, 35_973, 0, 0],
  ['INV/2026-27/0228', 'SAH01', 57_528, 0, 5177.52, 5177.52],
  ['INV/2026-27/0229', 'TCE01', 2_78_835, 0, 25_095.15, 25_095.15],
  ['INV/2026-27/0230', 'SAH01', 3_39_737.6, 0, 30_576.38, 30_576.38],
  ['INV/2026-27/0231', 'NEW01', 18_666, 3359.88, 0, 0],
  ['INV/2026-27/0232', 'SAH01', 31_550, 0, 2839.5, 2839.5],
  ['INV/2026-27/0233', 'DAC01', 1_43_142, 0, 12_882.78, 12_882.78],
  ['INV/2026-27/0234', 'DAC01', 4_78_400, 0, 43_056, 43_056],
  ['INV/2026-27/0235', 'IFP01', 90_888, 16_359.84, 0, 0],
  ['INV/2026-27/0237', 'DAC01', 2_35_600, 0, 21_204, 21_204],
  ['INV/2026-27/0238', 'AUR01', 96_240, 0, 8661.6, 8661.6],
  ['INV/2026-27/0239', 'SAH01', 68_500, 0, 6165, 6165],
  ['INV/2026-27/0240', 'DAC01', 28_215, 0, 2539.35, 2539.35],
  ['INV/2026-27/0241', 'PPA01', 64_400, 0, 5796, 5796],
  ['INV/2026-27/0242', 'DAC01', 47_025, 0, 4232.25, 4232.25],
  ['INV/2026-27/0243', 'SAH01', 1_65_600, 0, 14_904, 14_904],
  ['INV/2026-27/0244', 'AUR01', 1_99_860, 0, 17_987.4, 17_987.4],
  ['INV/2026-27/0245', 'DAC01', 1_72_150, 0, 15_493.5, 15_493.5],
  ['INV/2026-27/0246', 'SAH01', 1_58_365.5, 0, 14_252.9, 14_252.9],
  ['INV/2026-27/0247', 'KPV01', 22_700, 4086, 0, 0],
  ['INV/2026-27/0248', 'KPV01', 1_67_980, 30_236.4, 0, 0],
  ['INV/2026-27/0250', 'TCE01', 94_140, 0, 8472.6, 8472.6],
  ['INV/2026-27/0251', 'RJM01', 2_31_500, 41_670, 0, 0],
  ['INV/2026-27/0252', 'GAE01', 2_24_518, 40_413.24, 0, 0],
  ['INV/2026-27/0253', 'AUR01', 96_240, 0, 8661.6, 8661.6],
  ['INV/2026-27/0254', 'CMP01', 64_462.5, 11_603.25, 0, 0],
  ['INV/2026-27/0255', 'NEW01', 41_800, 7524, 0, 0],
  ['INV/2026-27/0256', 'KPV01', 1_18_492.5, 21_328.65, 0, 0],
];

/** 3.1(b): number, buyer, supply, taxable value, IGST. */
const ZERO_RATED: [string, string, string, number, number][] = [
  ['INV/2026-27/0223', 'SEZ01', 'sez_with_payment', 3_77_518.5, 67_953.33],
  ['INV/2026-27/0236', 'EXP01', 'export_without_payment', 4_54_195, 0],
  ['INV/2026-27/0249', 'SEZ01', 'sez_without_payment', 1_32_732, 0],
];

/** Table 4: the month's booked bills: number, supplier, its invoice, taxable value, IGST, CGST, SGST. */
const BOOKED_BILLS: [string, string, string, number, number, number, number][] = [
  ['PB/2026-27/0030', 'SUP-008', 'SFP/26-27/961', 20_541, 0, 1848.69, 1848.69],
  ['PB/2026-27/0031', 'SUP-001', 'STT/26-27/3351', 35_862.5, 0, 3227.63, 3227.63],
  ['PB/2026-27/0032', 'SUP-001', 'STT/26-27/3368', 49_075, 0, 4416.75, 4416.75],
  ['PB/2026-27/0033', 'SUP-001', 'STT/26-27/3418', 31_875.01, 0, 2868.75, 2868.75],
  ['PB/2026-27/0034', 'SUP-001', 'STT/26-27/3436', 25_594.5, 0, 2303.51, 2303.51],
  ['PB/2026-27/0035', 'SUP-001', 'STT/26-27/3451', 1_02_641.25, 0, 9237.71, 9237.71],
  ['PB/2026-27/0037', 'SUP-002', 'BBR/2113/26-27', 67_592, 12_166.56, 0, 0],
];

/** Dated in the month, left out of the return: the supplier's invoice and the bill's status. */
const LEFT_OUT = [
  ['STT/26-27/3502', 'held'],
  ['AEC261401', 'draft'],
];

/** The sums above, in rupees. */
const HAND = {
  taxable: { txval: 41_90_647.6, iamt: 2_58_321.51, camt: 2_47_997.53, samt: 2_47_997.53 },
  intraState: { txval: 27_55_528.1, iamt: 0, camt: 2_47_997.53, samt: 2_47_997.53 },
  interState: { txval: 14_35_119.5, iamt: 2_58_321.51, camt: 0, samt: 0 },
  zeroRated: { txval: 9_64_445.5, iamt: 67_953.33, camt: 0, samt: 0 },
  itc: { iamt: 12_166.56, camt: 23_903.04, samt: 23_903.04 },
};
const NONE = { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 };
const NO_TAX = { iamt: 0, camt: 0, samt: 0, csamt: 0 };

/** Rupees added in paise, back in rupees. */
const add = (amounts: readonly number[]) => paise(amounts) / 100;
/** Each column of the rows added up. */
const columns = <R extends readonly unknown[]>(rows: readonly R[], from: number) =>
  Array.from({ length: (rows[0]?.length ?? from) - from }, (_, i) => add(rows.map((row) => row[from + i] as number)));

const november = { from: `${MONTH}-01`, to: '2026-12-01' };

async function worksheet() {
  const res = await h.call('GET', `/api/gst/gstr-3b?month=${MONTH}`, { token: await h.adminToken() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const figure = (f: { txval: number; iamt: number; camt: number; samt: number; csamt: number }) => ({
  txval: f.txval,
  iamt: f.iamt,
  camt: f.camt,
  samt: f.samt,
  csamt: f.csamt,
});
const numbers = (f: { documents: { number: string }[] }) => f.documents.map((d) => d.number).sort();

describe('demo payables', () => {
  it('adds the bills and payments once, even when run twice', async () => {
    expect(summary).toBe('38 supplier bills, 8 supplier payments');
    const { bills, payments } = await readAll();
    const byStatus = Object.fromEntries(
      ['draft', 'held', 'booked', 'partly_paid', 'paid', 'cancelled'].map((status) => [
        status,
        bills.filter((bill) => bill.status === status).length,
      ]),
    );
    expect(byStatus).toEqual({ draft: 1, held: 1, booked: 20, partly_paid: 1, paid: 15, cancelled: 0 });
    // The advance, and seven payments in the runs of 10/10 and 10/11 (nothing was due by 10/09).
    expect(payments.map((payment) => payment.paymentDate).sort()).toEqual([
      '2026-08-29',
      ...Array(3).fill('2026-10-10'),
      ...Array(4).fill('2026-11-10'),
    ]);
    expect(await seedPayables(h.db, { now: NOW })).toBe(summary);
  });

  it('plans the same from the same day, and keys in every bill it plans', async () => {
    expect(JSON.stringify(replanned)).toBe(JSON.stringify(plan));
    const { bills } = await readAll();
    expect(bills.length).toBe(plan.filter((event) => event.type === 'bill').length);
  });

  it("bills every goods receipt but the newest with the supplier's invoice that came with it, numbered in date order", async () => {
    const { bills, lines, receipts, series } = await readAll();
    const newest = [...receipts].sort(
      (a, b) => a.receiptDate.localeCompare(b.receiptDate) || (a.grnNumber ?? '').localeCompare(b.grnNumber ?? ''),
    );
    const billedReceipts = new Set(lines.map((line) => line.goodsReceiptId));
    expect(billedReceipts.has(newest.at(-1)?.id ?? '')).toBe(false);
    expect(billedReceipts.size).toBe(receipts.length - 1);
    const receiptOf = new Map(receipts.map((receipt) => [receipt.id, receipt]));
    for (const bill of bills) {
      const own = lines.filter((line) => line.billId === bill.id);
      const receiptIds = new Set(own.map((line) => line.goodsReceiptId));
      expect(receiptIds.size, bill.supplierInvoiceNumber).toBe(1);
      const receipt = receiptOf.get([...receiptIds][0] ?? '');
      expect([bill.supplierInvoiceNumber, bill.supplierInvoiceDate]).toEqual([
        receipt?.supplierInvoiceNumber,
        receipt?.supplierInvoiceDate,
      ]);
      expect(bill.billDate >= (receipt?.receiptDate ?? '') && bill.billDate <= today, bill.billDate).toBe(true);
      // Keyed in on its own day, as the lists show it.
      expect(indiaDay(bill.createdAt)).toBe(bill.billDate);
      // The supplier's printed total: the lines rounded to the rupee.
      expect(Number.isInteger(bill.grandTotal) && Math.abs(bill.roundOff) <= 0.5).toBe(true);
    }
    // The quarter and the weeks before it: bills in every month up to this one.
    expect(bills.some((bill) => bill.billDate <= addDays(today, -90))).toBe(true);
    for (const days of [0, 30, 60]) {
      const from = addDays(today, -days - 30);
      const inMonth = bills.filter((bill) => bill.billDate > from && bill.billDate <= addDays(today, -days));
      expect(inMonth.length, `bills between ${from} and ${days} days ago`).toBeGreaterThanOrEqual(3);
    }
    const numbered = bills
      .filter((bill) => bill.billNumber)
      .sort((a, b) => (a.billNumber ?? '').localeCompare(b.billNumber ?? ''));
    const years = new Map<string, typeof numbered>();
    for (const bill of numbered)
      years.set(financialYearOf(bill.billDate), [...(years.get(financialYearOf(bill.billDate)) ?? []), bill]);
    for (const [year, list] of years) {
      expect(list.map((bill) => bill.billNumber)).toEqual(
        list.map((_, i) => `${SERIES_PREFIX.supplierBill}/${year}/${String(i + 1).padStart(4, '0')}`),
      );
      expect(list.map((bill) => bill.billDate)).toEqual(list.map((bill) => bill.billDate).sort());
      expect(
        series.find((row) => row.prefix === SERIES_PREFIX.supplierBill && row.financialYear === year)?.lastNumber,
      ).toBe(list.length);
    }
  });

  it('books most bills matched, holds two on a mismatch and approves one with its reason', async () => {
    const { bills, lines } = await readAll();
    const [accountant] = await h.db.select().from(users).where(eq(users.email, ACCOUNTS_EMAIL));
    const status = (s: string) => bills.filter((bill) => bill.status === s);
    expect(status('draft')).toHaveLength(1);
    expect(status('draft')[0]?.billNumber).toBeNull();
    expect(status('cancelled')).toHaveLength(0);

    const [held, ...moreHeld] = status('held');
    expect(moreHeld).toEqual([]);
    expect([held?.matchStatus, held?.remarks, held?.amountPaid]).toEqual(['mismatched', QUANTITY_REMARK, 0]);
    const billing = createSupplierBillsService(h.db, company());
    const heldBill = await billing.get(held?.id ?? '');
    expect(heldBill.mismatches.map((m) => m.field)).toEqual(['quantity']);
    const heldLine = heldBill.lines.find((line) => line.lineNumber === heldBill.mismatches[0]?.line);
    expect(heldLine?.quantity).toBeGreaterThan(heldLine?.received ?? Infinity);

    const approved = bills.filter((bill) => bill.approvedAt);
    expect(approved).toHaveLength(1);
    const [rate] = approved;
    expect([rate?.matchStatus, rate?.statusReason, rate?.approvedBy]).toEqual([
      'mismatched',
      RATE_REASON,
      accountant?.id,
    ]);
    expect(['booked', 'partly_paid', 'paid']).toContain(rate?.status);
    const rateBill = await billing.get(rate?.id ?? '');
    expect(rateBill.mismatches.map((m) => m.field)).toEqual(['rate']);
    const over = rateBill.mismatches[0];
    expect((over?.billed ?? 0) - (over?.ordered ?? 0)).toBe(1.5);
    expect(indiaDay(rate?.approvedAt ?? new Date()) > (rate?.billDate ?? '')).toBe(true);

    const others = bills.filter((bill) => bill !== held && bill !== rate && bill.status !== 'draft');
    expect(others.every((bill) => bill.matchStatus === 'matched' && bill.bookedAt && !bill.heldAt)).toBe(true);
    expect(others.length).toBeGreaterThan(bills.length * 0.8);
    expect(lines.every((line) => line.billId !== held?.id || line.quantity > 0)).toBe(true);
  });

  it('refuses to pay a held bill and leaves it out of the payment form', async () => {
    const { bills } = await readAll();
    const held = bills.find((bill) => bill.status === 'held');
    const payments = createSupplierPaymentsService(h.db);
    const open = await payments.openBills(held?.supplierId ?? '');
    expect(open.bills.some((bill) => bill.id === held?.id)).toBe(false);
    const body = supplierPaymentInputSchema.parse({
      supplierId: held?.supplierId,
      paymentDate: today,
      amount: 1000,
      mode: 'bank_transfer',
      allocations: [{ billId: held?.id, amount: 1000 }],
    });
    await expect(payments.create(body, { id: held?.createdBy ?? '', isAdmin: false })).rejects.toMatchObject({
      statusCode: 400,
      errors: {
        'allocations.0.billId': `${held?.billNumber} is held for approval of its mismatches: it can be paid once approved`,
      },
    });
  });

  it('blocks the credit on the scrapped lot of cartons under 17(5)(h), the rest eligible', async () => {
    const { lines } = await readAll();
    const blocked = lines.filter((line) => line.itcStatus !== 'eligible');
    expect(blocked).toHaveLength(1);
    const [cartons] = blocked;
    expect([cartons?.itcStatus, cartons?.itcReason]).toEqual(['ineligible', SCRAPPED_REASON]);
    expect(cartons?.description).toMatch(/^Corrugated box/);
    const bill = await createSupplierBillsService(h.db, company()).get(cartons?.billId ?? '');
    expect(bill.itc.ineligible).toBe(fromPaise(paise([cartons?.cgst ?? 0, cartons?.sgst ?? 0, cartons?.igst ?? 0])));
  });

  it('deducts no TDS: the company is not under 194Q, and the plating bills are within 194C’s thresholds', async () => {
    const { bills, codeOf } = await readAll();
    const [settings] = await h.db.select().from(companySettings);
    const sections = new Map(
      (await h.db.select().from(suppliers)).map((row) => [row.supplierCode, [row.tdsSection, row.pan?.length]]),
    );
    expect(settings?.tds194q).toBe(false);
    expect([sections.get('SUP-001'), sections.get('SUP-008')]).toEqual([
      ['194Q', 10],
      ['194C', 10],
    ]);
    expect(bills.every((bill) => bill.tdsAmount === 0 && bill.tdsSection === null)).toBe(true);
    // 194C: none while a bill is within ₹30,000 and the year's within ₹1,00,000.
    const plating = bills.filter((bill) => codeOf.get(bill.supplierId) === 'SUP-008' && bill.billNumber);
    expect(plating.length).toBeGreaterThanOrEqual(1);
    expect(plating.every((bill) => bill.taxableTotal <= 30_000)).toBe(true);
    expect(paise(plating.map((bill) => bill.taxableTotal))).toBeLessThanOrEqual(toPaise(1_00_000));
  });

  it('pays the due bills in monthly runs, several bills a payment, one in part, and sets the advance against a later bill', async () => {
    const { bills, payments, allocations, codeOf, series } = await readAll();
    const billOf = new Map(bills.map((bill) => [bill.id, bill]));
    for (const payment of payments) {
      const own = allocations.filter((allocation) => allocation.paymentId === payment.id);
      expect(toPaise(payment.allocatedAmount)).toBe(paise(own.map((allocation) => allocation.amount)));
      expect(indiaDay(payment.createdAt)).toBe(payment.paymentDate);
      for (const allocation of own) {
        expect(allocation.allocatedOn >= payment.paymentDate).toBe(true);
        expect(allocation.allocatedOn >= (billOf.get(allocation.billId)?.billDate ?? '')).toBe(true);
      }
    }
    for (const bill of bills) {
      const paid = paise(allocations.filter((a) => a.billId === bill.id).map((a) => a.amount));
      expect(toPaise(bill.amountPaid), bill.billNumber ?? '').toBe(paid);
      const owed = toPaise(bill.grandTotal) - toPaise(bill.tdsAmount) - paid;
      if (['booked', 'partly_paid', 'paid'].includes(bill.status)) {
        expect(bill.status).toBe(owed === 0 ? 'paid' : paid > 0 ? 'partly_paid' : 'booked');
      } else expect(paid).toBe(0);
    }
    const runs = payments.filter((payment) => payment.notes?.startsWith('Payment run of'));
    expect(runs).toHaveLength(7);
    // On the 10th, or the Saturday before when it is a Sunday.
    expect(runs.every((payment) => ['10', '09'].includes(payment.paymentDate.slice(8)))).toBe(true);
    const several = runs.filter((p) => allocations.filter((a) => a.paymentId === p.id).length >= 2);
    expect(several.length).toBeGreaterThanOrEqual(1);
    expect(bills.filter((bill) => bill.status === 'partly_paid')).toHaveLength(1);
    expect(bills.filter((bill) => bill.status === 'paid').length).toBeGreaterThan(bills.length / 4);

    const advances = payments.filter((payment) => payment.notes?.startsWith('Advance against proforma'));
    expect(advances).toHaveLength(1);
    const [advance] = advances;
    expect(codeOf.get(advance?.supplierId ?? '')).toBe('SUP-006');
    const setAgainst = allocations.filter((allocation) => allocation.paymentId === advance?.id);
    expect(setAgainst).toHaveLength(1);
    expect((setAgainst[0]?.allocatedOn ?? '') > (advance?.paymentDate ?? '')).toBe(true);
    expect(billOf.get(setAgainst[0]?.billId ?? '')?.status).toBe('paid');

    const byNumber = [...payments].sort((a, b) => a.paymentNumber.localeCompare(b.paymentNumber));
    expect(byNumber.map((p) => p.paymentDate)).toEqual(byNumber.map((p) => p.paymentDate).sort());
    expect(byNumber.every((p) => p.paymentNumber.startsWith(`${SERIES_PREFIX.supplierPayment}/2026-27/`))).toBe(true);
    expect(
      series.find((row) => row.prefix === SERIES_PREFIX.supplierPayment && row.financialYear === '2026-27')?.lastNumber,
    ).toBe(payments.length);
  });

  it('leaves the payables ageing bills not yet due on its day and overdue, the held-back bill among them', async () => {
    const { bills } = await readAll();
    const owing = bills.filter((bill) => bill.status === 'booked' || bill.status === 'partly_paid');
    const owed = (list: typeof bills) => paise(list.map((bill) => bill.grandTotal - bill.tdsAmount - bill.amountPaid));
    expect(owed(owing.filter((bill) => (bill.dueDate ?? '') >= today))).toBeGreaterThan(0);
    expect(owed(owing.filter((bill) => (bill.dueDate ?? '') < today))).toBeGreaterThan(0);
    // The ageing reads them as of the real today: all of them, every day later more overdue.
    const ageing = await createPayablesService(h.db).ageing();
    expect(toPaise(ageing.totals.total)).toBe(owed(owing));
    expect(ageing.totals.total - ageing.totals.notDue).toBeGreaterThan(0);
    const withheld = bills.filter((bill) => bill.remarks === WITHHELD_REMARK);
    expect(withheld).toHaveLength(1);
    expect([withheld[0]?.status, (withheld[0]?.dueDate ?? '') < today]).toEqual(['booked', true]);
  });

  it('holds an SEZ unit and an overseas buyer, supplied zero-rated under the LUT through the quarter', async () => {
    const db = h.db;
    const [settings] = await db.select().from(companySettings);
    expect(settings?.lutNumber).toMatch(/^AD27\d{11}$/);
    expect((settings?.lutValidFrom ?? '') <= today && (settings?.lutValidTo ?? '') >= today).toBe(true);
    const [sez] = await db.select().from(customers).where(eq(customers.gstCategory, 'sez'));
    const [overseas] = await db.select().from(customers).where(eq(customers.gstCategory, 'overseas'));
    expect([sez?.partyCode, sez?.gstin?.slice(0, 2), sez?.state]).toEqual(['SEZ01', '33', 'Tamil Nadu']);
    expect([overseas?.partyCode, overseas?.gstin, overseas?.countryCode, overseas?.currency]).toEqual([
      'EXP01',
      null,
      'DE',
      'EUR',
    ]);
    const zeroRated = (await db.select().from(invoices).orderBy(asc(invoices.invoiceNumber))).filter(
      (invoice) => invoice.exportType,
    );
    const ofCustomer = (id: string | undefined) => zeroRated.filter((invoice) => invoice.customerId === id);
    const withinLut = (invoice: (typeof zeroRated)[number]) =>
      invoice.invoiceDate >= (settings?.lutValidFrom ?? '') && invoice.invoiceDate <= (settings?.lutValidTo ?? '');
    expect(zeroRated).toHaveLength(ofCustomer(sez?.id).length + ofCustomer(overseas?.id).length);
    expect(ofCustomer(sez?.id)).toHaveLength(4);
    expect(ofCustomer(overseas?.id)).toHaveLength(3);
    for (const invoice of zeroRated) {
      const label = invoice.invoiceNumber ?? '';
      expect(invoice.invoiceDate >= addDays(today, -92) && invoice.invoiceDate <= today, label).toBe(true);
      expect(invoice.status).not.toBe('draft');
      const withoutPayment = invoice.exportType?.endsWith('without_payment');
      expect(invoice.lutNumber, label).toBe(withoutPayment ? settings?.lutNumber : null);
      // Without payment only under the LUT; with payment, IGST at the lines' rate.
      if (withoutPayment) expect([withinLut(invoice), invoice.igstTotal], label).toEqual([true, 0]);
      else expect(invoice.igstTotal, label).toBeGreaterThan(0);
      expect(invoice.cgstTotal + invoice.sgstTotal).toBe(0);
    }
    // The SEZ unit: under the LUT but once with payment.
    expect(ofCustomer(sez?.id).map((invoice) => invoice.exportType)).toEqual([
      'sez_without_payment',
      'sez_without_payment',
      'sez_with_payment',
      'sez_without_payment',
    ]);
    for (const invoice of ofCustomer(sez?.id)) {
      expect([invoice.placeOfSupply, invoice.portCode, invoice.shippingBillNumber]).toEqual(['Tamil Nadu', null, null]);
    }
    for (const invoice of ofCustomer(overseas?.id)) {
      expect(invoice.exportType).toBe(withinLut(invoice) ? 'export_without_payment' : 'export_with_payment');
      expect([invoice.placeOfSupply, invoice.placeOfSupplyCode, invoice.portCode]).toEqual([
        'Other Country',
        '96',
        'INNSA1',
      ]);
      expect(invoice.shippingBillNumber).toMatch(/^\d{7}$/);
      expect(invoice.shippingBillDate && invoice.shippingBillDate >= invoice.invoiceDate).toBe(true);
      expect([invoice.foreignCurrency, invoice.countryCode]).toEqual(['EUR', 'DE']);
      expect(invoice.exchangeRate).toBeGreaterThan(90);
    }
    // GSTR-1 reports them where the portal takes them: the SEZ unit's in B2B, the exports in EXP.
    const gst = createGstService(db, company());
    const months = new Set(zeroRated.map((invoice) => invoice.invoiceDate.slice(0, 7)));
    const seen = { sez: 0, exports: 0 };
    for (const month of months) {
      const json = (await gst.gstr1(month)).json as unknown as Gstr1;
      const theirs = json.b2b?.find((row) => row.ctin === sez?.gstin)?.inv ?? [];
      seen.sez += theirs.filter((inv) => inv.inv_typ === 'SEWP' || inv.inv_typ === 'SEWOP').length;
      seen.exports += (json.exp ?? []).flatMap((row) => row.inv.filter((inv) => inv.sbpcode === 'INNSA1')).length;
    }
    expect(seen).toEqual({ sez: 4, exports: 3 });
  });
});

describe("the demo's GSTR-3B of November 2026, by hand", () => {
  it("lists the month's invoices as their lines add up, and no note", async () => {
    const rows = await h.db
      .select()
      .from(invoices)
      .where(and(gte(invoices.invoiceDate, november.from), lt(invoices.invoiceDate, november.to)))
      .orderBy(asc(invoices.invoiceNumber));
    const lines = await h.db
      .select()
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoiceId,
          rows.map((row) => row.id),
        ),
      );
    // None of the month's invoices is a draft or cancelled: every one is in the return.
    expect(rows.every((row) => row.status !== 'draft' && row.status !== 'cancelled')).toBe(true);
    const worked = rows.map((row) => {
      const own = lines.filter((line) => line.invoiceId === row.id);
      // Every line taxed at a rate: nothing nil-rated or exempt (3.1(c)).
      expect(own.every((line) => line.gstRate === 18)).toBe(true);
      // Every buyer in India registered: nothing for 3.2.
      if (!row.exportType) expect(row.customerGstin).toMatch(/^\d\d[A-Z0-9]{13}$/);
      const sums = [add(own.map((l) => l.taxable)), add(own.map((l) => l.igst))];
      return row.exportType
        ? [row.invoiceNumber, row.customerPartyCode, row.exportType, ...sums]
        : [row.invoiceNumber, row.customerPartyCode, ...sums, add(own.map((l) => l.cgst)), add(own.map((l) => l.sgst))];
    });
    expect(worked.filter((row) => row.length === 6)).toEqual(INVOICES_IN_INDIA);
    expect(worked.filter((row) => row.length === 5)).toEqual(ZERO_RATED);
    const notes = await h.db
      .select()
      .from(gstNotes)
      .where(and(gte(gstNotes.noteDate, november.from), lt(gstNotes.noteDate, november.to)));
    expect(notes).toEqual([]);
  });

  it("lists the month's bills as their lines add up: the booked ones' credit all eligible, the held one and the draft left out", async () => {
    const rows = await h.db
      .select()
      .from(supplierBills)
      .where(and(gte(supplierBills.billDate, november.from), lt(supplierBills.billDate, november.to)))
      .orderBy(asc(supplierBills.billDate), asc(supplierBills.billNumber));
    const lines = await h.db
      .select()
      .from(supplierBillLines)
      .where(
        inArray(
          supplierBillLines.billId,
          rows.map((row) => row.id),
        ),
      );
    const booked = rows.filter((row) => ['booked', 'partly_paid', 'paid'].includes(row.status));
    expect(
      booked.map((row) => {
        const own = lines.filter((line) => line.billId === row.id);
        expect(own.every((line) => line.itcStatus === 'eligible' && line.gstRate === 18)).toBe(true);
        expect(row.reverseCharge).toBe(false);
        return [
          row.billNumber,
          row.supplierCode,
          row.supplierInvoiceNumber,
          add(own.map((l) => l.taxable)),
          add(own.map((l) => l.igst)),
          add(own.map((l) => l.cgst)),
          add(own.map((l) => l.sgst)),
        ];
      }),
    ).toEqual(BOOKED_BILLS);
    expect(rows.filter((row) => !booked.includes(row)).map((row) => [row.supplierInvoiceNumber, row.status])).toEqual(
      LEFT_OUT,
    );
  });

  it('adds the lists up to the sums worked by hand', () => {
    const [txval = 0, iamt = 0, camt = 0, samt = 0] = columns(INVOICES_IN_INDIA, 2);
    expect({ txval, iamt, camt, samt }).toEqual(HAND.taxable);
    const intra = INVOICES_IN_INDIA.filter((row) => row[4] > 0);
    const inter = INVOICES_IN_INDIA.filter((row) => row[3] > 0);
    expect([intra.length, inter.length]).toEqual([18, 13]);
    expect(columns(intra, 2)).toEqual(Object.values(HAND.intraState));
    expect(columns(inter, 2)).toEqual(Object.values(HAND.interState));
    const [zeroTaxable = 0, zeroIgst = 0] = columns(ZERO_RATED, 3);
    expect([zeroTaxable, zeroIgst]).toEqual([HAND.zeroRated.txval, HAND.zeroRated.iamt]);
    const [, billIgst = 0, billCgst = 0, billSgst = 0] = columns(BOOKED_BILLS, 3);
    expect({ iamt: billIgst, camt: billCgst, samt: billSgst }).toEqual(HAND.itc);
  });

  it('gives every figure of tables 3.1, 3.2, 4 and 5 as worked by hand, with its documents', async () => {
    const report = await worksheet();
    expect([report.month, report.billsHidden, report.warnings]).toEqual([MONTH, null, []]);
    const { outward, interState, itc, inward } = report;
    expect(figure(outward.taxable)).toEqual({ ...HAND.taxable, csamt: 0 });
    expect(numbers(outward.taxable)).toEqual(INVOICES_IN_INDIA.map((row) => row[0]));
    expect(figure(outward.zeroRated)).toEqual({ ...HAND.zeroRated, csamt: 0 });
    expect(numbers(outward.zeroRated)).toEqual(ZERO_RATED.map((row) => row[0]));
    for (const none of [outward.nilExempt, outward.reverseCharge, outward.nonGst]) {
      expect([figure(none), none.documents]).toEqual([NONE, []]);
    }
    expect(interState).toEqual({ unregistered: [], composition: [], uin: [] });

    const credit = { txval: 0, ...HAND.itc, csamt: 0 };
    expect(figure(itc.allOther)).toEqual(credit);
    expect(numbers(itc.allOther)).toEqual(BOOKED_BILLS.map((row) => row[0]));
    expect(figure(itc.net)).toEqual(credit);
    for (const none of [
      'importGoods',
      'importServices',
      'reverseCharge',
      'isd',
      'reversedRules',
      'reversedOthers',
      'reclaimed',
      'ineligible',
    ]) {
      expect(figure(itc[none]), none).toEqual(NONE);
    }
    for (const none of ['nilExemptInter', 'nilExemptIntra', 'nonGstInter', 'nonGstIntra']) {
      expect(figure(inward[none]), none).toEqual(NONE);
    }

    // The portal's file says the same.
    const { sup_details, inter_sup, itc_elg, inward_sup } = report.json;
    expect(sup_details).toEqual({
      osup_det: { ...HAND.taxable, csamt: 0 },
      osup_zero: { txval: HAND.zeroRated.txval, iamt: HAND.zeroRated.iamt, csamt: 0 },
      osup_nil_exmp: { txval: 0 },
      isup_rev: { txval: 0, ...NO_TAX },
      osup_nongst: { txval: 0 },
    });
    expect(inter_sup).toEqual({ unreg_details: [], comp_details: [], uin_details: [] });
    expect(itc_elg).toEqual({
      itc_avl: [
        { ty: 'IMPG', ...NO_TAX },
        { ty: 'IMPS', ...NO_TAX },
        { ty: 'ISRC', ...NO_TAX },
        { ty: 'ISD', ...NO_TAX },
        { ty: 'OTH', ...HAND.itc, csamt: 0 },
      ],
      itc_rev: [
        { ty: 'RUL', ...NO_TAX },
        { ty: 'OTH', ...NO_TAX },
      ],
      itc_net: { ...HAND.itc, csamt: 0 },
      itc_inelg: [
        { ty: 'RUL', ...NO_TAX },
        { ty: 'OTH', ...NO_TAX },
      ],
    });
    expect(inward_sup).toEqual({
      isup_details: [
        { ty: 'GST', inter: 0, intra: 0 },
        { ty: 'NONGST', inter: 0, intra: 0 },
      ],
    });
  });
});
