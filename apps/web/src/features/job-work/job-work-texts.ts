import type { JobWorkChallan } from '@lathe/shared';

/** Asked before a challan is sent, from its form or its page. */
export const sendQuestion = (jobWorker: string | undefined) =>
  `Send this challan${jobWorker ? ` to ${jobWorker}` : ''}? It takes the next challan number and the goods leave stock.`;

/** "Challan JWC/2026-27/0001 sent". */
export const sentText = (challan: Pick<JobWorkChallan, 'challanNumber'>) =>
  `Challan ${challan.challanNumber ?? ''} sent`;
