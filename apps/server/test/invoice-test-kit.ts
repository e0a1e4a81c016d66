import { randomUUID } from 'node:crypto';
import { fromPaise, gstinCheckChar, lineAmountPaise, sumPaise, todayIn, toPaise } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { salesOrderLines, salesOrders } from '../src/db/schema/index.js';
import { createHarness, type Harness } from './harness.js';

/** A GSTIN with a valid check character for a state code. */
export const gstinFor = (stateCode: string, pan = 'AAPFU0939F') =>
  `${stateCode}${pan}1Z${gstinCheckChar(`${stateCode}${pan}1Z`)}`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A valid POST products body for the customer's party code, with a fresh drawing number. */
export const productBody = (partyCode: string, fields: Record<string, unknown> = {}) => ({
  partyCode,
  assembly: 'Fuel pump',
  product_description: 'Plunger sleeve',
  drawing_number: `DRG-${randomUUID().slice(0, 6)}`,
  product_type: 'Turned component',
  rod_size: '22 mm',
  grade: 'EN8D',
  hsnCode: '84139190',
  gstRate: 18,
  ...fields,
});

/**
 * What the invoice test files share: a harness on a fresh database, opened before the file's
 * tests and closed after them, with the company settings saved (unless `company: false`, for
 * the tests of what issuing needs) and the environment `env` gives; masters made through the API as a user would, and sales
 * orders written straight into their tables (the orders module is tested on its own).
 */
export function invoiceTestKit({
  company = true,
  env = () => ({}),
  onQuery,
}: {
  company?: boolean;
  /** The server's environment, read when the harness opens (after the file's earlier beforeAll hooks). */
  env?: () => Record<string, string>;
  /** Told of every statement the database is sent. */
  onQuery?: (query: string) => void;
} = {}) {
  let harness: Harness | undefined;
  let orders = 0;
  beforeAll(async () => {
    harness = await createHarness(env(), { onQuery });
    if (company) await kit.setCompany();
  });
  afterAll(() => harness?.close());

  const h = () => {
    if (!harness) throw new Error('The harness opens in beforeAll');
    return harness;
  };

  /** An API call as the admin, answered as it is. */
  async function call(method: Method, url: string, body?: object) {
    return h().call(method, url, { token: await h().adminToken(), body });
  }

  /** An API call as the admin that must answer `status`; its body. */
  async function ok(method: Method, url: string, body?: object, status = 200) {
    const res = await call(method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  }

  /** A draft invoice body for one or more lines. */
  const draftBody = (customerId: string, lines: Record<string, unknown>[], fields: Record<string, unknown> = {}) => ({
    customerId,
    invoiceDate: todayIn(),
    lines: lines.map((line) => ({ description: 'Plunger sleeve', quantity: 1, rate: 100, gstRate: 18, ...line })),
    ...fields,
  });

  const customer = (fields: Record<string, unknown> = {}) => {
    const partyCode = `C-${randomUUID().slice(0, 8)}`;
    return ok(
      'POST',
      '/api/customers',
      {
        partyCode,
        name: `Customer ${partyCode}`,
        state: 'Maharashtra',
        billingAddress: 'Gat 22, Chakan, Pune',
        paymentTermsDays: 30,
        ...fields,
      },
      201,
    );
  };

  const product = (partyCode: string, fields: Record<string, unknown> = {}) =>
    ok('POST', '/api/products', productBody(partyCode, fields), 201);

  /** A confirmed sales order with its lines, written into the tables; returns its id and line ids. */
  async function order(
    customerId: string,
    lines: { productId: string; quantity: number; rate: number; dispatchedQuantity?: number }[],
    fields: Partial<typeof salesOrders.$inferInsert> = {},
  ) {
    orders += 1;
    const { db } = h();
    const amounts = lines.map((l) => lineAmountPaise(l.quantity, toPaise(l.rate)));
    const [row] = await db
      .insert(salesOrders)
      .values({
        orderNumber: `SO/TEST/${randomUUID().slice(0, 8)}-${orders}`,
        status: 'confirmed',
        customerId,
        orderDate: '2026-04-01',
        customerPoNumber: `PO-${orders}`,
        customerPoDate: '2026-03-28',
        totalAmount: fromPaise(sumPaise(amounts)),
        confirmedAt: new Date(),
        ...fields,
      })
      .returning();
    const id = (row as { id: string }).id;
    const inserted = await db
      .insert(salesOrderLines)
      .values(
        lines.map((l, i) => ({
          orderId: id,
          lineNumber: i + 1,
          productId: l.productId,
          drawingNumber: 'DRG-ON-ORDER',
          description: 'As ordered',
          quantity: l.quantity,
          rate: l.rate,
          amount: fromPaise(amounts[i] as number),
          dispatchedQuantity: l.dispatchedQuantity ?? 0,
        })),
      )
      .returning({ id: salesOrderLines.id });
    return {
      id,
      customerId,
      orderNumber: (row as { orderNumber: string }).orderNumber,
      lineIds: inserted.map((l) => l.id),
    } satisfies Order;
  }

  const draft = (body: object) => ok('POST', '/api/invoices', body, 201);
  const issue = (id: string, body: object = {}) => ok('POST', `/api/invoices/${id}/issue`, body);

  const kit = {
    /** The harness, for the database and calls as other users. */
    get h() {
      return h();
    },
    call,
    ok,

    /** The company settings, as an admin saves them. */
    setCompany: (fields: Record<string, unknown> = {}) =>
      ok('PUT', '/api/company-settings', {
        name: 'Acme Precision Components Pvt Ltd',
        address: 'Plot 14, MIDC Bhosari, Pune 411026',
        state: 'Maharashtra',
        gstin: gstinFor('27', 'AABCA1234K'),
        bankName: 'State Bank of India',
        bankAccountNumber: '12345678901',
        bankIfsc: 'SBIN0001234',
        invoiceTerms: 'Interest at 18% p.a. on payments after the due date.',
        ...fields,
      }),

    customer,
    product,
    order,

    /** A new customer, one product of theirs, and a confirmed order of `quantity` of it at ₹`rate`. */
    async oneLineOrder(quantity: number, rate: number) {
      const buyer = await customer();
      const part = await product(buyer.partyCode);
      return { customer: buyer, product: part, order: await order(buyer.id, [{ productId: part.id, quantity, rate }]) };
    },

    async orderState(orderId: string) {
      const { db } = h();
      const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, orderId));
      const lines = await db
        .select()
        .from(salesOrderLines)
        .where(eq(salesOrderLines.orderId, orderId))
        .orderBy(salesOrderLines.lineNumber);
      return { status: row?.status, invoiced: lines.map((l) => l.invoicedQuantity) };
    },

    draftBody,

    /** A draft body invoicing lines of an order, each `{line, quantity}` naming the order line by its index. */
    orderDraftBody: (order: Order, picks: { line: number; quantity: number }[], fields: Record<string, unknown> = {}) =>
      draftBody(
        order.customerId,
        picks.map(({ line, quantity }) => ({ salesOrderLineId: order.lineIds[line], quantity })),
        { salesOrderId: order.id, ...fields },
      ),

    draft,
    issue,
    /** A new draft of this body, issued. */
    issueNew: async (body: object) => issue((await draft(body)).id),
    get: (id: string) => ok('GET', `/api/invoices/${id}`),
  };
  return kit;
}

/** A sales order as `order` writes it. */
interface Order {
  id: string;
  customerId: string;
  orderNumber: string;
  lineIds: string[];
}
