import { JOB_WORK_CHALLAN_FLOW, type JobWorkChallan } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { jobWorkResource } from './api';
import { JobWorkBadges } from './job-work-status';

/** The job work challan's screens: its flow's steps and words (naming its job worker), its list, form and view at /job-work. */
export const jobWorkScreens = defineDocumentScreens<JobWorkChallan, string>({
  flow: JOB_WORK_CHALLAN_FLOW,
  resource: jobWorkResource,
  path: '/job-work',
  listTitle: 'Job Work',
  name: (challan) => ({ number: challan.challanNumber, about: challan.jobWorkerName }),
  pdfStem: 'challan',
  Badge: JobWorkBadges,
});
