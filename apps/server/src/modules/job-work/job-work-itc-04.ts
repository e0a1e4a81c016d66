import {
  filedItc04Period,
  type Itc04Challan,
  type Itc04PeriodKey,
  type Itc04Receipt,
  type Itc04Report,
  itc04Of,
  itc04Period,
  type JobWorkGoods,
  todayIn,
} from '@lathe/shared';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  jobWorkChallanLines,
  jobWorkChallans,
  jobWorkReceiptLines,
  jobWorkReceipts,
  suppliers,
} from '../../db/schema/index.js';
import type { CompanyService } from '../company/index.js';

/** The challans ITC-04 reports: sent ones (a draft never left; a cancelled one is taken back). */
const REPORTED = ['sent', 'partly_received', 'received', 'closed'];

type ChallanRow = typeof jobWorkChallans.$inferSelect;

const challanOf = (row: ChallanRow): Omit<Itc04Challan, 'lines'> => ({
  challanNumber: row.challanNumber ?? '',
  challanDate: row.challanDate,
  process: row.process,
  jobWorkerGstin: row.jobWorkerGstin,
  jobWorkerState: row.jobWorkerState,
});

/** The half-year's sent challans with their lines, in challan number order. */
async function sentChallans(tx: DbOrTx, from: string, to: string): Promise<Itc04Challan[]> {
  const rows = await tx
    .select({ challan: jobWorkChallans, line: jobWorkChallanLines })
    .from(jobWorkChallans)
    .innerJoin(jobWorkChallanLines, eq(jobWorkChallanLines.challanId, jobWorkChallans.id))
    .where(and(inArray(jobWorkChallans.status, REPORTED), between(jobWorkChallans.challanDate, from, to)))
    .orderBy(asc(jobWorkChallans.challanDate), asc(jobWorkChallans.challanNumber), asc(jobWorkChallanLines.lineNumber));
  const byId = new Map<string, Itc04Challan & { lines: Itc04Challan['lines'][number][] }>();
  for (const { challan, line } of rows) {
    const entry = byId.get(challan.id) ?? { ...challanOf(challan), lines: [] };
    entry.lines.push({ ...line, goodsType: line.goodsType as JobWorkGoods });
    byId.set(challan.id, entry);
  }
  return [...byId.values()];
}

/** The half-year's receipts, each with its challan and lines, in receipt date order. */
async function receiptsBack(tx: DbOrTx, from: string, to: string): Promise<Itc04Receipt[]> {
  const rows = await tx
    .select({
      receipt: jobWorkReceipts,
      challan: jobWorkChallans,
      back: jobWorkReceiptLines,
      line: jobWorkChallanLines,
      fromGstin: suppliers.gstin,
      fromState: suppliers.state,
    })
    .from(jobWorkReceipts)
    .innerJoin(jobWorkChallans, eq(jobWorkChallans.id, jobWorkReceipts.challanId))
    .leftJoin(suppliers, eq(suppliers.id, jobWorkReceipts.fromSupplierId))
    .innerJoin(jobWorkReceiptLines, eq(jobWorkReceiptLines.receiptId, jobWorkReceipts.id))
    .innerJoin(jobWorkChallanLines, eq(jobWorkChallanLines.id, jobWorkReceiptLines.challanLineId))
    .where(between(jobWorkReceipts.receiptDate, from, to))
    .orderBy(
      asc(jobWorkReceipts.receiptDate),
      asc(jobWorkReceipts.createdAt),
      asc(jobWorkReceipts.id),
      asc(jobWorkChallanLines.lineNumber),
    );
  const byId = new Map<string, Itc04Receipt & { lines: Itc04Receipt['lines'][number][] }>();
  for (const { receipt, challan, back, line, fromGstin, fromState } of rows) {
    const entry = byId.get(receipt.id) ?? {
      kind: receipt.kind as Itc04Receipt['kind'],
      challan: challanOf(challan),
      receiptDate: receipt.receiptDate,
      // The other job worker as they are now: their GSTIN, or their state if unregistered (5B).
      fromJobWorker: receipt.fromSupplierId ? { jobWorkerGstin: fromGstin, jobWorkerState: fromState } : null,
      jobWorkerChallanNumber: receipt.jobWorkerChallanNumber,
      jobWorkerChallanDate: receipt.jobWorkerChallanDate,
      invoiceNumber: receipt.invoiceNumber,
      invoiceDate: receipt.invoiceDate,
      lines: [],
    };
    entry.lines.push({
      description: line.description,
      unit: line.unit,
      goodQuantity: back.goodQuantity,
      rejectedQuantity: back.rejectedQuantity,
      scrapKg: back.scrapKg,
    });
    byId.set(receipt.id, entry);
  }
  return [...byId.values()];
}

/**
 * ITC-04 of a period, from the challans sent and the goods back (or supplied from the job
 * worker's premises) in it. Without a period, the one the company files: half-yearly when its
 * turnover last year was above ₹5 crore, which the e-invoicing setting already says (the same
 * threshold), else the whole year.
 */
export async function itc04Report(
  tx: DbOrTx,
  company: CompanyService,
  query: { financialYear: string; period?: Itc04PeriodKey | undefined },
): Promise<Itc04Report & { halfYearly: boolean }> {
  const settings = await company.get(tx);
  const halfYearly = settings.eInvoicing;
  const period = query.period ?? filedItc04Period(query.financialYear, halfYearly, todayIn());
  const { from, to } = itc04Period(query.financialYear, period);
  const [challans, receipts] = [await sentChallans(tx, from, to), await receiptsBack(tx, from, to)];
  return {
    ...itc04Of({ financialYear: query.financialYear, period, companyState: settings.state, challans, receipts }),
    halfYearly,
  };
}
