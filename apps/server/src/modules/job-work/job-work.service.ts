import {
  type Itc04Query,
  type Itc04Table,
  itc04Csv,
  itc04FileName,
  JOB_WORK_CHALLAN_FLOW,
  type JobWorkChallan,
  type JobWorkChallanSummary,
  type JobWorkListFilter,
  type JobWorkReceiptData,
  type ListQuery,
  type ListResult,
  SERIES_PREFIX,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { jobWorkChallans } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { allPages, listPage } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { createDeemedSupplies } from './job-work-deemed-supply.js';
import { jobWorkDrafts } from './job-work-drafts.js';
import { itc04Report } from './job-work-itc-04.js';
import { fetchJobWorkSummaries, type JobWorkSort, jobWorkListSpec } from './job-work-list.js';
import { type JobWorkChallanRecord, lockJobWorkChallan } from './job-work-lock.js';
import { jobWorkPdfName, renderJobWorkPdf } from './job-work-pdf.js';
import { readJobWorkReceipts, recordJobWorkReceipt } from './job-work-receipts.js';
import { readJobWorkChallan, readJobWorkLines } from './job-work-rows.js';
import { cancelStep, JOB_WORK_NUMBER_LENGTH, jobWorkSeriesFull, sendStep } from './job-work-steps.js';

/**
 * Job-work challans on the document kit: drafts saved whole, sent with the next number of their
 * own yearly series (JWC/2026-27/0001) as the goods leave stock, the goods received back against
 * them until nothing is out, closed when the rest will not come back, cancelled while nothing
 * has; the invoice for goods kept past their limit; and ITC-04 of a half-year or a year from them.
 */
export function createJobWorkService(db: Db, company: CompanyService) {
  const documents = createDocumentService(db, {
    table: jobWorkChallans,
    flow: JOB_WORK_CHALLAN_FLOW,
    lock: lockJobWorkChallan,
    read: async (tx, id): Promise<JobWorkChallan> => readJobWorkChallan(tx, id, await company.get(tx)),
    facts: async (tx, row: JobWorkChallanRecord) => ({
      status: row.status as JobWorkChallan['status'],
      lines: await readJobWorkLines(tx, row.id),
    }),
    numbering: {
      column: 'challanNumber',
      prefix: SERIES_PREFIX.jobWorkChallan,
      date: (challan: JobWorkChallanRecord) => challan.challanDate,
      full: jobWorkSeriesFull,
      maxLength: JOB_WORK_NUMBER_LENGTH,
    },
    reasonColumn: 'statusReason',
    draft: jobWorkDrafts,
    steps: { send: sendStep, cancel: cancelStep },
  });

  return {
    ...documents,

    /** The invoice for goods kept past section 143's limit: proposed, then drafted to the job worker. */
    deemedSupply: createDeemedSupplies(db, company),

    list: (query: ListQuery<JobWorkSort>, filters?: JobWorkListFilter): Promise<ListResult<JobWorkChallanSummary>> =>
      listPage(db, jobWorkListSpec(filters), query, fetchJobWorkSummaries(db)),

    /** Every challan matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<JobWorkSort>, 'page' | 'limit'>, filters?: JobWorkListFilter) {
      yield* allPages(jobWorkListSpec(filters), query, fetchJobWorkSummaries(db));
    },

    /** Goods back against a sent challan; answers the challan as it now stands. */
    receive: (id: string, input: JobWorkReceiptData, userId: string): Promise<JobWorkChallan> =>
      documents.change(id, (tx) => recordJobWorkReceipt(tx, id, input, userId)),

    /** What came back against the challan, oldest first (404 for no challan). */
    async receipts(id: string) {
      await documents.get(id);
      return readJobWorkReceipts(db, id);
    },

    /** The challan as a PDF, named for its number (a draft for its id), with the company's logo. */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const [challan, settings] = await Promise.all([documents.get(id), company.get(db)]);
      return { fileName: jobWorkPdfName(challan), body: await renderJobWorkPdf(challan, settings) };
    },

    itc04: (query: Itc04Query) => itc04Report(db, company, query),

    /** ITC-04 as CSV: every table, or one alone (`table`). */
    async itc04Csv(query: Itc04Query & { table?: Itc04Table | undefined }) {
      const report = await itc04Report(db, company, query);
      return { fileName: itc04FileName(report, query.table), body: itc04Csv(report, query.table) };
    },
  };
}

export type JobWorkService = ReturnType<typeof createJobWorkService>;
