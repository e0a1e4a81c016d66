import {
  type CompanySettings,
  type CustomerMaterial,
  type CustomerMaterialLine,
  type CustomerMaterialSummary,
  companyLetterhead,
} from '@lathe/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customerMaterialReceiptLines, customerMaterialReceipts } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { CustomerMaterialRecord } from './customer-material-lock.js';

/** What a receipt's lines add up to. */
export interface MaterialTotals {
  totalKg: number;
  totalBars: number;
}

/** One of the receipt's totals in SQL: a subquery of its lines, read beside each row of the list. */
const ofLines = (expression: string) =>
  sql.raw(
    `(select ${expression} from customer_material_receipt_lines l where l.receipt_id = "customer_material_receipts"."id")`,
  );

/** The receipt's totals in SQL, read beside each row of the list. */
export const materialTotalsColumns = {
  totalKg: sql<number>`${ofLines('coalesce(sum(l.quantity), 0)')}`.mapWith(Number),
  totalBars: sql<number>`${ofLines('coalesce(sum(l.bars), 0)')}`.mapWith(Number),
};

export function toCustomerMaterialSummary(
  row: CustomerMaterialRecord,
  totals: MaterialTotals,
): CustomerMaterialSummary {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    status: row.status as CustomerMaterialSummary['status'],
    customerId: row.customerId,
    customerName: row.customerName,
    receiptDate: row.receiptDate,
    customerChallanNumber: row.customerChallanNumber,
    customerChallanDate: row.customerChallanDate,
    totalKg: totals.totalKg,
    totalBars: totals.totalBars,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type CustomerMaterialLineRow = typeof customerMaterialReceiptLines.$inferSelect;

const toLine = (row: CustomerMaterialLineRow): CustomerMaterialLine => ({
  id: row.id,
  lineNumber: row.lineNumber,
  grade: row.grade,
  rodSize: row.rodSize,
  itemKey: row.itemKey,
  heatNumber: row.heatNumber,
  quantity: row.quantity,
  bars: row.bars,
  remarks: row.remarks,
});

export const readCustomerMaterialLines = (tx: DbOrTx, receiptId: string): Promise<CustomerMaterialLineRow[]> =>
  tx
    .select()
    .from(customerMaterialReceiptLines)
    .where(eq(customerMaterialReceiptLines.receiptId, receiptId))
    .orderBy(asc(customerMaterialReceiptLines.lineNumber));

/** The whole receipt, with the company as it is now for who received. */
export async function readCustomerMaterial(
  tx: DbOrTx,
  id: string,
  company: CompanySettings,
): Promise<CustomerMaterial> {
  const [row] = await tx.select().from(customerMaterialReceipts).where(eq(customerMaterialReceipts.id, id));
  if (!row) throw notFound('Customer material receipt');
  const lines = await readCustomerMaterialLines(tx, id);
  const totals = {
    totalKg: lines.reduce((sum, line) => sum + Math.round(line.quantity * 1000), 0) / 1000,
    totalBars: lines.reduce((sum, line) => sum + (line.bars ?? 0), 0),
  };
  return {
    ...toCustomerMaterialSummary(row, totals),
    remarks: row.remarks,
    company: companyLetterhead(company),
    lines: lines.map(toLine),
  };
}
