import { jobWorkChallans } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type JobWorkChallanRecord = typeof jobWorkChallans.$inferSelect;

/** The challan's row, locked for the transaction: its edits, steps and the goods received against it queue. */
export const lockJobWorkChallan = documentLock<JobWorkChallanRecord>(
  jobWorkChallans,
  'Job-work challan',
  'job-work challan',
);
