import { stateOfGstin } from '../indian-states.js';
import { financialYearBounds } from '../money/financial-year.js';
import { toPaise } from '../money/money.js';
import type { JobWorkGoods } from './job-work-time-limit.js';

/*
 * FORM GST ITC-04 (CGST rule 45(3)): what a principal sent to job workers in the period (Table 4)
 * and what came back or went on from them (Table 5: 5A back from the job worker it was sent to,
 * 5B back from another job worker, 5C supplied from the job worker's premises), built from the
 * challans and the receipts against them. Since 1 October 2021 (notification 35/2021) a principal
 * whose aggregate turnover last year exceeded ₹5 crore files it for each half-year (April–September,
 * October–March), any other for the whole financial year.
 */

/** The periods ITC-04 is filed for: a half-year (h1 April–September, h2 October–March) or the year. */
export const ITC04_PERIODS = ['h1', 'h2', 'annual'] as const;
export type Itc04PeriodKey = (typeof ITC04_PERIODS)[number];

export const ITC04_PERIOD_LABELS: Record<Itc04PeriodKey, string> = {
  h1: 'April–September',
  h2: 'October–March',
  annual: 'Whole year (annual)',
};

/** The first and last day of a period of a financial year: '2026-27', 'h2' → 2026-10-01 … 2027-03-31. */
export function itc04Period(financialYear: string, period: Itc04PeriodKey): { from: string; to: string } {
  const { start, end } = financialYearBounds(financialYear);
  if (period === 'annual') return { from: start, to: end };
  return period === 'h1'
    ? { from: start, to: `${start.slice(0, 4)}-09-30` }
    : { from: `${start.slice(0, 4)}-10-01`, to: end };
}

/**
 * The period a company files for a financial year: the whole year when its turnover was up to
 * ₹5 crore; above it, the last half-year of that year to have ended by `today` (the one being
 * filed), or April–September while none has.
 */
export function filedItc04Period(financialYear: string, halfYearly: boolean, today: string): Itc04PeriodKey {
  if (!halfYearly) return 'annual';
  return today > itc04Period(financialYear, 'h2').to ? 'h2' : 'h1';
}

/** A job worker as ITC-04 names them: by GSTIN, or by state when unregistered. */
export interface Itc04JobWorker {
  jobWorkerGstin: string | null;
  jobWorkerState: string | null;
}

/** A sent challan's line. */
export interface Itc04ChallanLine {
  description: string;
  unit: string;
  quantity: number;
  value: number;
  gstRate: number;
  goodsType: JobWorkGoods;
}

export interface Itc04Challan extends Itc04JobWorker {
  challanNumber: string;
  challanDate: string;
  /** What the job worker was to do: the nature of the job work. */
  process: string;
  lines: readonly Itc04ChallanLine[];
}

export interface Itc04ReceiptLine {
  description: string;
  unit: string;
  /** Good back, or (5C) what was supplied from the job worker's premises. */
  goodQuantity: number;
  rejectedQuantity: number;
  scrapKg: number;
}

/** What came back against a challan (5A, 5B) or was supplied from the job worker's premises (5C). */
export interface Itc04Receipt {
  kind: 'returned' | 'other_job_worker' | 'supplied_from_premises';
  challan: Omit<Itc04Challan, 'lines'>;
  receiptDate: string;
  /** 5B: the other job worker the goods came back from. */
  fromJobWorker: Itc04JobWorker | null;
  jobWorkerChallanNumber: string | null;
  jobWorkerChallanDate: string | null;
  /** 5C: the company's invoice for the supply. */
  invoiceNumber: string | null;
  invoiceDate: string | null;
  lines: readonly Itc04ReceiptLine[];
}

export type Itc04GoodsType = 'Inputs' | 'Capital goods';

export interface Itc04Table4Row {
  /** The job worker's GSTIN, or their state when unregistered. */
  jobWorker: string;
  challanNumber: string;
  challanDate: string;
  description: string;
  uqc: string;
  quantity: number;
  taxableValue: number;
  typeOfGoods: Itc04GoodsType;
  centralTaxRate: number;
  stateTaxRate: number;
  integratedTaxRate: number;
  cessRate: number;
}

/** Columns 7 to 11 of Tables 5A, 5B and 5C: the original challan, the job work, losses and wastes. */
interface Itc04Table5Common {
  jobWorker: string;
  description: string;
  uqc: string;
  quantity: number;
  originalChallanNumber: string;
  originalChallanDate: string;
  natureOfJobWork: string;
  /** Scrap and waste, in kg; blank when there was none. */
  lossesUqc: string;
  lossesQuantity: number;
}

/** Tables 5A and 5B: back under the job worker's challan (5B: the other job worker's). */
export interface Itc04Table5ARow extends Itc04Table5Common {
  jobWorkerChallanNumber: string;
  jobWorkerChallanDate: string | null;
}

/** Table 5C: supplied from the job worker's premises under the principal's invoice. */
export interface Itc04Table5CRow extends Itc04Table5Common {
  invoiceNumber: string;
  invoiceDate: string | null;
}

export interface Itc04Report {
  financialYear: string;
  period: Itc04PeriodKey;
  from: string;
  to: string;
  table4: Itc04Table4Row[];
  table5A: Itc04Table5ARow[];
  table5B: Itc04Table5ARow[];
  table5C: Itc04Table5CRow[];
}

const inPeriod = (date: string, period: { from: string; to: string }) => date >= period.from && date <= period.to;

/** The job worker as ITC-04 names them: the GSTIN, or the state of one unregistered. */
const jobWorkerOf = (party: Itc04JobWorker) => party.jobWorkerGstin ?? party.jobWorkerState ?? '';

/** Within the principal's state CGST and SGST at half the rate each; from another, IGST. */
function taxRates(party: Itc04JobWorker, companyState: string | null, gstRate: number) {
  const state = party.jobWorkerState ?? stateOfGstin(party.jobWorkerGstin) ?? companyState;
  if (!companyState || state === companyState) {
    return { centralTaxRate: gstRate / 2, stateTaxRate: gstRate / 2, integratedTaxRate: 0 };
  }
  return { centralTaxRate: 0, stateTaxRate: 0, integratedTaxRate: gstRate };
}

/**
 * ITC-04's type of goods: inputs, or capital goods. Moulds, dies, jigs, fixtures and tools are
 * capital goods to the form (it has no third type); only section 143's time limit tells them apart.
 */
const typeOfGoods = (goods: JobWorkGoods): Itc04GoodsType => (goods === 'inputs' ? 'Inputs' : 'Capital goods');

/** Three decimals at most, without float noise (0.1 + 0.2 → 0.3). */
const quantity = (value: number) => Math.round(value * 1000) / 1000;

/** Columns 4 to 11 of a Table 5 row, from a receipt line. */
function table5Common(receipt: Itc04Receipt, line: Itc04ReceiptLine, jobWorker: string, back: number) {
  return {
    jobWorker,
    description: line.description,
    uqc: line.unit,
    quantity: quantity(back),
    originalChallanNumber: receipt.challan.challanNumber,
    originalChallanDate: receipt.challan.challanDate,
    natureOfJobWork: receipt.challan.process,
    lossesUqc: line.scrapKg > 0 ? 'KGS' : '',
    lossesQuantity: quantity(line.scrapKg),
  };
}

function table5Rows(receipts: readonly Itc04Receipt[], kind: 'returned' | 'other_job_worker'): Itc04Table5ARow[] {
  return receipts
    .filter((receipt) => receipt.kind === kind)
    .flatMap((receipt) =>
      receipt.lines.map((line) => ({
        ...table5Common(
          receipt,
          line,
          jobWorkerOf(kind === 'other_job_worker' && receipt.fromJobWorker ? receipt.fromJobWorker : receipt.challan),
          line.goodQuantity + line.rejectedQuantity,
        ),
        jobWorkerChallanNumber: receipt.jobWorkerChallanNumber ?? '',
        jobWorkerChallanDate: receipt.jobWorkerChallanDate,
      })),
    );
}

/**
 * ITC-04 of the period: Table 4 one row a challan line sent in it; Tables 5A, 5B and 5C one row a
 * receipt line of their kind recorded in it (5A and 5B: good and rejected back; 5C: what was
 * supplied), each in challan (then receipt) date order as given. Challans and receipts outside
 * the period are left out, so the caller may hand over more.
 */
export function itc04Of(input: {
  financialYear: string;
  period: Itc04PeriodKey;
  companyState: string | null;
  challans: readonly Itc04Challan[];
  receipts: readonly Itc04Receipt[];
}): Itc04Report {
  const period = itc04Period(input.financialYear, input.period);
  const table4 = input.challans
    .filter((challan) => inPeriod(challan.challanDate, period))
    .flatMap((challan) =>
      challan.lines.map(
        (line): Itc04Table4Row => ({
          jobWorker: jobWorkerOf(challan),
          challanNumber: challan.challanNumber,
          challanDate: challan.challanDate,
          description: line.description,
          uqc: line.unit,
          quantity: quantity(line.quantity),
          taxableValue: toPaise(line.value) / 100,
          typeOfGoods: typeOfGoods(line.goodsType),
          ...taxRates(challan, input.companyState, line.gstRate),
          cessRate: 0,
        }),
      ),
    );
  const receipts = input.receipts.filter((receipt) => inPeriod(receipt.receiptDate, period));
  const table5C = receipts
    .filter((receipt) => receipt.kind === 'supplied_from_premises')
    .flatMap((receipt) =>
      receipt.lines.map(
        (line): Itc04Table5CRow => ({
          ...table5Common(receipt, line, jobWorkerOf(receipt.challan), line.goodQuantity),
          invoiceNumber: receipt.invoiceNumber ?? '',
          invoiceDate: receipt.invoiceDate,
        }),
      ),
    );
  return {
    financialYear: input.financialYear,
    period: input.period,
    ...period,
    table4,
    table5A: table5Rows(receipts, 'returned'),
    table5B: table5Rows(receipts, 'other_job_worker'),
    table5C,
  };
}
