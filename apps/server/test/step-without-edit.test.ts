import {
  CUSTOMER_MATERIAL_FLOW,
  GOODS_RECEIPT_FLOW,
  INVOICE_FLOW,
  JOB_WORK_CHALLAN_FLOW,
  NOTE_FLOW,
  type PermissionCheck,
  PURCHASE_ORDER_FLOW,
  SALES_ORDER_FLOW,
  SUPPLIER_BILL_FLOW,
  todayIn,
  WORK_ORDER_FLOW,
} from '@lathe/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentSeries } from '../src/db/schema/index.js';
import { only, sameCheck } from './access-kit.js';
import { invoiceTestKit } from './invoice-test-kit.js';
import { type RecordFactory, recordFactory } from './record-fixtures.js';

/*
 * Save-and-step by a user who may take the step but not edit the draft (an approver): any change
 * of content needs edit, so `PUT /{document}/:id/{step}` steps the draft only as it stands. A
 * changed body is refused whole (403, nothing saved, no number taken); the body as stored steps it;
 * a user who may also edit saves the change and steps it, as before. One table, every document on
 * the kit's save-and-step route.
 */

// biome-ignore lint/suspicious/noExplicitAny: records and bodies as the API answers and takes them
type Json = any;

interface FlowSteps {
  steps: Readonly<Record<string, { permission: PermissionCheck; to?: string }>>;
}

interface DocumentCase {
  /** The path under /api. */
  resource: string;
  flow: FlowSteps;
  /** The step its save-and-step route takes (issue, confirm, release, receive, send). */
  step: string;
  /** The answer's field the step's number goes in. */
  number: string;
  /** The body of a new draft, with the records it names made by the admin. */
  body(make: RecordFactory): Promise<Json>;
  /** The body with some of its content changed: a rate or a quantity. */
  change(body: Json): Json;
  /** What `change` changes, as the answer shows it. */
  changed(doc: Json): unknown;
}

/** The body with its first line's `fields` replaced. */
const firstLine = (body: Json, fields: Json) => ({
  ...body,
  lines: body.lines.map((line: Json, i: number) => (i === 0 ? { ...line, ...fields } : line)),
});

const CASES: DocumentCase[] = [
  {
    resource: 'sales-orders',
    flow: SALES_ORDER_FLOW,
    step: 'confirm',
    number: 'orderNumber',
    body: async (make) => {
      const { customer, product } = await make.customerWithProduct();
      return firstLine(make.bodies.salesOrder(customer.id, product.id), { rate: 100 });
    },
    change: (body) => firstLine(body, { rate: 1 }),
    changed: (doc) => doc.lines[0].rate,
  },
  {
    resource: 'invoices',
    flow: INVOICE_FLOW,
    step: 'issue',
    number: 'invoiceNumber',
    body: async (make) => {
      const { customer, product } = await make.customerWithProduct();
      return firstLine(make.bodies.invoice(customer.id, product.id), { rate: 100 });
    },
    change: (body) => firstLine(body, { rate: 1 }),
    changed: (doc) => doc.lines[0].rate,
  },
  {
    resource: 'notes',
    flow: NOTE_FLOW,
    step: 'issue',
    number: 'noteNumber',
    body: async (make) => make.bodies.note(await make.invoice('issued')),
    change: (body) => firstLine(body, { rate: 1 }),
    changed: (doc) => doc.lines[0].rate,
  },
  {
    resource: 'purchase-orders',
    flow: PURCHASE_ORDER_FLOW,
    step: 'confirm',
    number: 'poNumber',
    body: async (make) => firstLine(make.bodies.purchaseOrder((await make.supplier()).id), { rate: 100 }),
    change: (body) => firstLine(body, { rate: 1 }),
    changed: (doc) => doc.lines[0].rate,
  },
  {
    resource: 'goods-receipts',
    flow: GOODS_RECEIPT_FLOW,
    step: 'receive',
    number: 'grnNumber',
    body: async (make) => make.bodies.goodsReceipt(await make.purchaseOrder('confirmed')),
    change: (body) => firstLine(body, { receivedQuantity: 8, acceptedQuantity: 8 }),
    changed: (doc) => doc.lines[0].acceptedQuantity,
  },
  {
    resource: 'supplier-bills',
    flow: SUPPLIER_BILL_FLOW,
    step: 'book',
    number: 'billNumber',
    // 10 kg of a received receipt at the order's ₹78.50: ₹785 + ₹70.65 + ₹70.65 = ₹926.30, matched.
    body: async (make) => {
      const receipt = await make.goodsReceipt('received');
      return {
        supplierId: receipt.supplierId,
        purchaseOrderId: receipt.purchaseOrderId,
        supplierInvoiceNumber: `SWE-${receipt.id.slice(0, 8)}`,
        supplierInvoiceDate: todayIn(),
        billDate: todayIn(),
        invoiceTotal: 926.3,
        lines: [
          {
            purchaseOrderLineId: receipt.lines[0].purchaseOrderLineId,
            goodsReceiptLineId: receipt.lines[0].id,
            description: 'Bright bar EN8',
            quantity: 10,
            rate: 78.5,
            gstRate: 18,
          },
        ],
      };
    },
    // A changed description: the bill still matches, so it books.
    change: (body) => firstLine(body, { description: 'Bright bar EN8 Ø25' }),
    changed: (doc) => doc.lines[0].description,
  },
  {
    resource: 'job-work-challans',
    flow: JOB_WORK_CHALLAN_FLOW,
    step: 'send',
    number: 'challanNumber',
    body: async (make) => make.bodies.jobWorkChallan((await make.supplier()).id, (await make.product()).id),
    change: (body) => firstLine(body, { quantity: 400 }),
    changed: (doc) => doc.lines[0].quantity,
  },
  {
    resource: 'customer-materials',
    flow: CUSTOMER_MATERIAL_FLOW,
    step: 'receive',
    number: 'receiptNumber',
    body: async (make) => make.bodies.customerMaterial((await make.customer()).id),
    change: (body) => firstLine(body, { quantity: 200 }),
    changed: (doc) => doc.lines[0].quantity,
  },
  {
    resource: 'work-orders',
    flow: WORK_ORDER_FLOW,
    step: 'release',
    number: 'woNumber',
    body: async (make) => {
      const customer = await make.customer();
      const product = await make.admin('POST', '/api/products', make.bodies.plannedProduct(customer.partyCode));
      return make.bodies.workOrder(product.id);
    },
    change: (body) => ({ ...body, quantity: 600 }),
    changed: (doc) => doc.quantity,
  },
];

/** `body`'s fields with the values `doc` answers for them: the draft as a form filled from it sends it back. */
function asAnswered(doc: Json, body: Json): Json {
  if (Array.isArray(body)) return body.map((item, i) => asAnswered(doc?.[i], item));
  if (body === null || typeof body !== 'object') return doc;
  return Object.fromEntries(Object.keys(body).map((key) => [key, asAnswered(doc?.[key], body[key])]));
}

const stepOf = (c: DocumentCase) => c.flow.steps[c.step]?.permission as PermissionCheck;
const editOf = (c: DocumentCase) => c.flow.steps.edit?.permission as PermissionCheck;
/** The documents whose step is a permission of its own, so an approver may hold it without edit. */
const APPROVED = CASES.filter((c) => !sameCheck(stepOf(c), editOf(c)));

const kit = invoiceTestKit();
let make: RecordFactory;
beforeAll(() => {
  make = recordFactory(kit.h);
});

/** Every number every series has given so far: a refused step must not move it. */
const numbersTaken = async () =>
  (await kit.h.db.select({ lastNumber: documentSeries.lastNumber }).from(documentSeries)).reduce(
    (sum, series) => sum + series.lastNumber,
    0,
  );

/** A new draft of `c` and the body it was made from. */
async function draftOf(c: DocumentCase) {
  const body = await c.body(make);
  const draft = await make.admin('POST', `/api/${c.resource}`, body);
  return { body, draft };
}

/** A user holding the step's permission, viewing the document, and editing it when `edit`. */
const userFor = (c: DocumentCase, edit: boolean) =>
  kit.h.userWith(only(stepOf(c), { scope: editOf(c).scope, action: 'view' }, ...(edit ? [editOf(c)] : [])));

it('has an approver without edit for every document but the sales order, whose confirming is editing', () => {
  expect(CASES.filter((c) => !APPROVED.includes(c)).map((c) => c.resource)).toEqual(['sales-orders']);
});

describe.each(APPROVED)('$resource: a user who may $step but not edit', (c) => {
  it(`is refused a changed draft on PUT /:id/${c.step}: 403, nothing saved, no number taken`, async () => {
    const approver = await userFor(c, false);
    const { body, draft } = await draftOf(c);
    const before = await numbersTaken();

    const res = await kit.h.call('PUT', `/api/${c.resource}/${draft.id}/${c.step}`, {
      token: approver.accessToken,
      body: { ...c.change(body), version: draft.version },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe('You do not have permission to do this');

    const stored = await make.admin('GET', `/api/${c.resource}/${draft.id}`);
    expect(stored).toMatchObject({ status: 'draft', version: draft.version, [c.number]: null });
    expect(c.changed(stored)).toBe(c.changed(body));
    expect(await numbersTaken()).toBe(before);
  });

  it(`steps the draft as stored on PUT /:id/${c.step}`, async () => {
    const approver = await userFor(c, false);
    const { body, draft } = await draftOf(c);

    const res = await kit.h.call('PUT', `/api/${c.resource}/${draft.id}/${c.step}`, {
      token: approver.accessToken,
      body: { ...body, version: draft.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stepped = res.json();
    expect(stepped.status).toBe(c.flow.steps[c.step]?.to);
    expect(stepped[c.number]).toEqual(expect.any(String));
    expect(c.changed(stepped)).toBe(c.changed(body));
  });

  it(`steps the draft as the API answers it on PUT /:id/${c.step}`, async () => {
    const approver = await userFor(c, false);
    const { body, draft } = await draftOf(c);

    const res = await kit.h.call('PUT', `/api/${c.resource}/${draft.id}/${c.step}`, {
      token: approver.accessToken,
      body: { ...asAnswered(draft, body), version: draft.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(c.flow.steps[c.step]?.to);
  });

  it(`steps the draft on POST /:id/${c.step}, as before`, async () => {
    const approver = await userFor(c, false);
    const { draft } = await draftOf(c);
    const res = await kit.h.call('POST', `/api/${c.resource}/${draft.id}/${c.step}`, {
      token: approver.accessToken,
      body: { version: draft.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(c.flow.steps[c.step]?.to);
  });
});

describe.each(CASES)('$resource: a user who may $step and edit', (c) => {
  it(`saves a changed draft and steps it on PUT /:id/${c.step}`, async () => {
    const editor = await userFor(c, true);
    const { body, draft } = await draftOf(c);
    const changed = c.change(body);

    const res = await kit.h.call('PUT', `/api/${c.resource}/${draft.id}/${c.step}`, {
      token: editor.accessToken,
      body: { ...changed, version: draft.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stepped = res.json();
    expect(stepped.status).toBe(c.flow.steps[c.step]?.to);
    expect(stepped[c.number]).toEqual(expect.any(String));
    expect(c.changed(stepped)).toBe(c.changed(changed));
    expect(c.changed(stepped)).not.toBe(c.changed(body));
  });
});

describe('a work order released by a user who may release but not edit', () => {
  it('is refused a body that leaves out what the draft says (its remarks): leaving out clears it', async () => {
    const c = CASES.find((one) => one.resource === 'work-orders') as DocumentCase;
    const approver = await userFor(c, false);
    const { body, draft } = await draftOf(c);
    const { remarks: _left, ...withoutRemarks } = body;

    const res = await kit.h.call('PUT', `/api/work-orders/${draft.id}/release`, {
      token: approver.accessToken,
      body: { ...withoutRemarks, version: draft.version },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(await make.admin('GET', `/api/work-orders/${draft.id}`)).toMatchObject({
      status: 'draft',
      remarks: body.remarks,
    });
  });
});

describe('an invoice issued by a user who may issue but not edit, its customer changed since the draft was saved', () => {
  it('is refused the draft as stored on PUT, whose save would copy the new address on, and issued on POST', async () => {
    const c = CASES.find((one) => one.resource === 'invoices') as DocumentCase;
    const approver = await userFor(c, false);
    const customerBody = make.bodies.customer();
    const customer = await make.admin('POST', '/api/customers', customerBody);
    const product = await make.admin('POST', '/api/products', make.bodies.product(customer.partyCode));
    const body = make.bodies.invoice(customer.id, product.id);
    const draft = await make.admin('POST', '/api/invoices', body);
    const moved = 'Plot 9, MIDC Ranjangaon, Pune 412220';
    await make.admin('PUT', `/api/customers/${customer.id}`, {
      ...customerBody,
      billingAddress: moved,
      version: customer.version,
    });
    const as = (method: 'POST' | 'PUT', requestBody: object) =>
      kit.h.call(method, `/api/invoices/${draft.id}/issue`, { token: approver.accessToken, body: requestBody });

    const refused = await as('PUT', { ...body, version: draft.version });
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await make.admin('GET', `/api/invoices/${draft.id}`)).billingAddress).toBe(draft.billingAddress);

    const issued = await as('POST', { version: draft.version });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({ status: 'issued', billingAddress: moved });
  });
});
