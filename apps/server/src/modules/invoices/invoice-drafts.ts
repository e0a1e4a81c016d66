import { addDays, type InvoiceData } from '@lathe/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dispatches, invoiceLines, invoices, products, salesOrders } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { invoiceFigures } from '../../lib/tax-document-totals.js';
import { touched } from '../../lib/touched.js';
import type { CompanyService } from '../company/index.js';
import { deliveryAddressFor } from '../customers/index.js';
import { exportDraftColumns, invoiceTaxBasis } from './invoice-export.js';
import { checkOrderLines, orderFor } from './invoice-orders.js';
import { customerFor, customerSnapshot } from './invoice-parties.js';

/*
 * Draft invoices: saved whole, header and lines, with the customer copied on at every save
 * and the figures computed with the company's state as it is now; deleted for good.
 */

type LineInput = InvoiceData['lines'][number];

/** Every product a line names exists (400 on the line's productId). */
async function checkProducts(tx: DbOrTx, lines: readonly { productId?: string | null }[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (ids.length === 0) return;
  const found = new Set(
    (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((p) => p.id),
  );
  lines.forEach((line, i) => {
    if (line.productId && !found.has(line.productId)) throw invalidField(`lines.${i}.productId`, 'Product not found');
  });
}

/**
 * The delivery addresses an invoice of the order may name even once deactivated: the order's and
 * its dispatches' (an invoice of a dispatch takes where its goods went).
 */
async function addressesOfOrder(tx: DbOrTx, salesOrderId: string | null | undefined): Promise<(string | null)[]> {
  if (!salesOrderId) return [];
  const [order] = await tx
    .select({ deliveryAddressId: salesOrders.deliveryAddressId })
    .from(salesOrders)
    .where(eq(salesOrders.id, salesOrderId));
  const sent = await tx
    .selectDistinct({ deliveryAddressId: dispatches.deliveryAddressId })
    .from(dispatches)
    .where(eq(dispatches.orderId, salesOrderId));
  return [order?.deliveryAddressId ?? null, ...sent.map((d) => d.deliveryAddressId)];
}

/**
 * Validates a draft against the database and computes its columns: the customer copied
 * on, the due date from the payment terms when not given, every line and total through
 * computeGst with the company's state now.
 */
async function draftColumns(tx: DbOrTx, data: InvoiceData, company: CompanyService, current?: string | null) {
  const customer = await customerFor(tx, data.customerId);
  if (data.salesOrderId) await orderFor(tx, data.salesOrderId, customer.id);
  const deliveryAddress = await deliveryAddressFor(tx, customer.id, data.deliveryAddressId, {
    kept: [current, ...(await addressesOfOrder(tx, data.salesOrderId))],
  });
  const lines = await checkOrderLines(tx, data.salesOrderId, data.lines);
  await checkProducts(tx, lines);
  const dueDate = data.dueDate ?? addDays(data.invoiceDate, customer.paymentTermsDays);
  if (dueDate < data.invoiceDate) throw invalidField('dueDate', 'Due date cannot be before the invoice date');
  const snapshot = customerSnapshot(customer, deliveryAddress);
  const settings = await company.get(tx);
  const zeroRated = exportDraftColumns(data, customer);
  const basis = invoiceTaxBasis(settings.state, snapshot.placeOfSupply, zeroRated.exportType);
  const figures = invoiceFigures(basis.taxType, lines, basis.zeroRated);
  return {
    header: {
      customerId: customer.id,
      salesOrderId: data.salesOrderId ?? null,
      invoiceDate: data.invoiceDate,
      dueDate,
      ...snapshot,
      ...zeroRated,
      customerPoNumber: data.customerPoNumber ?? null,
      customerPoDate: data.customerPoDate ?? null,
      vehicleReference: data.vehicleReference ?? null,
      notes: data.notes ?? null,
      ...figures.totals,
    },
    lines: lines.map((line: LineInput, i) => ({
      lineNumber: i + 1,
      productId: line.productId ?? null,
      salesOrderLineId: line.salesOrderLineId ?? null,
      description: line.description,
      drawingNumber: line.drawingNumber ?? null,
      hsnCode: line.hsnCode ?? null,
      unit: line.unit,
      quantity: line.quantity,
      rate: line.rate,
      gstRate: line.gstRate,
      ...(figures.lines[i] as (typeof figures.lines)[number]),
    })),
  };
}

type DraftLines = Awaited<ReturnType<typeof draftColumns>>['lines'];

async function writeLines(tx: DbOrTx, invoiceId: string, lines: DraftLines) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
}

/** The draft half of the invoice on the document kit: a new draft (answers its id), and a locked draft replaced whole. */
export const invoiceDrafts = (company: CompanyService) => ({
  async create(tx: DbOrTx, data: InvoiceData, userId: string): Promise<string> {
    const { header, lines } = await draftColumns(tx, data, company);
    const [created] = await tx
      .insert(invoices)
      .values({ ...header, createdBy: userId })
      .returning({ id: invoices.id });
    const id = (created as { id: string }).id;
    await writeLines(tx, id, lines);
    return id;
  },

  /** The customer is copied on again and the figures computed with the company's state now. */
  async update(tx: DbOrTx, draft: { id: string; deliveryAddressId?: string | null }, data: InvoiceData): Promise<void> {
    const { header, lines } = await draftColumns(tx, data, company, draft.deliveryAddressId);
    await tx
      .update(invoices)
      .set({ ...header, ...touched(invoices) })
      .where(eq(invoices.id, draft.id));
    await writeLines(tx, draft.id, lines);
  },
});
