import {
  indianDate,
  JOB_WORK_CHALLAN_FLOW,
  type JobWorkReceipt,
  type JobWorkReceiptData,
  jobWorkReceiptStatus,
  onlyOutMessage,
  pendingWithJobWorker,
  scaleDecimal,
} from '@lathe/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobWorkChallanLines, jobWorkChallans, jobWorkReceiptLines, jobWorkReceipts } from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { badRequest, invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { lockJobWorkChallan } from './job-work-lock.js';
import { type JobWorkLineRow, readJobWorkLines } from './job-work-rows.js';
import { bringBack } from './job-work-stock.js';

/** Each receipt line checked against its challan line (400 on the line's field); the lines that pass. */
function checkLines(input: JobWorkReceiptData, lines: readonly JobWorkLineRow[]) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const errors: Record<string, string> = {};
  const received: { line: JobWorkLineRow; entry: JobWorkReceiptData['lines'][number] }[] = [];
  input.lines.forEach((entry, i) => {
    const line = byId.get(entry.challanLineId);
    if (!line) {
      errors[`lines.${i}.challanLineId`] = 'Not a line of this challan';
      return;
    }
    const pending = pendingWithJobWorker(line);
    if (scaleDecimal(entry.goodQuantity, 3) + scaleDecimal(entry.rejectedQuantity, 3) > scaleDecimal(pending, 3)) {
      errors[`lines.${i}.goodQuantity`] = onlyOutMessage(pending);
      return;
    }
    received.push({ line, entry });
  });
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first, errors);
  return received;
}

/**
 * Records goods back against a sent challan, under the challan's row lock so two receipts at
 * once queue and neither takes back more than is out: the receipt and its lines, each challan
 * line's good, rejected and scrap counts, the challan's status from what is still out, and the
 * good quantity back into stock (to the heats it left from). Rejected pieces are counted, never
 * put into good stock.
 */
export async function recordJobWorkReceipt(
  tx: DbOrTx,
  challanId: string,
  input: JobWorkReceiptData,
  userId: string | null,
): Promise<void> {
  const challan = await lockJobWorkChallan(tx, challanId, input.version);
  assertStep(JOB_WORK_CHALLAN_FLOW, 'receive', challan.status);
  if (input.receiptDate < challan.challanDate) {
    throw invalidField(
      'receiptDate',
      `Goods cannot come back before the challan date, ${indianDate(challan.challanDate)}`,
    );
  }
  const received = checkLines(input, await readJobWorkLines(tx, challanId));

  const [receipt] = await tx
    .insert(jobWorkReceipts)
    .values({
      challanId,
      receiptDate: input.receiptDate,
      jobWorkerChallanNumber: input.jobWorkerChallanNumber ?? null,
      jobWorkerChallanDate: input.jobWorkerChallanDate ?? null,
      remarks: input.remarks ?? null,
      createdBy: userId,
    })
    .returning({ id: jobWorkReceipts.id });
  const receiptId = (receipt as { id: string }).id;
  await tx.insert(jobWorkReceiptLines).values(
    received.map(({ line, entry }) => ({
      receiptId,
      challanLineId: line.id,
      goodQuantity: entry.goodQuantity,
      rejectedQuantity: entry.rejectedQuantity,
      scrapKg: entry.scrapKg,
      rejectionReason: entry.rejectedQuantity > 0 ? (entry.rejectionReason ?? null) : null,
    })),
  );
  for (const { line, entry } of received) {
    await tx
      .update(jobWorkChallanLines)
      .set({
        goodQuantity: sql`${jobWorkChallanLines.goodQuantity} + ${entry.goodQuantity}`,
        rejectedQuantity: sql`${jobWorkChallanLines.rejectedQuantity} + ${entry.rejectedQuantity}`,
        returnedQuantity: sql`${jobWorkChallanLines.returnedQuantity} + ${entry.goodQuantity + entry.rejectedQuantity}`,
        scrapKg: sql`${jobWorkChallanLines.scrapKg} + ${entry.scrapKg}`,
      })
      .where(eq(jobWorkChallanLines.id, line.id));
  }
  const status = jobWorkReceiptStatus(await readJobWorkLines(tx, challanId));
  await tx
    .update(jobWorkChallans)
    .set({ status, ...touched(jobWorkChallans) })
    .where(eq(jobWorkChallans.id, challanId));
  await bringBack(
    tx,
    challan,
    received
      .filter(({ entry }) => entry.goodQuantity > 0)
      .map(({ line, entry }) => ({ line, goodQuantity: entry.goodQuantity })),
    {
      receiptDate: input.receiptDate,
      reason: input.jobWorkerChallanNumber ? `Job worker's challan ${input.jobWorkerChallanNumber}` : null,
    },
  );
}

/** What came back against the challan, oldest first, each line named as the challan names it. */
export async function readJobWorkReceipts(tx: DbOrTx, challanId: string): Promise<JobWorkReceipt[]> {
  const receipts = await tx
    .select()
    .from(jobWorkReceipts)
    .where(eq(jobWorkReceipts.challanId, challanId))
    .orderBy(asc(jobWorkReceipts.receiptDate), asc(jobWorkReceipts.createdAt));
  if (receipts.length === 0) return [];
  const lines = await tx
    .select({
      id: jobWorkReceiptLines.id,
      receiptId: jobWorkReceiptLines.receiptId,
      challanLineId: jobWorkReceiptLines.challanLineId,
      lineNumber: jobWorkChallanLines.lineNumber,
      description: jobWorkChallanLines.description,
      unit: jobWorkChallanLines.unit,
      goodQuantity: jobWorkReceiptLines.goodQuantity,
      rejectedQuantity: jobWorkReceiptLines.rejectedQuantity,
      scrapKg: jobWorkReceiptLines.scrapKg,
      rejectionReason: jobWorkReceiptLines.rejectionReason,
    })
    .from(jobWorkReceiptLines)
    .innerJoin(jobWorkChallanLines, eq(jobWorkChallanLines.id, jobWorkReceiptLines.challanLineId))
    .where(
      inArray(
        jobWorkReceiptLines.receiptId,
        receipts.map((receipt) => receipt.id),
      ),
    )
    .orderBy(asc(jobWorkChallanLines.lineNumber));
  return receipts.map((receipt) => ({
    id: receipt.id,
    challanId: receipt.challanId,
    receiptDate: receipt.receiptDate,
    jobWorkerChallanNumber: receipt.jobWorkerChallanNumber,
    jobWorkerChallanDate: receipt.jobWorkerChallanDate,
    remarks: receipt.remarks,
    createdAt: receipt.createdAt.toISOString(),
    lines: lines.filter((line) => line.receiptId === receipt.id).map(({ receiptId: _receipt, ...line }) => line),
  }));
}
