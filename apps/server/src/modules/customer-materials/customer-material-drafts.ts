import { type CustomerMaterialData, materialKey, rodSizeLabel } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customerMaterialReceiptLines, customerMaterialReceipts, customers } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';

/*
 * Draft customer material receipts: saved whole, the customer's name copied on, each line given
 * the stock item its bars are (`EN8|Ø25`), so the customer's stock meets products and plans by
 * the same key as the company's own.
 */

/** The customer a receipt may name: one not deleted (400 on customerId otherwise). */
async function owner(tx: DbOrTx, customerId: string) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!customer || customer.isDeleted) throw invalidField('customerId', 'Customer not found');
  return customer;
}

async function draftColumns(tx: DbOrTx, data: CustomerMaterialData) {
  const customer = await owner(tx, data.customerId);
  return {
    header: {
      customerId: customer.id,
      customerName: customer.name,
      receiptDate: data.receiptDate,
      customerChallanNumber: data.customerChallanNumber,
      customerChallanDate: data.customerChallanDate ?? null,
      remarks: data.remarks ?? null,
    },
    lines: data.lines.map((line, i) => {
      const rodSize = rodSizeLabel(line.rodSize);
      return {
        lineNumber: i + 1,
        grade: line.grade,
        rodSize,
        itemKey: materialKey(line.grade, rodSize),
        heatNumber: line.heatNumber ?? '',
        quantity: line.quantity,
        bars: line.bars ?? null,
        remarks: line.remarks ?? null,
      };
    }),
  };
}

type DraftLines = Awaited<ReturnType<typeof draftColumns>>['lines'];

async function writeLines(tx: DbOrTx, receiptId: string, lines: DraftLines) {
  await tx.delete(customerMaterialReceiptLines).where(eq(customerMaterialReceiptLines.receiptId, receiptId));
  await tx.insert(customerMaterialReceiptLines).values(lines.map((line) => ({ ...line, receiptId })));
}

/** The draft half of the receipt on the document kit. */
export const customerMaterialDrafts = {
  async create(tx: DbOrTx, data: CustomerMaterialData, userId: string): Promise<string> {
    const { header, lines } = await draftColumns(tx, data);
    const [created] = await tx
      .insert(customerMaterialReceipts)
      .values({ ...header, createdBy: userId })
      .returning({ id: customerMaterialReceipts.id });
    const id = (created as { id: string }).id;
    await writeLines(tx, id, lines);
    return id;
  },

  async update(tx: DbOrTx, draft: { id: string }, data: CustomerMaterialData): Promise<void> {
    const { header, lines } = await draftColumns(tx, data);
    await tx
      .update(customerMaterialReceipts)
      .set({ ...header, ...touched(customerMaterialReceipts) })
      .where(eq(customerMaterialReceipts.id, draft.id));
    await writeLines(tx, draft.id, lines);
  },
};
