import { formatIndianNumber, INVOICE_NUMBER_MAX_LENGTH, SERIES_PREFIX, seriesCapacity } from '@lathe/shared';
import type { DbOrTx } from '../../db/client.js';
import type { StepBody } from '../../lib/document-kit.js';
import { reversalDate } from '../stock/index.js';
import type { JobWorkChallanRecord } from './job-work-lock.js';
import { readJobWorkLines } from './job-work-rows.js';
import { sendOut, takeBack } from './job-work-stock.js';

/** Rule 55(1)(b): a challan number of at most 16 characters, at any count (seriesNumberWithin). */
export const JOB_WORK_NUMBER_LENGTH = INVOICE_NUMBER_MAX_LENGTH;

export const jobWorkSeriesFull = (financialYear: string) =>
  `The ${financialYear} job-work challan series is full (${formatIndianNumber(seriesCapacity(SERIES_PREFIX.jobWorkChallan, JOB_WORK_NUMBER_LENGTH), 0)} challans)`;

/**
 * draft → sent: once the challan's number is taken (`after`, so the movements name it), its
 * bar stock and its tracked parts leave stock; a line short of stock refuses the whole send
 * and the rollback gives the number back.
 */
export const sendStep = {
  async after(tx: DbOrTx, challan: JobWorkChallanRecord) {
    await sendOut(tx, challan, await readJobWorkLines(tx, challan.id));
  },
};

/**
 * sent → cancelled (nothing has come back: the flow's need), with why, keeping the number: what
 * left stock comes back into the heats it left, dated today (or the challan date, if later).
 */
export const cancelStep = {
  async prepare(tx: DbOrTx, challan: JobWorkChallanRecord, body: StepBody) {
    // The flow requires the reason (the kit refused its absence); the ledger's reversal keeps it.
    const reason = body.reason?.trim() ?? null;
    await takeBack(tx, challan, reversalDate(challan.challanDate), reason);
    return undefined;
  },
};
