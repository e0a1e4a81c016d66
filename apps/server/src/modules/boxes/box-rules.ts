import { BOX_MESSAGES, type Box, type BoxScanResult } from '@lathe/shared';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { boxes, inspections, salesOrderLines } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { type BoxRow, selectBoxes, toBox } from './box-rows.js';

/*
 * Whether a box may go on a dispatch of an order: one set of rules, read by the scan check as the
 * clerk scans and again by the dispatch itself, inside its transaction, with the boxes locked.
 * In order: a box that does not exist; one already dispatched; one holding a part the order does
 * not have, or has nothing (or too little) left of; one from a lot without a passed inspection
 * (the latest PDI of its work order, by inspection date then the later recorded, passed).
 */

export type BoxVerdict = ({ ok: true } & BoxScanResult) | { ok: false; status: 404 | 409; message: string };

interface OrderLineLeft {
  id: string;
  lineNumber: number;
  productId: string;
  left: number;
}

/** Each work order's lot inspection: whether its latest PDI (not a dispatch's) passed. */
async function lotsPassed(tx: DbOrTx, workOrderIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(workOrderIds)];
  if (ids.length === 0) return new Set();
  const latest = await tx
    .selectDistinctOn([inspections.workOrderId], { workOrderId: inspections.workOrderId, result: inspections.result })
    .from(inspections)
    .where(and(eq(inspections.kind, 'pdi'), isNull(inspections.dispatchId), inArray(inspections.workOrderId, ids)))
    .orderBy(inspections.workOrderId, desc(inspections.inspectedOn), desc(inspections.createdAt), desc(inspections.id));
  return new Set(latest.filter((row) => row.result === 'pass').map((row) => row.workOrderId as string));
}

/** The order's lines with what is left to dispatch on each, in line order. */
async function orderLinesLeft(tx: DbOrTx, orderId: string): Promise<OrderLineLeft[]> {
  const lines = await tx
    .select({
      id: salesOrderLines.id,
      lineNumber: salesOrderLines.lineNumber,
      productId: salesOrderLines.productId,
      quantity: salesOrderLines.quantity,
      dispatchedQuantity: salesOrderLines.dispatchedQuantity,
    })
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, orderId))
    .orderBy(asc(salesOrderLines.lineNumber));
  return lines.map((line) => ({ ...line, left: Math.max(0, line.quantity - line.dispatchedQuantity) }));
}

function verdictOf(
  code: string,
  row: BoxRow | undefined,
  lines: readonly OrderLineLeft[],
  passed: ReadonlySet<string>,
): BoxVerdict {
  if (!row) return { ok: false, status: 404, message: BOX_MESSAGES.unknown(code) };
  if (row.dispatchId) {
    return {
      ok: false,
      status: 409,
      message: BOX_MESSAGES.dispatched(code, row.challanNumber ?? 'a dispatch', row.dispatchDate ?? ''),
    };
  }
  const ofProduct = lines.filter((line) => line.productId === row.productId);
  if (ofProduct.length === 0)
    return { ok: false, status: 409, message: BOX_MESSAGES.otherPart(code, row.drawingNumber) };
  const leftOnOrder = ofProduct.reduce((sum, line) => sum + line.left, 0);
  if (leftOnOrder === 0) return { ok: false, status: 409, message: BOX_MESSAGES.nothingLeft(code, row.drawingNumber) };
  if (row.quantity > leftOnOrder) {
    return {
      ok: false,
      status: 409,
      message: BOX_MESSAGES.overOrder(code, row.drawingNumber, row.quantity, leftOnOrder),
    };
  }
  if (!passed.has(row.workOrderId)) {
    return { ok: false, status: 409, message: BOX_MESSAGES.uninspected(code, row.woNumber ?? 'its work order') };
  }
  const line = ofProduct.find((l) => l.left > 0) as OrderLineLeft;
  return { ok: true, box: toBox(row), orderLineId: line.id, lineNumber: line.lineNumber, leftOnOrder };
}

/**
 * The verdict on each box code for a dispatch of the order, by code. `lock`: the boxes found are
 * locked for the transaction (a dispatch's own check), so two dispatches cannot both take one.
 */
export async function judgeBoxes(
  tx: DbOrTx,
  orderId: string,
  codes: readonly string[],
  { lock = false } = {},
): Promise<Map<string, BoxVerdict>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const query = selectBoxes(tx).where(inArray(boxes.code, wanted));
  const rows = await (lock ? query.for('update', { of: boxes }) : query);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const lines = await orderLinesLeft(tx, orderId);
  const passed = await lotsPassed(
    tx,
    rows.map((row) => row.workOrderId),
  );
  return new Map(wanted.map((code) => [code, verdictOf(code, byCode.get(code), lines, passed)]));
}

/** The scan check: the box and the line it fills, or the refusal (404 or 409, with the reason on `code`). */
export async function scanBox(tx: DbOrTx, orderId: string, code: string): Promise<BoxScanResult> {
  const verdict = (await judgeBoxes(tx, orderId, [code])).get(code) as BoxVerdict;
  if (!verdict.ok) throw new AppError(verdict.status, verdict.message, { code: verdict.message });
  const { ok: _ok, ...found } = verdict;
  return found;
}

/**
 * The boxes a dispatch names, checked inside its transaction with the boxes locked: each by the
 * scan's rules (409 naming `boxCodes.{i}`), none twice (400), and each product they hold sent in
 * exactly its boxes' total over the order's lines (400 on `boxCodes`). Answers the boxes, to be
 * marked with the dispatch once it is recorded.
 */
export async function checkDispatchBoxes(
  tx: DbOrTx,
  orderId: string,
  codes: readonly string[],
  sent: readonly { orderLineId: string; quantity: number }[],
): Promise<Box[]> {
  if (codes.length === 0) return [];
  const twice: Record<string, string> = {};
  codes.forEach((code, i) => {
    if (codes.indexOf(code) !== i) twice[`boxCodes.${i}`] = BOX_MESSAGES.twice(code);
  });
  const [first] = Object.values(twice);
  if (first !== undefined) throw badRequest(first, twice);

  const verdicts = await judgeBoxes(tx, orderId, codes, { lock: true });
  const refused: Record<string, string> = {};
  const found: Box[] = [];
  codes.forEach((code, i) => {
    const verdict = verdicts.get(code) as BoxVerdict;
    if (verdict.ok) found.push(verdict.box);
    else refused[`boxCodes.${i}`] = verdict.message;
  });
  const [refusal] = Object.values(refused);
  if (refusal !== undefined) throw conflict(refusal, refused);

  const lines = await orderLinesLeft(tx, orderId);
  const productOf = new Map(lines.map((line) => [line.id, line.productId]));
  const sentOf = new Map<string, number>();
  for (const { orderLineId, quantity } of sent) {
    const productId = productOf.get(orderLineId);
    if (productId) sentOf.set(productId, (sentOf.get(productId) ?? 0) + quantity);
  }
  const boxed = new Map<string, { drawingNumber: string; quantity: number }>();
  for (const box of found) {
    const total = boxed.get(box.productId);
    boxed.set(box.productId, { drawingNumber: box.drawingNumber, quantity: (total?.quantity ?? 0) + box.quantity });
  }
  for (const [productId, { drawingNumber, quantity }] of boxed) {
    const sending = sentOf.get(productId) ?? 0;
    if (sending !== quantity) {
      const message = BOX_MESSAGES.totalDiffers(drawingNumber, quantity, sending);
      throw badRequest(message, { boxCodes: message });
    }
  }
  return found;
}

/** Marks the boxes as sent on the dispatch. */
export async function markBoxesDispatched(tx: DbOrTx, boxIds: readonly string[], dispatchId: string): Promise<void> {
  if (boxIds.length === 0) return;
  await tx
    .update(boxes)
    .set({ dispatchId })
    .where(and(inArray(boxes.id, [...boxIds]), isNull(boxes.dispatchId)));
}
