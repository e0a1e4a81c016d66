import {
  type BarRateSource,
  type CompanySettings,
  companyLetterhead,
  lineCostSheet,
  type Quotation,
  type QuotationLine,
  type QuotationStatus,
  type QuotationSummary,
  todayIn,
} from '@lathe/shared';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { blanketOrders, quotationLines, quotations, salesOrders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { QuotationRecord } from './quotation-lock.js';

/*
 * A quotation as the API answers it: the list row, and the whole offer with each line's cost
 * sheet worked out at each quantity from the figures kept with it, every revision of it and the
 * sales order it became.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toQuotationSummary(row: QuotationRecord, lineCount: number, today = todayIn()): QuotationSummary {
  return {
    id: row.id,
    quotationNumber: row.quotationNumber,
    revision: row.revision,
    status: row.status as QuotationStatus,
    customerId: row.customerId,
    customerName: row.customerName,
    customerPartyCode: row.customerPartyCode,
    enquiryReference: row.enquiryReference,
    enquiryDate: row.enquiryDate,
    quotationDate: row.quotationDate,
    validUntil: row.validUntil,
    expired: row.status === 'sent' && row.validUntil < today,
    paymentTerms: row.paymentTerms,
    deliveryTerms: row.deliveryTerms,
    remarks: row.remarks,
    lineCount,
    statusReason: row.statusReason,
    sentAt: iso(row.sentAt),
    wonAt: iso(row.wonAt),
    lostAt: iso(row.lostAt),
    convertedAt: iso(row.convertedAt),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The summaries of a page of quotations: one query counts the lines of all of them. */
export async function toQuotationSummaries(tx: DbOrTx, rows: readonly QuotationRecord[]): Promise<QuotationSummary[]> {
  if (rows.length === 0) return [];
  const counts = await tx
    .select({ quotationId: quotationLines.quotationId, lines: sql<number>`count(*)::int` })
    .from(quotationLines)
    .where(
      inArray(
        quotationLines.quotationId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(quotationLines.quotationId);
  const byQuotation = new Map(counts.map((count) => [count.quotationId, count.lines]));
  const today = todayIn();
  return rows.map((row) => toQuotationSummary(row, byQuotation.get(row.id) ?? 0, today));
}

/** A line with its cost sheet at each quantity. */
const toLine = (row: typeof quotationLines.$inferSelect): QuotationLine => ({
  id: row.id,
  lineNumber: row.lineNumber,
  productId: row.productId,
  drawingNumber: row.drawingNumber,
  description: row.description,
  hsnCode: row.hsnCode,
  gstRate: row.gstRate,
  barKgPerPiece: row.barKgPerPiece,
  barRate: row.barRate,
  barRateSource: row.barRateSource as BarRateSource,
  operations: row.operations,
  outside: row.outside,
  packingPerPiece: row.packingPerPiece,
  rejectionPercent: row.rejectionPercent,
  overheadPercent: row.overheadPercent,
  marginPercent: row.marginPercent,
  breaks: row.breaks.map((one) => ({ ...one, sheet: lineCostSheet(row, one.quantity) })),
});

/** The whole quotation, with the company as it is now for its seller. */
export async function readQuotation(tx: DbOrTx, id: string, company: CompanySettings): Promise<Quotation> {
  const [row] = await tx.select().from(quotations).where(eq(quotations.id, id));
  if (!row) throw notFound('Quotation');
  const lines = await tx
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, id))
    .orderBy(asc(quotationLines.lineNumber));
  const root = row.rootId ?? row.id;
  const revisions = await tx
    .select({
      id: quotations.id,
      revision: quotations.revision,
      status: quotations.status,
      quotationDate: quotations.quotationDate,
    })
    .from(quotations)
    .where(or(eq(quotations.id, root), eq(quotations.rootId, root)))
    .orderBy(asc(quotations.revision));
  const [salesOrder] = row.salesOrderId
    ? await tx
        .select({ id: salesOrders.id, orderNumber: salesOrders.orderNumber })
        .from(salesOrders)
        .where(eq(salesOrders.id, row.salesOrderId))
    : [];
  const [blanketOrder] = row.blanketOrderId
    ? await tx
        .select({ id: blanketOrders.id, blanketNumber: blanketOrders.blanketNumber })
        .from(blanketOrders)
        .where(eq(blanketOrders.id, row.blanketOrderId))
    : [];
  return {
    ...toQuotationSummary(row, lines.length),
    customerAddress: row.customerAddress,
    customerGstin: row.customerGstin,
    customerState: row.customerState,
    seller: companyLetterhead(company),
    lines: lines.map(toLine),
    revisions: revisions.map((revision) => ({ ...revision, status: revision.status as QuotationStatus })),
    salesOrder: salesOrder ?? null,
    blanketOrder: blanketOrder ?? null,
  };
}
