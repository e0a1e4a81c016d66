import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.js';
import {
  customerMaterialReceipts,
  goodsReceipts,
  jobWorkChallans,
  jobWorkReceipts,
  purchaseOrders,
  stockTrackedProducts,
  supplierBills,
  supplierPaymentAllocations,
  supplierPayments,
} from '../../src/db/schema/index.js';

/*
 * When each demo document was keyed in and moved on (the stores' documents, and the payables'
 * bills and payments). The services stamp the moment they run; the story happened over months,
 * so once everything is written the stamps are set to the documents' own days (office hours,
 * India time), as the lists and pages show them. Only these moments change, outside the audit
 * trail (a bulk load's setting); the stock ledger's own moments stay as they were written, as it
 * is append-only.
 */

const TABLES = {
  purchaseOrders,
  goodsReceipts,
  jobWorkChallans,
  jobWorkReceipts,
  customerMaterialReceipts,
  stockTrackedProducts,
  supplierBills,
  supplierPayments,
  supplierPaymentAllocations,
};
type Stamped = keyof typeof TABLES;

export function stampBook() {
  const book = new Map<Stamped, Map<string, Record<string, Date>>>();
  const columnsOf = (table: Stamped, id: string) => {
    const rows = book.get(table) ?? new Map<string, Record<string, Date>>();
    book.set(table, rows);
    const columns = rows.get(id) ?? {};
    rows.set(id, columns);
    return columns;
  };
  return {
    /**
     * The moment a document was made or took a step (createdAt, confirmedAt …), or was touched by
     * another's (updatedAt): its updatedAt is the latest of them.
     */
    stamp(table: Stamped, id: string, column: string, at: Date) {
      const columns = columnsOf(table, id);
      if (column !== 'updatedAt') columns[column] = at;
      if ('updatedAt' in TABLES[table] && !(columns.updatedAt && columns.updatedAt > at)) columns.updatedAt = at;
    },

    /** Writes the moments, in the caller's transaction, without audit entries. */
    async write(tx: DbOrTx) {
      await tx.execute(sql`select set_config('lathe.audit', 'off', true)`);
      for (const [name, rows] of book) {
        const table = TABLES[name];
        const key = 'productId' in table ? table.productId : table.id;
        for (const [id, columns] of rows) {
          await tx
            .update(table as typeof purchaseOrders)
            .set(columns)
            .where(eq(key, id));
        }
      }
    },
  };
}

export type StampBook = ReturnType<typeof stampBook>;
