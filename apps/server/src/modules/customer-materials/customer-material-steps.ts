import { MAX_SERIES_NUMBER } from '@lathe/shared';
import type { DbOrTx } from '../../db/client.js';
import { currentAuditActor } from '../../lib/audit-context.js';
import type { StepBody } from '../../lib/document-kit.js';
import { postMovements, reversalDate, type StockMovementInput } from '../stock/index.js';
import type { CustomerMaterialRecord } from './customer-material-lock.js';
import { type CustomerMaterialLineRow, readCustomerMaterialLines } from './customer-material-rows.js';

export const customerMaterialSeriesFull = (financialYear: string) =>
  `The ${financialYear} customer material series is full (${MAX_SERIES_NUMBER} receipts)`;

/** The receipt's bars as the customer's stock: + when received, − when cancelled. */
function ownedMovements(
  receipt: CustomerMaterialRecord,
  lines: readonly CustomerMaterialLineRow[],
  movement: Pick<StockMovementInput, 'kind' | 'movementDate' | 'reason'> & { sign: 1 | -1 },
): StockMovementInput[] {
  const createdBy = currentAuditActor()?.id ?? null;
  return lines.map((line, i) => ({
    kind: movement.kind,
    movementDate: movement.movementDate,
    reason: movement.reason ?? null,
    itemKey: line.itemKey,
    itemType: 'material',
    grade: line.grade,
    rodSize: line.rodSize,
    ownerId: receipt.customerId,
    heatNumber: line.heatNumber,
    quantity: movement.sign * line.quantity,
    bars: movement.sign * (line.bars ?? 0),
    sourceType: 'customer_material',
    sourceId: receipt.id,
    sourceNumber: receipt.receiptNumber,
    createdBy,
    field: `lines.${i}.quantity`,
  }));
}

/**
 * draft → received: once the CMR number is taken (`after`, so the movements name it), the bars
 * go into stock as the customer's (owner = the customer), under their heats, apart from ours.
 */
export const receiveStep = {
  async after(tx: DbOrTx, receipt: CustomerMaterialRecord) {
    const lines = await readCustomerMaterialLines(tx, receipt.id);
    await postMovements(
      tx,
      ownedMovements(receipt, lines, {
        kind: 'free_issue_in',
        movementDate: receipt.receiptDate,
        reason: `Customer challan ${receipt.customerChallanNumber}`,
        sign: 1,
      }),
    );
  },
};

/**
 * received → cancelled, keeping its number, with why: the bars come out of the customer's stock
 * again, dated today (or the receipt date, if later). The ledger refuses (400 on the line) what
 * has already been used.
 */
export const cancelStep = {
  async prepare(tx: DbOrTx, receipt: CustomerMaterialRecord, body: StepBody) {
    const reason = body.reason?.trim() ?? null;
    await postMovements(
      tx,
      ownedMovements(receipt, await readCustomerMaterialLines(tx, receipt.id), {
        kind: 'free_issue_out',
        movementDate: reversalDate(receipt.receiptDate),
        reason,
        sign: -1,
      }),
    );
    return undefined;
  },
};
