import type { QuotationData } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { quotationLines, quotations } from '../../db/schema/index.js';
import { customerParts } from '../../lib/customer-parts.js';
import { touched } from '../../lib/touched.js';

/*
 * Quotations being worked on (enquiry): saved whole, the customer copied on as the offer will
 * print it, each line's part (one of the customer's products) copied on with its drawing number,
 * description, HSN and GST rate, and its cost sheet's figures kept as typed.
 */

async function draftColumns(tx: DbOrTx, data: QuotationData) {
  const { customer, parts } = await customerParts(tx, data.customerId, data.lines);
  const lines = data.lines.map((line, i) => {
    const product = parts[i] as (typeof parts)[number];
    return {
      lineNumber: i + 1,
      productId: product.id,
      drawingNumber: product.drawingNumber,
      description: product.productDescription,
      hsnCode: product.hsnCode,
      gstRate: product.gstRate,
      barKgPerPiece: line.barKgPerPiece,
      barRate: line.barRate,
      barRateSource: line.barRateSource,
      operations: line.operations.map((operation) => ({
        label: operation.label,
        machineId: operation.machineId ?? null,
        machineNo: operation.machineNo ?? null,
        cycleTimeSec: operation.cycleTimeSec,
        efficiencyPercent: operation.efficiencyPercent,
        setupMinutes: operation.setupMinutes,
        hourRate: operation.hourRate,
      })),
      outside: line.outside,
      packingPerPiece: line.packingPerPiece,
      rejectionPercent: line.rejectionPercent,
      overheadPercent: line.overheadPercent,
      marginPercent: line.marginPercent,
      breaks: line.breaks,
    };
  });
  return {
    header: {
      customerId: customer.id,
      customerName: customer.name,
      customerPartyCode: customer.partyCode,
      customerAddress: customer.billingAddress,
      customerGstin: customer.gstin,
      customerState: customer.state,
      enquiryReference: data.enquiryReference ?? null,
      enquiryDate: data.enquiryDate,
      quotationDate: data.quotationDate,
      validUntil: data.validUntil,
      paymentTerms: data.paymentTerms ?? null,
      deliveryTerms: data.deliveryTerms ?? null,
      remarks: data.remarks ?? null,
    },
    lines,
  };
}

/** A line's columns, as a draft writes them and a revision copies them. */
type LineColumns = Omit<typeof quotationLines.$inferInsert, 'id' | 'quotationId'>;

export async function writeQuotationLines(tx: DbOrTx, quotationId: string, lines: readonly LineColumns[]) {
  await tx.delete(quotationLines).where(eq(quotationLines.quotationId, quotationId));
  if (lines.length > 0) await tx.insert(quotationLines).values(lines.map((line) => ({ ...line, quotationId })));
}

/** The draft half of the quotation on the document kit. */
export const quotationDrafts = {
  async create(tx: DbOrTx, data: QuotationData, userId: string): Promise<string> {
    const { header, lines } = await draftColumns(tx, data);
    const [created] = await tx
      .insert(quotations)
      .values({ ...header, createdBy: userId })
      .returning({ id: quotations.id });
    const id = (created as { id: string }).id;
    await writeQuotationLines(tx, id, lines);
    return id;
  },

  async update(tx: DbOrTx, draft: { id: string }, data: QuotationData): Promise<void> {
    const { header, lines } = await draftColumns(tx, data);
    await tx
      .update(quotations)
      .set({ ...header, ...touched(quotations) })
      .where(eq(quotations.id, draft.id));
    await writeQuotationLines(tx, draft.id, lines);
  },
};
