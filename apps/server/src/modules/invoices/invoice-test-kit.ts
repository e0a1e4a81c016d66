import { randomUUID } from 'node:crypto';
import { fromPaise, gstinCheckChar, lineAmountPaise, sumPaise, todayIn, toPaise } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../../../test/harness.js';
import { salesOrderLines, salesOrders } from '../../db/schema/index.js';

/** A GSTIN with a valid check character for a state code. */
export const gstinFor = (stateCode: string, pan = 'AAPFU0939F') =>
  `${stateCode}${pan}1Z${gstinCheckChar(`${stateCode}${pan}1Z`)}`;

/**
 * What the invoice tests share: masters made through the API as a user would, and sales
 * orders written straight into their tables (the orders module is tested on its own), all
 * on the harness's real database.
 */
export function invoiceKit(h: Harness) {
  let orders = 0;
  const token = () => h.adminToken();

  async function ok(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object, status = 200) {
    const res = await h.call(method, url, { token: await token(), body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  }

  return {
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

    customer: (fields: Record<string, unknown> = {}) => {
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
    },

    product: (partyCode: string, fields: Record<string, unknown> = {}) =>
      ok(
        'POST',
        '/api/products',
        {
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
        },
        201,
      ),

    /** A confirmed sales order with its lines, written into the tables; returns its id and line ids. */
    async order(
      customerId: string,
      lines: { productId: string; quantity: number; rate: number; dispatchedQuantity?: number }[],
      fields: Partial<typeof salesOrders.$inferInsert> = {},
    ) {
      orders += 1;
      const amounts = lines.map((l) => lineAmountPaise(l.quantity, toPaise(l.rate)));
      const [order] = await h.db
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
      const id = (order as { id: string }).id;
      const inserted = await h.db
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
      return { id, orderNumber: (order as { orderNumber: string }).orderNumber, lineIds: inserted.map((l) => l.id) };
    },

    async orderState(orderId: string) {
      const [order] = await h.db.select().from(salesOrders).where(eq(salesOrders.id, orderId));
      const lines = await h.db
        .select()
        .from(salesOrderLines)
        .where(eq(salesOrderLines.orderId, orderId))
        .orderBy(salesOrderLines.lineNumber);
      return { status: order?.status, invoiced: lines.map((l) => l.invoicedQuantity) };
    },

    /** A draft invoice body for one or more lines. */
    draftBody: (customerId: string, lines: Record<string, unknown>[], fields: Record<string, unknown> = {}) => ({
      customerId,
      invoiceDate: todayIn(),
      lines: lines.map((line) => ({ description: 'Plunger sleeve', quantity: 1, rate: 100, gstRate: 18, ...line })),
      ...fields,
    }),

    draft: (body: object) => ok('POST', '/api/invoices', body, 201),
    issue: (id: string, body: object = {}) => ok('POST', `/api/invoices/${id}/issue`, body),
    get: (id: string) => ok('GET', `/api/invoices/${id}`),
  };
}
