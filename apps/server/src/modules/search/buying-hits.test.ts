import { materialKey, type RecordKind, type Scope } from '@lathe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { recordFactory } from '../../../test/record-fixtures.js';
import { kindsAndIds, searchAs, tokenWithout } from '../../../test/search-test-kit.js';

/** Ctrl/Cmd+K over buying, stores and job work: purchase orders, goods receipts, heats, challans and suppliers. */
const h: Harness = await createHarness();
afterAll(() => h.close());
const make = recordFactory(h);
const search = searchAs(h);

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;
let supplier: Json;
let order: Json;
let receipt: Json;
let jobWorker: Json;
let challan: Json;
let freeIssue: Json;

/** Sharda Steels' purchase order, partly received under heat SH-77120; Anand Platers' challan; a customer's bar. */
beforeAll(async () => {
  supplier = await make.admin('POST', '/api/suppliers', {
    ...make.bodies.supplier(),
    name: 'Sharda Steels',
    supplierCode: 'SHS-01',
    state: 'Maharashtra',
  });
  const drafted = await make.admin('POST', '/api/purchase-orders', make.bodies.purchaseOrder(supplier.id));
  order = await make.admin('POST', `/api/purchase-orders/${drafted.id}/confirm`, { version: drafted.version }, 200);
  const receiptBody = make.bodies.goodsReceipt(order);
  receipt = await make.admin('POST', '/api/goods-receipts/receive', {
    ...receiptBody,
    lines: receiptBody.lines.map((line) => ({ ...line, heatNumber: 'sh-77120' })),
  });
  jobWorker = await make.admin('POST', '/api/suppliers', { ...make.bodies.supplier(), name: 'Anand Platers' });
  const product = await make.product();
  challan = await make.admin(
    'POST',
    '/api/job-work-challans/send',
    make.bodies.jobWorkChallan(jobWorker.id, product.id),
  );
  freeIssue = await make.customerMaterial('received');
});

describe('GET /api/search: buying, stores and job work', () => {
  it('finds each kind by its number and by its party, and shows a heat’s bar and where it came from', async () => {
    // Purchase orders by number and supplier; goods receipts by number, PO number and supplier.
    expect(kindsAndIds(await search(order.poNumber))).toEqual([
      ['purchase-order', order.id],
      ['goods-receipt', receipt.id],
    ]);
    expect(kindsAndIds(await search(receipt.grnNumber))).toEqual([['goods-receipt', receipt.id]]);
    const bySupplier = await search('sharda');
    expect(kindsAndIds(bySupplier)).toEqual([
      ['purchase-order', order.id],
      ['goods-receipt', receipt.id],
      ['supplier', supplier.id],
    ]);
    expect(bySupplier).toEqual([
      { kind: 'purchase-order', id: order.id, title: order.poNumber, detail: 'Sharda Steels · partly received' },
      {
        kind: 'goods-receipt',
        id: receipt.id,
        title: receipt.grnNumber,
        detail: `Sharda Steels · ${order.poNumber} · received`,
      },
      { kind: 'supplier', id: supplier.id, title: 'SHS-01', detail: 'Sharda Steels · Maharashtra' },
    ]);
    // A supplier by code (its orders carry the code too).
    expect(kindsAndIds(await search('SHS-01'))).toEqual([
      ['purchase-order', order.id],
      ['supplier', supplier.id],
    ]);

    // A challan by number and by its job worker, who is a supplier too.
    const challanHit = {
      kind: 'job-work-challan',
      id: challan.id,
      title: challan.challanNumber,
      detail: 'Anand Platers · Zinc plating · sent',
    };
    expect(await search(challan.challanNumber)).toEqual([challanHit]);
    const byJobWorker = await search('Anand Platers');
    expect(byJobWorker).toEqual([challanHit, expect.objectContaining({ kind: 'supplier', id: jobWorker.id })]);

    // A heat by its number or part of it: its bar and the supplier whose receipt brought it in.
    const heat = {
      kind: 'heat',
      id: materialKey('EN8', '25 mm Round'),
      title: 'SH-77120',
      detail: 'EN8 Ø25 · Sharda Steels',
    };
    expect(await search('SH-77120')).toEqual([heat]);
    expect(await search('77120')).toEqual([heat]);
    // A customer's free-issue heat says whose material it is.
    const [line] = freeIssue.lines;
    expect(await search(line.heatNumber)).toEqual([
      {
        kind: 'heat',
        id: materialKey('EN19', '32 mm Round'),
        title: line.heatNumber,
        detail: `EN19 Ø32 · ${freeIssue.customerName}’s material`,
      },
    ]);
  });

  it.each<[Scope, RecordKind, string]>([
    ['purchase-orders', 'purchase-order', 'Sharda'],
    ['goods-receipts', 'goods-receipt', 'Sharda'],
    ['suppliers', 'supplier', 'Sharda'],
    ['job-work', 'job-work-challan', 'Anand'],
    ['stock', 'heat', 'SH-77120'],
  ])('answers a user who may not view %s none of its %s hits, and the rest as before', async (scope, kind, text) => {
    const everything = await search(text);
    expect(everything.map((hit) => hit.kind)).toContain(kind);
    expect(await search(text, await tokenWithout(h, scope))).toEqual(everything.filter((hit) => hit.kind !== kind));
  });
});
