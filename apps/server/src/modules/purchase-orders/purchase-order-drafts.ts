import { materialKey, type PurchaseOrderData, type TaxType, taxTypeFor } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { invoiceFigures } from '../../lib/tax-document-totals.js';
import { touched } from '../../lib/touched.js';
import type { CompanyService } from '../company/index.js';

/*
 * Draft purchase orders: saved whole, the supplier copied on as the order will print it, the
 * tax worked out as the supplier will charge it (CGST + SGST from a supplier in the company's
 * state, IGST from another) by the invoices' own computation, and each bar-stock line given the
 * stock item it fills (materialKey), so the shortage list sees what is on order by bar.
 */

/** The supplier a draft may name: one that exists and is active (400 on supplierId otherwise). */
export async function orderableSupplier(tx: DbOrTx, supplierId: string) {
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw invalidField('supplierId', 'Supplier not found');
  if (!supplier.isActive) throw invalidField('supplierId', `${supplier.name} is inactive; choose an active supplier`);
  return supplier;
}

/** The order's tax: within the company's state CGST + SGST, from another state IGST. */
export const purchaseTaxType = (companyState: string | null, supplierState: string | null): TaxType =>
  taxTypeFor(companyState, supplierState);

async function draftColumns(tx: DbOrTx, company: CompanyService, data: PurchaseOrderData) {
  const supplier = await orderableSupplier(tx, data.supplierId);
  const settings = await company.get(tx);
  const taxType = purchaseTaxType(settings.state, supplier.state);
  const figures = invoiceFigures(taxType, data.lines);
  return {
    header: {
      supplierId: supplier.id,
      supplierName: supplier.name,
      supplierCode: supplier.supplierCode,
      supplierGstin: supplier.gstin,
      supplierAddress: supplier.address,
      supplierState: supplier.state,
      poDate: data.poDate,
      deliveryDate: data.deliveryDate ?? null,
      taxType,
      paymentTerms: data.paymentTerms ?? null,
      remarks: data.remarks ?? null,
      ...figures.totals,
    },
    lines: data.lines.map((line, i) => ({
      lineNumber: i + 1,
      kind: line.kind,
      grade: line.grade ?? null,
      rodSize: line.rodSize ?? null,
      materialKey:
        line.kind === 'bar_stock' && line.grade && line.rodSize ? materialKey(line.grade, line.rodSize) : null,
      description: line.description ?? '',
      hsnCode: line.hsnCode ?? null,
      unit: line.unit as string,
      quantity: line.quantity,
      bars: line.bars ?? null,
      rate: line.rate,
      gstRate: line.gstRate,
      deliveryDate: line.deliveryDate ?? null,
      ...(figures.lines[i] as (typeof figures.lines)[number]),
    })),
  };
}

type DraftLines = Awaited<ReturnType<typeof draftColumns>>['lines'];

async function writeLines(tx: DbOrTx, purchaseOrderId: string, lines: DraftLines) {
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId));
  await tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, purchaseOrderId })));
}

/** The draft half of the purchase order on the document kit. */
export const purchaseOrderDrafts = (company: CompanyService) => ({
  async create(tx: DbOrTx, data: PurchaseOrderData, userId: string): Promise<string> {
    const { header, lines } = await draftColumns(tx, company, data);
    const [created] = await tx
      .insert(purchaseOrders)
      .values({ ...header, createdBy: userId })
      .returning({ id: purchaseOrders.id });
    const id = (created as { id: string }).id;
    await writeLines(tx, id, lines);
    return id;
  },

  async update(tx: DbOrTx, draft: { id: string }, data: PurchaseOrderData): Promise<void> {
    const { header, lines } = await draftColumns(tx, company, data);
    await tx
      .update(purchaseOrders)
      .set({ ...header, ...touched(purchaseOrders) })
      .where(eq(purchaseOrders.id, draft.id));
    await writeLines(tx, draft.id, lines);
  },
});
