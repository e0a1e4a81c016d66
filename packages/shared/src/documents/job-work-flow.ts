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
 * closed when the rest will not come back; cancelled while nothing has come back. Goods back are
 * recorded on the challan's own panel (`receive` has no screen of the kit's).
 */
export const JOB_WORK_CHALLAN_FLOW = defineFlow<JobWorkChallanStatus, JobWorkChallanFacts, JobWorkChallanStep>({
  noun: 'job work challan',
  shortNoun: 'challan',
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
      screen: {
        take: 'ask',
        label: 'Send',
        icon: 'send',
        summary: 'Sends a draft challan with the next number of its yearly series; its goods leave stock',
        question: ({ about }) =>
          `Send this challan${about ? ` to ${about}` : ''}? It takes the next challan number and the goods leave stock.`,
        done: ({ number }) => `Challan ${number ?? ''} sent`,
        failed: 'Failed to send challan',
      },
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
      screen: {
        take: 'reason',
        label: 'Close',
        icon: 'stop',
        emphasis: 'secondary',
        summary: 'Closes a sent challan whose remaining goods will not come back, with why',
        panel: {
          title: ({ number }) => `Close challan ${number ?? ''}`,
          intro:
            'What has come back stays counted; the rest will not come back and stays off stock. The challan is kept, marked closed.',
          confirm: 'Confirm close',
          keep: 'Keep it open',
        },
        done: ({ number }) => `Challan ${number ?? ''} closed`,
        failed: 'Failed to close challan',
      },
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
      screen: {
        take: 'reason',
        label: 'Cancel Challan',
        icon: 'ban',
        emphasis: 'danger',
        summary: 'Cancels a sent challan nothing has come back against, with why; its goods return to stock',
        panel: {
          title: ({ number }) => `Cancel challan ${number ?? ''}`,
          intro:
            'The number stays used and the challan stays on record, marked cancelled; the goods go back into stock, into the heats they left.',
          confirm: 'Confirm cancellation',
          keep: 'Keep challan',
        },
        done: ({ number }) => `Challan ${number ?? ''} cancelled`,
        failed: 'Failed to cancel challan',
      },
    },
  },
  saveAnd: { step: 'send', summary: 'Saves the draft challan and sends it in one go' },
});

export type JobWorkChallanStep = 'edit' | 'delete' | 'send' | 'receive' | 'close' | 'cancel';
