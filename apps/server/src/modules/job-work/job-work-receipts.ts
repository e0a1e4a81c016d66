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
import {
  jobWorkChallanLines,
  jobWorkChallans,
  jobWorkReceiptLines,
  jobWorkReceipts,
  suppliers,
} from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { badRequest, invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { type JobWorkChallanRecord, lockJobWorkChallan } from './job-work-lock.js';
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
 * What the receipt's kind asks beyond its lines (400 on the field): 5B names another job worker, a
 * supplier on record and not the one the goods were sent to; 5C's invoice is not dated before the
 * goods went out.
 */
async function checkKind(tx: DbOrTx, challan: JobWorkChallanRecord, input: JobWorkReceiptData) {
  if (input.kind === 'other_job_worker' && input.fromSupplierId) {
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.id, input.fromSupplierId));
    if (!supplier) throw invalidField('fromSupplierId', 'Job worker not found');
    if (supplier.id === challan.supplierId) {
      throw invalidField(
        'fromSupplierId',
        `The goods were sent to ${challan.jobWorkerName}; record what they send back as back from the job worker`,
      );
    }
  }
  if (input.kind === 'supplied_from_premises' && input.invoiceDate && input.invoiceDate < challan.challanDate) {
    throw invalidField(
      'invoiceDate',
      `The goods were supplied after they were sent, on or after ${indianDate(challan.challanDate)}`,
    );
  }
}

/**
 * Records goods back against a sent challan, under the challan's row lock so two receipts at
 * once queue and neither takes back more than is out: the receipt and its lines, each challan
 * line's good, rejected and scrap counts, the challan's status from what is still out, and the
 * good quantity back into stock (to the heats it left from). Rejected pieces are counted, never
 * put into good stock. Goods supplied from the job worker's premises (5C) are no longer out, but
 * leave the books as a supply under the invoice named: none goes into stock.
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
  await checkKind(tx, challan, input);
  const received = checkLines(input, await readJobWorkLines(tx, challanId));
  const supplied = input.kind === 'supplied_from_premises';

  const [receipt] = await tx
    .insert(jobWorkReceipts)
    .values({
      challanId,
      kind: input.kind,
      receiptDate: input.receiptDate,
      fromSupplierId: input.kind === 'other_job_worker' ? (input.fromSupplierId ?? null) : null,
      invoiceNumber: supplied ? (input.invoiceNumber ?? null) : null,
      invoiceDate: supplied ? (input.invoiceDate ?? null) : null,
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
  if (supplied) return;
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
    .select({ receipt: jobWorkReceipts, fromSupplierName: suppliers.name })
    .from(jobWorkReceipts)
    .leftJoin(suppliers, eq(suppliers.id, jobWorkReceipts.fromSupplierId))
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
        receipts.map(({ receipt }) => receipt.id),
      ),
    )
    .orderBy(asc(jobWorkChallanLines.lineNumber));
  return receipts.map(({ receipt, fromSupplierName }) => ({
    id: receipt.id,
    challanId: receipt.challanId,
    kind: receipt.kind as JobWorkReceipt['kind'],
    receiptDate: receipt.receiptDate,
    fromSupplierId: receipt.fromSupplierId,
    fromSupplierName,
    invoiceNumber: receipt.invoiceNumber,
    invoiceDate: receipt.invoiceDate,
    jobWorkerChallanNumber: receipt.jobWorkerChallanNumber,
    jobWorkerChallanDate: receipt.jobWorkerChallanDate,
    remarks: receipt.remarks,
    createdAt: receipt.createdAt.toISOString(),
    lines: lines.filter((line) => line.receiptId === receipt.id).map(({ receiptId: _receipt, ...line }) => line),
  }));
}
