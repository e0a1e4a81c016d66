import { BOX_CODE, type TraceFound } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { heatKeys } from './trace-recall.js';
import { rowsOf } from './trace-rows.js';
import { texts } from './trace-work-orders.js';

/*
 * What a number typed (or scanned) into the traceability search is: a box's code, a delivery
 * challan, an invoice or a heat, in that order, each by its own unique or heat index. Numbers are
 * matched whole, in any case: "dc/2026-27/0007" is the challan DC/2026-27/0007.
 */

export const nothingNumbered = (q: string) =>
  new AppError(404, `No delivery challan, invoice, box or heat is numbered ${q}`, {
    q: `No delivery challan, invoice, box or heat is numbered ${q}`,
  });

export async function findTraceable(tx: DbOrTx, typed: string): Promise<TraceFound> {
  const q = typed.trim().replace(/\s+/g, ' ');
  const upper = q.toUpperCase();
  if (BOX_CODE.test(q)) {
    const [box] = rowsOf<{ code: string }>(await tx.execute(sql`select code from boxes where code = ${upper}`));
    if (box) return { kind: 'box', id: box.code, label: box.code };
  }
  const numbers = [...new Set([q, upper])];
  const [dispatch] = rowsOf<{ id: string; challan_number: string }>(
    await tx.execute(
      sql`select id, challan_number from dispatches where challan_number = any(${texts(numbers)}) limit 1`,
    ),
  );
  if (dispatch) return { kind: 'dispatch', id: dispatch.id, label: dispatch.challan_number };
  const [invoice] = rowsOf<{ id: string; invoice_number: string }>(
    await tx.execute(
      sql`select id, invoice_number from invoices where invoice_number = any(${texts(numbers)}) limit 1`,
    ),
  );
  if (invoice) return { kind: 'invoice', id: invoice.id, label: invoice.invoice_number };
  const keys = heatKeys(q);
  const [heat] = rowsOf<{ heat_number: string }>(
    await tx.execute(sql`
      (select heat_number from stock_movements where heat_number = any(${texts(keys)}) and heat_number <> '' limit 1)
      union all
      (select heat_number from goods_receipt_lines where heat_number = any(${texts(keys)}) limit 1)
      limit 1`),
  );
  if (heat) return { kind: 'heat', id: heat.heat_number, label: heat.heat_number };
  throw nothingNumbered(q);
}
