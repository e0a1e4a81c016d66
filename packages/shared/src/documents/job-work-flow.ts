import { defineFlow } from './flow.js';
import { thousandths } from './progress.js';

export const JOB_WORK_CHALLAN_STATUSES = [
  'draft',
  'sent',
  'partly_received',
  'received',
  'closed',
  'cancelled',
] as const;
export type JobWorkChallanStatus = (typeof JOB_WORK_CHALLAN_STATUSES)[number];

/** What a challan's rules read: its status and each line's quantities (sent, and back: good, rejected, scrap). */
export interface JobWorkChallanFacts {
  status: JobWorkChallanStatus;
  lines: readonly { quantity: number; returnedQuantity: number }[];
}

/** What is still with the job worker on a line: sent less what came back (good and rejected), never below zero. */
export const pendingWithJobWorker = (line: JobWorkChallanFacts['lines'][number]) =>
  Math.max(0, thousandths(line.quantity) - thousandths(line.returnedQuantity)) / 1000;

/** The status a sent challan's receipts put it in: nothing back → sent, all back → received, else partly received. */
export function jobWorkReceiptStatus(lines: JobWorkChallanFacts['lines']): JobWorkChallanStatus {
  const anything = lines.some((line) => thousandths(line.returnedQuantity) > 0);
  if (!anything) return 'sent';
  return lines.every((line) => pendingWithJobWorker(line) === 0) ? 'received' : 'partly_received';
}

const OUT: JobWorkChallanStatus[] = ['sent', 'partly_received'];

/**
 * A job-work delivery challan (CGST rule 55): a draft is edited whole or deleted; sent, it takes
 * the next number of its own yearly series (JWC/2026-27/0001) and the goods leave stock; what
 * comes back (processed, rejected, scrap) is received against it until nothing is pending;
 * closed when the rest will not come back; cancelled while nothing has come back.
 */
export const JOB_WORK_CHALLAN_FLOW = defineFlow<JobWorkChallanStatus, JobWorkChallanFacts, JobWorkChallanStep>({
  noun: 'job-work challan',
  statuses: JOB_WORK_CHALLAN_STATUSES,
  steps: {
    edit: {
      from: ['draft'],
      permission: { scope: 'job-work', action: 'edit' },
      refusal: () => 'Only a draft challan can be edited',
    },
    delete: {
      from: ['draft'],
      permission: { scope: 'job-work', action: 'delete' },
      refusal: () => 'Only a draft challan can be deleted; cancel a sent one instead',
    },
    send: {
      from: ['draft'],
      to: 'sent',
      permission: { scope: 'job-work', action: 'create' },
      numbered: true,
      refusal: () => 'This challan has already been sent',
    },
    receive: {
      from: OUT,
      permission: { scope: 'job-work', action: 'create' },
      refusal: (status) => `Goods come back only against a sent challan; this one is ${status.replace('_', ' ')}`,
      offeredWhen: (challan) => challan.lines.some((line) => pendingWithJobWorker(line) > 0),
    },
    close: {
      from: OUT,
      to: 'closed',
      permission: { scope: 'job-work', action: 'edit' },
      reason: true,
      reasonRequired: 'Give the reason for closing',
      refusal: (status) =>
        `Only a sent or partly received challan can be closed; this one is ${status.replace('_', ' ')}`,
    },
    cancel: {
      from: ['sent'],
      to: 'cancelled',
      permission: { scope: 'job-work', action: 'delete' },
      reason: true,
      reasonRequired: 'Give the reason for cancelling',
      refusal: (status) =>
        status === 'draft'
          ? 'A draft challan is deleted, not cancelled'
          : `A ${status.replace('_', ' ')} challan cannot be cancelled`,
      needs: [
        {
          holds: (challan) => challan.lines.every((line) => thousandths(line.returnedQuantity) <= 0),
          refusal: 'Goods have come back against this challan; close it instead',
        },
      ],
    },
  },
});

export type JobWorkChallanStep = 'edit' | 'delete' | 'send' | 'receive' | 'close' | 'cancel';
