import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { addDays, financialYearOf, SERIES_PREFIX, seriesNumber, todayIn } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { appliedMigrations, applyMigrations, appMigrations } from '../src/db/backup/catalog.js';
import { inTransaction } from '../src/db/backup/connection.js';
import {
  BackupError,
  type BackupResult,
  backupDatabase,
  databaseSummaries,
  kindOf,
  restoreDatabase,
} from '../src/db/backup/index.js';
import { seedBench } from '../src/db/bench-seed.js';
import type { Database, Db } from '../src/db/client.js';
import { ADMIN, createHarness, type Harness } from './harness.js';
import { gstinFor } from './invoice-test-kit.js';
import { openEmptyPglite, openThrowawayPostgres } from './test-database.js';

/*
 * A database filled through the real API and the bench seed (so every table has rows, the
 * counts and copied names kept by triggers included) is backed up, restored into new empty
 * databases of both kinds, and compared table by table; the restored database then serves the
 * app. Damaged, cut-short and foreign files, and a database that is not empty, are refused
 * with nothing left behind.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

/** A new database that no migration has touched: embedded in memory, or created on the test server. */
async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') return openEmptyPglite();
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  return openThrowawayPostgres(serverUrl, {}, 'lathe_restore');
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The tables of the public schema, straight from the catalog. */
const publicTables = async (db: Db) =>
  (
    await rowsOf<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((r) => r.name);

const fy = financialYearOf(todayIn());

/** The source is of this suite's kind; a restore into the other kind needs a PostgreSQL server from PGlite. */
const sourceKind = process.env.TEST_DB === 'postgres' && serverUrl ? 'postgres' : 'pglite';
const otherKind = sourceKind === 'postgres' ? 'pglite' : serverUrl ? 'postgres' : undefined;

let h: Harness;
let token: string;
let folder: string;
let file: string;
let backup: BackupResult;
/** The source's checksums and the last invoice number, taken when the backup was. */
let source: Awaited<ReturnType<typeof databaseSummaries>>;
let lastInvoice: number;
/** Databases this file opened, closed at its end; and those restored, the last one of the other kind when there is one. */
const opened: Database[] = [];
const restored: Database[] = [];

async function ok(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: object, status = 200) {
  const res = await h.call(method, url, { token, body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
}

/** A new customer and an issued invoice to them, through the API. */
async function issueInvoice(call: typeof ok) {
  const partyCode = `C-${randomUUID().slice(0, 8)}`;
  const customer = await call(
    'POST',
    '/api/customers',
    { partyCode, name: `Customer ${partyCode}`, state: 'Maharashtra', billingAddress: 'Gat 22, Chakan, Pune' },
    201,
  );
  const draft = await call(
    'POST',
    '/api/invoices',
    {
      customerId: customer.id,
      invoiceDate: todayIn(),
      lines: [{ description: 'Plunger sleeve', quantity: 3, rate: 100, gstRate: 18 }],
    },
    201,
  );
  return (await call('POST', `/api/invoices/${draft.id}/issue`, {})).invoiceNumber as string;
}

/** A credit note of one piece against the last invoice issued, through the API. */
async function creditNote(call: typeof ok) {
  const [invoice] = (await call('GET', '/api/invoices?sortBy=invoiceNumber&sortOrder=desc&limit=1')).data;
  const { lines } = await call('GET', `/api/invoices/${invoice.id}`);
  await call(
    'POST',
    '/api/notes/issue',
    {
      kind: 'credit',
      invoiceId: invoice.id,
      noteDate: todayIn(),
      reason: 'goods_returned',
      lines: [{ invoiceLineId: lines[0].id, quantity: 1, rate: lines[0].rate }],
    },
    201,
  );
}

/** A supplier and a confirmed purchase order to them (a bar-stock line and a bought-out one), through the API. */
async function purchaseOrder(call: typeof ok) {
  const supplier = await call('POST', '/api/suppliers', { name: 'Shree Steels', supplierCode: 'S-BACKUP-1' }, 201);
  return call(
    'POST',
    '/api/purchase-orders/confirm',
    {
      supplierId: supplier.id,
      poDate: todayIn(),
      lines: [
        { kind: 'bar_stock', grade: 'EN8', rodSize: '25 mm Round', quantity: 250.5, rate: 78.5, gstRate: 18 },
        { kind: 'bought_out', description: 'Collet 25 mm', quantity: 4, rate: 1250, gstRate: 18 },
      ],
    },
    201,
  );
}

/**
 * A mill test certificate uploaded (the PDF as the raw body) and a goods receipt of the order's
 * bar stock with it, received: the order's receipts, the certificate and the stock ledger filled.
 */
async function goodsReceipt(call: typeof ok, order: { id: string; lines: { id: string }[] }) {
  const upload = await h.app.inject({
    method: 'POST',
    url: '/api/material-certificates',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', 'x-file-name': 'MTC%20H123.pdf' },
    payload: Buffer.from('%PDF-1.4\n% heat H123\n%%EOF\n'),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  await call(
    'POST',
    '/api/goods-receipts/receive',
    {
      purchaseOrderId: order.id,
      receiptDate: todayIn(),
      supplierInvoiceNumber: 'SS/2026/118',
      lines: [
        {
          purchaseOrderLineId: order.lines[0]?.id,
          receivedQuantity: 200,
          acceptedQuantity: 198.5,
          rejectedQuantity: 1.5,
          rejectionReason: 'Bent bar',
          bars: 12,
          heatNumber: 'H123',
          certificateId: upload.json().id,
        },
      ],
    },
    201,
  );
}

/**
 * The accountant's side (issue 32): the received bar billed by the supplier and booked, paid with
 * an advance left over, and a customer's delivery address in another state, through the API.
 */
async function accounts(call: typeof ok, order: { id: string; supplierId: string }) {
  const proposal = await call('GET', `/api/supplier-bills/proposal?purchaseOrderId=${order.id}`);
  const body = {
    supplierId: order.supplierId,
    purchaseOrderId: order.id,
    supplierInvoiceNumber: 'SS/2026/118',
    supplierInvoiceDate: todayIn(),
    billDate: todayIn(),
    invoiceTotal: 1,
    lines: proposal.lines.map((line: Record<string, unknown>) => ({
      purchaseOrderLineId: line.purchaseOrderLineId,
      goodsReceiptLineId: line.goodsReceiptLineId,
      description: line.description,
      quantity: line.quantity,
      rate: line.rate,
      gstRate: line.gstRate,
    })),
  };
  const draft = await call('POST', '/api/supplier-bills', body, 201);
  const saved = await call('PUT', `/api/supplier-bills/${draft.id}`, {
    ...body,
    invoiceTotal: draft.linesTotal,
    version: draft.version,
  });
  const bill = await call('POST', `/api/supplier-bills/${draft.id}/book`, { version: saved.version });
  await call(
    'POST',
    '/api/supplier-payments',
    {
      supplierId: order.supplierId,
      paymentDate: todayIn(),
      amount: bill.owed + 100,
      mode: 'bank_transfer',
      allocations: [{ billId: bill.id, amount: bill.owed }],
    },
    201,
  );
  const customer = await call('POST', '/api/customers', { partyCode: 'C-BACKUP-KA', name: 'Kaveri Pumps' }, 201);
  await call(
    'POST',
    `/api/customers/${customer.id}/delivery-addresses`,
    { label: 'Hosur plant', address: 'Plot 12, SIPCOT Phase II', place: 'Hosur', state: 'Tamil Nadu', pin: '635126' },
    201,
  );
}

/**
 * GSTR-2B of this month (issue 32): the company's GSTIN set, the portal's file of one supplier's
 * invoice imported (no bill has it: only in 2B) and that document deferred.
 */
async function gstr2b(call: typeof ok) {
  const gstin = gstinFor('27', 'AABCA1234K');
  await h.db.execute(sql`update company_settings set gstin = ${gstin}`);
  const month = todayIn().slice(0, 7);
  const [year, mm] = month.split('-');
  const file = {
    data: {
      gstin,
      rtnprd: `${mm}${year}`,
      gendt: `01-${mm}-${year}`,
      docdata: {
        b2b: [
          {
            ctin: gstinFor('27', 'AAACB1234F'),
            trdnm: 'Bharat Steels',
            inv: [{ inum: 'BS/26-27/901', dt: `01-${mm}-${year}`, val: 1180, txval: 1000, cgst: 90, sgst: 90 }],
          },
        ],
      },
    },
  };
  await call('POST', `/api/gst/gstr-2b/import?month=${month}`, file);
  const report = await call('GET', `/api/gst/gstr-2b?month=${month}&view=only-in-2b`);
  await call(
    'POST',
    '/api/gst/gstr-2b/actions',
    { month, action: 'defer', documentId: report.rows[0].document.id },
    201,
  );
}

/**
 * A job-work challan of a product's parts sent to a plater and some of it received back (with a
 * rejection and scrap), and a customer's bars received into their own stock, through the API.
 */
async function jobWorkAndCustomerMaterial(call: typeof ok) {
  const plater = await call('POST', '/api/suppliers', { name: 'Shree Platers', supplierCode: 'JW-BACKUP-1' }, 201);
  const customer = await call('POST', '/api/customers', { partyCode: 'C-BACKUP-JW', name: 'Kirloskar Pumps' }, 201);
  const product = await call(
    'POST',
    '/api/products',
    {
      partyCode: customer.partyCode,
      assembly: 'Fuel pump',
      product_description: 'Plunger sleeve',
      drawing_number: 'DRG-BACKUP-JW',
      product_type: 'Turned component',
      rod_size: '22 mm',
      grade: 'EN8D',
    },
    201,
  );
  const challan = await call(
    'POST',
    '/api/job-work-challans/send',
    {
      supplierId: plater.id,
      challanDate: todayIn(),
      process: 'Zinc plating',
      lines: [
        {
          itemType: 'part',
          productId: product.id,
          description: 'Plunger sleeve',
          unit: 'NOS',
          quantity: 500,
          value: 12500,
          gstRate: 18,
        },
      ],
    },
    201,
  );
  await call(
    'POST',
    `/api/job-work-challans/${challan.id}/receipts`,
    {
      receiptDate: todayIn(),
      jobWorkerChallanNumber: 'PL/118',
      lines: [
        {
          challanLineId: challan.lines[0].id,
          goodQuantity: 480,
          rejectedQuantity: 5,
          rejectionReason: 'Peeled',
          scrapKg: 0.5,
        },
      ],
    },
    201,
  );
  await call(
    'POST',
    '/api/customer-materials/receive',
    {
      customerId: customer.id,
      receiptDate: todayIn(),
      customerChallanNumber: 'DC/4471',
      lines: [{ grade: 'EN19', rodSize: '32 mm Round', heatNumber: 'K-2231', quantity: 512.4, bars: 20 }],
    },
    201,
  );
}

/**
 * A product whose finished parts are kept in stock with its opening count, and bar stock counted in
 * and issued to production against a confirmed order, through the stock API: the switch, the
 * ledger, the balances and the month totals filled.
 */
async function stockEntries(call: typeof ok) {
  const customer = await call('POST', '/api/customers', { partyCode: 'C-BACKUP-ST', name: 'Bharat Forge' }, 201);
  const product = await call(
    'POST',
    '/api/products',
    {
      partyCode: customer.partyCode,
      assembly: 'Axle',
      product_description: 'Stub shaft',
      drawing_number: 'DRG-BACKUP-ST',
      product_type: 'Turned component',
      rod_size: '40 mm Round',
      grade: 'EN19',
      raw_material_weight: 1.25,
    },
    201,
  );
  await call('PUT', `/api/stock/tracked-products/${product.id}`);
  const day = todayIn();
  const count = { kind: 'adjustment', movementDate: day, reason: 'Opening stock count' };
  await call('POST', '/api/stock/movements', { ...count, itemType: 'part', productId: product.id, quantity: 120 }, 201);
  const bar = { itemType: 'material', grade: 'EN19', rodSize: 'Ø40' };
  await call('POST', '/api/stock/movements', { ...count, ...bar, heatNumber: 'B-771', quantity: 640, bars: 16 }, 201);
  const draft = await call(
    'POST',
    '/api/sales-orders',
    { customerId: customer.id, orderDate: day, lines: [{ productId: product.id, quantity: 400, rate: 85 }] },
    201,
  );
  const order = await call('POST', `/api/sales-orders/${draft.id}/confirm`, { version: draft.version });
  await call(
    'POST',
    '/api/stock/movements',
    { kind: 'issue', ...bar, quantity: 250.5, bars: 6, salesOrderId: order.id, movementDate: day },
    201,
  );
}

/**
 * Making the parts, through the API: a machine's capacity and a plant holiday; a work order released
 * with its bar reserved by heat and an operation pinned on the schedule; its first piece passed, a
 * shift's entry with rejected pieces, and the pre-dispatch inspection of a dispatch of the part.
 */
/**
 * The automotive side (issue 30): a quotation costed and sent, a blanket order activated, and a
 * delivery schedule imported from a CSV (its columns remembered) and released as this month's order.
 */
async function contracts(call: typeof ok) {
  const today = todayIn();
  const customer = await call('POST', '/api/customers', { partyCode: 'C-BACKUP-BO', name: 'Bharat Auto' }, 201);
  const product = await call(
    'POST',
    '/api/products',
    {
      partyCode: customer.partyCode,
      assembly: 'Strut',
      product_description: 'Flange bush',
      drawing_number: 'FB-BACKUP',
      product_type: 'Turned component',
      rod_size: '25 mm',
      grade: 'EN8',
      raw_material_weight: 0.185,
      rough_first_cycle_time_sec: 42.5,
    },
    201,
  );
  await call(
    'POST',
    '/api/quotations/send',
    {
      customerId: customer.id,
      enquiryDate: today,
      quotationDate: today,
      validUntil: today,
      lines: [
        {
          productId: product.id,
          barKgPerPiece: 0.185,
          barRate: 78.5,
          operations: [
            { label: 'Rough 1st side', cycleTimeSec: 42.5, efficiencyPercent: 85, setupMinutes: 45, hourRate: 450 },
          ],
          packingPerPiece: 0.35,
          rejectionPercent: 2,
          overheadPercent: 12,
          marginPercent: 10,
          breaks: [{ quantity: 1000, price: 35.5 }],
        },
      ],
    },
    201,
  );
  await call(
    'POST',
    '/api/blanket-orders/activate',
    {
      customerId: customer.id,
      customerPoNumber: 'OPO-BACKUP',
      validFrom: addDays(today, -30),
      validTo: addDays(today, 300),
      lines: [{ productId: product.id, rate: 35.5 }],
    },
    201,
  );
  const query = new URLSearchParams({
    customerId: customer.id,
    month: today.slice(0, 7),
    receivedOn: today,
    firmUntil: today,
    layout: 'long',
    headerRow: '1',
    partColumn: 'Part',
    dateColumn: 'Date',
    quantityColumn: 'Qty',
  });
  const imported = await h.app.inject({
    method: 'POST',
    url: `/api/delivery-schedules/import?${query}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'x-file-name': 'schedule.csv' },
    payload: `Part,Date,Qty\r\nFB-BACKUP,${today.split('-').reverse().join('/')},500\r\n`,
  });
  expect(imported.statusCode, imported.body).toBe(201);
}

async function production(call: typeof ok) {
  const day = todayIn();
  const customer = await call('POST', '/api/customers', { partyCode: 'C-BACKUP-WO', name: 'Mahindra Gears' }, 201);
  const product = await call(
    'POST',
    '/api/products',
    {
      partyCode: customer.partyCode,
      assembly: 'Gearbox',
      product_description: 'Pinion shaft',
      drawing_number: 'DRG-BACKUP-WO',
      product_type: 'Turned component',
      rod_size: '25 mm Round',
      grade: 'EN8',
      raw_material_weight: 0.25,
      single_setup_cycle_time_sec: 45,
    },
    201,
  );
  const bar = { itemType: 'material', grade: 'EN8', rodSize: 'Ø25', heatNumber: 'H-WO-1' };
  const count = { kind: 'adjustment', movementDate: day, reason: 'Opening stock count' };
  await call('POST', '/api/stock/movements', { ...count, ...bar, quantity: 300, bars: 8 }, 201);
  const machine = await call('POST', '/api/machines', { machineNo: 'CNC-BACKUP-3', machineName: 'Ace CNC lathe' }, 201);
  await call('PUT', `/api/schedule/machines/${machine.id}`, {
    shiftsPerDay: 2,
    hoursPerShift: 8,
    firstShiftStart: '07:00',
    workingDays: [1, 2, 3, 4, 5, 6],
    operationKinds: ['rough', 'single_setup'],
    setupMinutes: 45,
    efficiencyPercent: 80,
    breaks: [{ start: '12:30', minutes: 30 }],
    status: 'running',
    version: 1,
  });
  const nextYear = Number(day.slice(0, 4)) + 1;
  await call(
    'POST',
    `/api/schedule/machines/${machine.id}/downtime`,
    {
      kind: 'maintenance',
      startDate: `${nextYear}-02-10`,
      startTime: '09:00',
      returnDate: `${nextYear}-02-10`,
      returnTime: '13:00',
      note: 'Annual spindle service',
    },
    201,
  );
  await call(
    'POST',
    '/api/schedule/holidays',
    { date: `${Number(day.slice(0, 4)) + 1}-01-26`, name: 'Republic Day' },
    201,
  );
  const operator = await call(
    'POST',
    '/api/employees',
    { employeeCode: 'E-BACKUP-OP', firstName: 'Ravi', lastName: 'Kumar' },
    201,
  );
  const order = await call(
    'POST',
    '/api/work-orders/release',
    { productId: product.id, quantity: 1000, woDate: day, dueDate: addDays(day, 30) },
    201,
  );
  const operation = order.operations[0];
  await call('PUT', `/api/schedule/operations/${operation.id}/lock`, {
    machineId: machine.id,
    start: `${addDays(day, 3)}T07:00`,
    version: order.version,
  });
  const od = { characteristic: 'OD', nominal: 24.5, lowerTolerance: -0.02, upperTolerance: 0.02 };
  await call(
    'POST',
    '/api/inspections/first-piece',
    { workOrderId: order.id, inspectedOn: day, inspectorId: operator.id, readings: [{ ...od, measured: [24.51] }] },
    201,
  );
  const [rejection] = await call('GET', '/api/production/reasons?kind=rejection');
  await call(
    'POST',
    '/api/production/entries',
    {
      entryDate: day,
      shift: 1,
      machineId: machine.id,
      operatorId: operator.id,
      workOrderId: order.id,
      operationId: operation.id,
      goodQuantity: 400,
      rejectedQuantity: 5,
      rejectionReasonId: rejection.id,
    },
    201,
  );
  const draft = await call(
    'POST',
    '/api/sales-orders',
    { customerId: customer.id, orderDate: day, lines: [{ productId: product.id, quantity: 400, rate: 85 }] },
    201,
  );
  const confirmed = await call('POST', `/api/sales-orders/${draft.id}/confirm`, { version: draft.version });
  const { dispatches } = await call(
    'POST',
    `/api/sales-orders/${draft.id}/dispatches`,
    { dispatchDate: day, lines: [{ orderLineId: confirmed.lines[0].id, quantity: 200 }], pdiOverride: true },
    201,
  );
  await call(
    'POST',
    '/api/inspections/pdi',
    { dispatchId: dispatches[0].id, inspectedOn: day, sampleSize: 2, readings: [{ ...od, measured: [24.5, 24.49] }] },
    201,
  );
}

/**
 * Proving the parts (issue 31): a gauge calibrated with its certificate, a control plan naming it,
 * a work order's setup check and its lot's PDI measured with it, its good pieces packed in boxes,
 * and the boxes scanned into a dispatch.
 */
async function quality(call: typeof ok) {
  const day = todayIn();
  const customer = await call('POST', '/api/customers', { partyCode: 'C-BACKUP-QA', name: 'Sona Steering' }, 201);
  const product = await call(
    'POST',
    '/api/products',
    {
      partyCode: customer.partyCode,
      assembly: 'Steering',
      product_description: 'Ball stud',
      drawing_number: 'DRG-BACKUP-QA',
      product_type: 'Turned component',
      rod_size: '25 mm Round',
      grade: 'EN8',
      single_setup_cycle_time_sec: 40,
      qty_in_box: 50,
    },
    201,
  );
  const gauge = await call(
    'POST',
    '/api/gauges',
    {
      code: 'MM-BACKUP',
      name: 'Micrometer 0–25 mm',
      gaugeType: 'Micrometer',
      leastCount: 0.001,
      calibrationFrequencyDays: 180,
    },
    201,
  );
  const upload = await h.app.inject({
    method: 'POST',
    url: '/api/gauges/certificates',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', 'x-file-name': 'MM-BACKUP.pdf' },
    payload: Buffer.from('%PDF-1.4\n% calibration MM-BACKUP\n%%EOF\n'),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  await call(
    'POST',
    `/api/gauges/${gauge.id}/calibrations`,
    {
      calibratedOn: day,
      result: 'pass',
      agency: 'NABL lab',
      certificateNumber: 'CAL-BACKUP',
      certificateId: upload.json().id,
    },
    201,
  );
  const od = { characteristic: 'OD', nominal: 24.5, lowerTolerance: -0.02, upperTolerance: 0.02 };
  await call('PUT', `/api/control-plans/${product.id}`, {
    characteristics: [
      {
        ...od,
        special: 'significant',
        gaugeId: gauge.id,
        sampleSize: 2,
        frequency: 'Per setup',
        firstPiece: true,
        inProcess: true,
        pdi: true,
      },
    ],
  });
  const machine = await call('POST', '/api/machines', { machineNo: 'CNC-BACKUP-QA', machineName: 'LMW Smarturn' }, 201);
  const operator = await call(
    'POST',
    '/api/employees',
    { employeeCode: 'E-BACKUP-QA', firstName: 'Meena', lastName: 'Iyer' },
    201,
  );
  const order = await call(
    'POST',
    '/api/work-orders/release',
    { productId: product.id, quantity: 200, woDate: day, dueDate: addDays(day, 20) },
    201,
  );
  const operationId = order.operations[0].id;
  const reading = { ...od, gaugeId: gauge.id, measured: [24.5, 24.51] };
  await call(
    'POST',
    '/api/inspections/first-piece',
    { workOrderId: order.id, inspectedOn: day, readings: [{ ...reading, measured: [24.5] }] },
    201,
  );
  await call(
    'POST',
    '/api/inspections/in-process',
    {
      workOrderId: order.id,
      operationId,
      machineId: machine.id,
      trigger: 'setup',
      inspectedOn: day,
      sampleSize: 2,
      readings: [reading],
    },
    201,
  );
  await call(
    'POST',
    '/api/production/entries',
    {
      entryDate: day,
      shift: 1,
      machineId: machine.id,
      operatorId: operator.id,
      workOrderId: order.id,
      operationId,
      goodQuantity: 100,
    },
    201,
  );
  await call(
    'POST',
    '/api/inspections/lot',
    { workOrderId: order.id, lotQuantity: 100, inspectedOn: day, sampleSize: 2, readings: [reading] },
    201,
  );
  const packing = await call('POST', '/api/boxes/pack', { workOrderId: order.id, quantity: 100, packedOn: day }, 201);
  const draft = await call(
    'POST',
    '/api/sales-orders',
    { customerId: customer.id, orderDate: day, lines: [{ productId: product.id, quantity: 100, rate: 42 }] },
    201,
  );
  const confirmed = await call('POST', `/api/sales-orders/${draft.id}/confirm`, { version: draft.version });
  await call(
    'POST',
    `/api/sales-orders/${draft.id}/dispatches`,
    {
      dispatchDate: day,
      lines: [{ orderLineId: confirmed.lines[0].id, quantity: 50 }],
      boxCodes: [packing.boxes[0].code],
    },
    201,
  );
}

beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
  // One sign-in through the API (the harness mints its tokens): the sign-in throttle's table has its row.
  const signIn = await h.call('POST', '/api/auth/login', { body: ADMIN });
  expect(signIn.statusCode, signIn.body).toBe(200);
  // Sales, invoices, payments and master data by bulk SQL; then writes through the API, so the
  // triggers' copies and anything the app logs are there too.
  await seedBench(h.db, { rows: 200, documents: 30 });
  const department = await ok('POST', '/api/departments', { name: 'Machining' }, 201);
  const designation = await ok('POST', '/api/designations', { name: 'Setter', departmentId: department.id }, 201);
  await ok(
    'POST',
    '/api/employees',
    {
      employeeCode: 'E-BACKUP-1',
      firstName: 'Asha',
      lastName: 'Kulkarni',
      departmentId: department.id,
      designationId: designation.id,
    },
    201,
  );
  await ok('PATCH', `/api/departments/${department.id}`, { name: 'CNC Machining' });
  await h.userWith([{ scope: 'customers', actions: ['view'] }]);
  await issueInvoice(ok);
  await issueInvoice(ok);
  await creditNote(ok);
  await stockEntries(ok);
  const order = await purchaseOrder(ok);
  await goodsReceipt(ok, order);
  await accounts(ok, order);
  await gstr2b(ok);
  await jobWorkAndCustomerMaterial(ok);
  await production(ok);
  await contracts(ok);
  await quality(ok);

  folder = await mkdtemp(join(tmpdir(), 'lathe-backup-'));
  file = join(folder, 'lathe.backup.gz');
  backup = await backupDatabase(h.db, file);
  source = await databaseSummaries(h.db);
  const [series] = await rowsOf<{ n: number }>(
    h.db,
    sql`select last_number::int as n from document_series where prefix = ${SERIES_PREFIX.invoice} and financial_year = ${fy}`,
  );
  lastInvoice = series?.n ?? 0;
}, 120_000);

afterAll(async () => {
  for (const database of opened) await database.close();
  await scratch?.close();
  await h?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A copy of the backup with its JSON lines changed by `edit`. */
async function editedBackup(name: string, edit: (lines: string[]) => string[]) {
  const lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .trimEnd()
    .split('\n');
  const edited = join(folder, name);
  await writeFile(edited, gzipSync(`${edit(lines).join('\n')}\n`));
  return edited;
}

/**
 * The database every refused restore goes into, of the source's kind: each refusal must leave
 * it without a table, and at the end the good backup restores into it.
 */
let scratch: Database | undefined;

/** Restoring `from` fails with `message`, and the database is left with no table. */
async function expectRefused(from: string, message: RegExp) {
  scratch ??= await emptyDatabase(kindOf(h.db));
  const error = await restoreDatabase(scratch.db, from).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BackupError);
  expect((error as Error).message).toMatch(message);
  expect(await publicTables(scratch.db)).toEqual([]);
}

describe('backup', () => {
  it('holds every table of the public schema, each with its row count and checksum', async () => {
    const tables = await publicTables(h.db);
    expect(Object.keys(backup.tables).sort()).toEqual(tables);
    expect(backup.tables).toEqual(source);
    // The fill reaches every table, so each one's restore is really compared; but generation_changes,
    // which holds a writing transaction's row only until it commits, so no other ever sees one.
    const empty = Object.entries(backup.tables).filter(([, t]) => t.rows === 0);
    expect(empty.map(([name]) => name)).toEqual(['generation_changes']);
    expect(backup.rows).toBeGreaterThan(1000);
    expect((await stat(file)).size).toBe(backup.bytes);
  });

  it('refuses to overwrite an existing file', async () => {
    await expect(backupDatabase(h.db, file)).rejects.toThrow(/already exists/);
  });
});

// Each restore opens databases and loads thousands of rows: more than the default 30 s on a busy machine.
describe('restore', { timeout: 120_000 }, () => {
  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const error = await restoreDatabase(h.db, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(
      /^The target database is not empty: it already has \d+ tables or sequences \(audit_log, /,
    );
    expect(await databaseSummaries(h.db)).toEqual(source);
  });

  it('refuses a file cut short, leaving the database empty', async () => {
    const bytes = await readFile(file);
    const cut = join(folder, 'cut.backup.gz');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await expectRefused(cut, /cut short/);
  });

  it('refuses a file whose last lines are missing, though its gzip is whole', async () => {
    const cut = await editedBackup('no-summary.backup.gz', (lines) => lines.slice(0, -1));
    await expectRefused(cut, /ends before its summary: it was cut short/);
  });

  it('refuses a file with a changed value, by its checksum, leaving the database empty', async () => {
    const changed = await editedBackup('changed.backup.gz', (lines) => {
      const header = JSON.parse(lines[0] as string) as { tables: { name: string; columns: { name: string }[] }[] };
      const columns = header.tables.find((t) => t.name === 'customers')?.columns ?? [];
      const name = columns.findIndex((c) => c.name === 'name');
      const start = lines.indexOf(JSON.stringify({ table: 'customers' }));
      const row = JSON.parse(lines[start + 1] as string) as (string | null)[];
      row[name] = `${row[name]} (changed)`;
      return lines.map((line, i) => (i === start + 1 ? JSON.stringify(row) : line));
    });
    await expectRefused(changed, /damaged at line \d+: table customers has \d+ rows with checksum/);
  });

  it('refuses a backup that lacks a table, naming it', async () => {
    const lacking = await editedBackup('lacking.backup.gz', (lines) => {
      const header = JSON.parse(lines[0] as string);
      header.tables = header.tables.filter((t: { name: string }) => t.name !== 'payments');
      const start = lines.indexOf(JSON.stringify({ table: 'payments' }));
      const end = lines.findIndex((line) => line.startsWith('{"end":"payments"'));
      return [JSON.stringify(header), ...lines.slice(1, start), ...lines.slice(end + 1)];
    });
    await expectRefused(lacking, /The backup has no rows for table payments/);
  });

  it('refuses a backup from a newer version of Lathe, and a file that is no backup', async () => {
    const newer = await editedBackup('newer.backup.gz', (lines) => {
      const header = JSON.parse(lines[0] as string);
      header.migrations.push({ hash: 'f'.repeat(64), createdAt: 4_102_444_800_000 });
      return [JSON.stringify(header), ...lines.slice(1)];
    });
    await expectRefused(newer, /made by a newer or a different version/);
    const text = join(folder, 'notes.txt');
    await writeFile(text, 'not a backup');
    await expectRefused(text, /cannot be read: it is damaged or not a gzip file/);
    await expectRefused(join(folder, 'missing.backup.gz'), /No backup file at/);
  });

  it('restores into the database the refusals left empty, every row count and checksum equal', async () => {
    scratch ??= await emptyDatabase(kindOf(h.db));
    const result = await restoreDatabase(scratch.db, file);
    restored.push(scratch);
    expect(result.tables).toEqual(source);
    expect(result.rows).toBe(backup.rows);
    expect(await databaseSummaries(scratch.db)).toEqual(source);
  });

  it.runIf(otherKind)(
    `restores into a new ${otherKind ?? 'other'} database, every row count and checksum equal`,
    async () => {
      const target = await emptyDatabase(otherKind as 'pglite' | 'postgres');
      opened.push(target);
      const result = await restoreDatabase(target.db, file);
      restored.push(target);
      expect(result.tables).toEqual(source);
      expect(await databaseSummaries(target.db)).toEqual(source);
    },
  );

  it('gives a database the app runs on: lists, kept counts, copied names and invoice numbers go on', async () => {
    const target = restored.at(-1) as Database;
    const config = loadConfig({ DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
    const app = await buildApp({
      config,
      db: target.db,
      secrets: { access: randomBytes(32), refresh: randomBytes(32) },
      logger: false,
    });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      expect(login.statusCode, login.body).toBe(200);
      const restoredToken = login.json().accessToken as string;
      const call: typeof ok = async (method, url, body, status = 200) => {
        const res = await app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${restoredToken}` },
          ...(body ? { payload: body } : {}),
        });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
        return res.json();
      };
      const before = await ok('GET', '/api/customers?limit=5&sortBy=partyCode&sortOrder=asc');
      const after = await call('GET', '/api/customers?limit=5&sortBy=partyCode&sortOrder=asc');
      expect(after).toEqual(before);

      const counts = sql`select list, row_count::int as n from list_counts order by list`;
      expect(await rowsOf(target.db, counts)).toEqual(await rowsOf(h.db, counts));
      const copied = sql`select department_name as name from employees where employee_code = 'E-BACKUP-1'`;
      expect(await rowsOf(target.db, copied)).toEqual([{ name: 'CNC Machining' }]);

      expect(await issueInvoice(call)).toBe(seriesNumber(SERIES_PREFIX.invoice, fy, lastInvoice + 1));
      // The triggers are on again: the new customer and invoice are counted.
      const [customers] = await rowsOf<{ n: number }>(
        target.db,
        sql`select row_count::int as n from list_counts where list = 'customers'`,
      );
      const [real] = await rowsOf<{ n: number }>(
        target.db,
        sql`select count(*)::int as n from customers where not is_deleted`,
      );
      expect(customers?.n).toBe(real?.n);
    } finally {
      await app.close();
    }
  });

  it('restores a backup made before the latest migrations, then runs them', async () => {
    const migrations = appMigrations();
    const older = await openEmptyPglite();
    opened.push(older);
    await inTransaction(older.db, 'write', async (conn) => {
      await applyMigrations(conn, migrations.slice(0, -1));
      await conn.query(`insert into roles (name, permissions) values ('Old role', '[]')`);
    });
    const olderFile = join(folder, 'older.backup.gz');
    await backupDatabase(older.db, olderFile);

    const target = await emptyDatabase('pglite');
    opened.push(target);
    const result = await restoreDatabase(target.db, olderFile);
    expect(result.migrationsAfter).toBe(1);
    const level = await inTransaction(target.db, 'read', appliedMigrations);
    expect(level.map((m) => m.createdAt)).toEqual(migrations.map((m) => m.folderMillis));
    expect(await publicTables(target.db)).toEqual(await publicTables(h.db));
    expect(await rowsOf(target.db, sql`select name from roles`)).toEqual([{ name: 'Old role' }]);
  });
});
