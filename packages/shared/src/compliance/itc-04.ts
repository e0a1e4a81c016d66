import { indianDate } from '../calendar.js';
import { FORMULA_LIKE, toCsvCell } from '../csv.js';
import { stateOfGstin } from '../indian-states.js';
import { financialYearBounds } from '../money/financial-year.js';
import { toPaise } from '../money/money.js';

/*
 * FORM GST ITC-04 (CGST rule 45(3)): what a principal sent to job workers in a half-year
 * (Table 4) and what came back from them (Table 5A), built from the challans and receipts of
 * the period. Every challan line is declared as inputs: Lathe sends parts and bar stock, never
 * capital goods. The column headings are the form's own (rule 45(3)'s Table 4 and 5A), which
 * the GST offline tool's worksheets follow.
 */

/** The half-years ITC-04 is filed for since October 2021: April–September (1), October–March (2). */
export type Itc04Half = 1 | 2;

/** The first and last day of a half-year of a financial year: '2026-27', 2 → 2026-10-01 … 2027-03-31. */
export function itc04Period(financialYear: string, half: Itc04Half): { from: string; to: string } {
  const { start, end } = financialYearBounds(financialYear);
  return half === 1
    ? { from: start, to: `${start.slice(0, 4)}-09-30` }
    : { from: `${start.slice(0, 4)}-10-01`, to: end };
}

/** A job worker as the challan printed them. */
export interface Itc04JobWorker {
  jobWorkerGstin: string | null;
  jobWorkerState: string | null;
}

/** A sent challan's line, with the challan it is on. */
export interface Itc04ChallanLine {
  description: string;
  unit: string;
  quantity: number;
  value: number;
  gstRate: number;
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
  goodQuantity: number;
  rejectedQuantity: number;
  scrapKg: number;
}

/** What came back against a challan, under the job worker's own challan. */
export interface Itc04Receipt {
  challan: Omit<Itc04Challan, 'lines'>;
  receiptDate: string;
  jobWorkerChallanNumber: string | null;
  jobWorkerChallanDate: string | null;
  lines: readonly Itc04ReceiptLine[];
}

export interface Itc04Table4Row {
  /** The job worker's GSTIN, or their state when unregistered. */
  jobWorker: string;
  challanNumber: string;
  challanDate: string;
  description: string;
  uqc: string;
  quantity: number;
  taxableValue: number;
  typeOfGoods: 'Inputs';
  centralTaxRate: number;
  stateTaxRate: number;
  integratedTaxRate: number;
  cessRate: number;
}

export interface Itc04Table5ARow {
  jobWorker: string;
  jobWorkerChallanNumber: string;
  jobWorkerChallanDate: string | null;
  description: string;
  uqc: string;
  /** Back from the job worker: good and rejected alike. */
  quantity: number;
  originalChallanNumber: string;
  originalChallanDate: string;
  natureOfJobWork: string;
  /** Scrap and waste, in kg; blank when there was none. */
  lossesUqc: string;
  lossesQuantity: number;
}

export interface Itc04Report {
  financialYear: string;
  half: Itc04Half;
  from: string;
  to: string;
  table4: Itc04Table4Row[];
  table5A: Itc04Table5ARow[];
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

/** Three decimals at most, without float noise (0.1 + 0.2 → 0.3). */
const quantity = (value: number) => Math.round(value * 1000) / 1000;

/**
 * ITC-04 of the half-year: Table 4 one row a challan line sent in it, Table 5A one row a line
 * received back in it, each in challan (then receipt) date order as given. Challans and
 * receipts outside the period are left out, so the caller may hand over more.
 */
export function itc04Of(input: {
  financialYear: string;
  half: Itc04Half;
  companyState: string | null;
  challans: readonly Itc04Challan[];
  receipts: readonly Itc04Receipt[];
}): Itc04Report {
  const period = itc04Period(input.financialYear, input.half);
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
          typeOfGoods: 'Inputs',
          ...taxRates(challan, input.companyState, line.gstRate),
          cessRate: 0,
        }),
      ),
    );
  const table5A = input.receipts
    .filter((receipt) => inPeriod(receipt.receiptDate, period))
    .flatMap((receipt) =>
      receipt.lines.map(
        (line): Itc04Table5ARow => ({
          jobWorker: jobWorkerOf(receipt.challan),
          jobWorkerChallanNumber: receipt.jobWorkerChallanNumber ?? '',
          jobWorkerChallanDate: receipt.jobWorkerChallanDate,
          description: line.description,
          uqc: line.unit,
          quantity: quantity(line.goodQuantity + line.rejectedQuantity),
          originalChallanNumber: receipt.challan.challanNumber,
          originalChallanDate: receipt.challan.challanDate,
          natureOfJobWork: receipt.challan.process,
          lossesUqc: line.scrapKg > 0 ? 'KGS' : '',
          lossesQuantity: quantity(line.scrapKg),
        }),
      ),
    );
  return { financialYear: input.financialYear, half: input.half, ...period, table4, table5A };
}

interface CsvColumnOf<Row> {
  heading: string;
  value(row: Row): unknown;
}

/** The offline tool's dates: dd-mm-yyyy. */
const toolDate = (date: string | null) => indianDate(date).replaceAll('/', '-');

/** Table 4's columns, headed as the form heads them. */
export const ITC04_TABLE4_COLUMNS: CsvColumnOf<Itc04Table4Row>[] = [
  { heading: 'GSTIN / State in case of unregistered job worker', value: (r) => r.jobWorker },
  { heading: 'Challan No.', value: (r) => r.challanNumber },
  { heading: 'Challan Date', value: (r) => toolDate(r.challanDate) },
  { heading: 'Description of Goods', value: (r) => r.description },
  { heading: 'UQC', value: (r) => r.uqc },
  { heading: 'Quantity', value: (r) => r.quantity },
  { heading: 'Taxable Value', value: (r) => r.taxableValue.toFixed(2) },
  { heading: 'Type of Goods (Inputs/Capital Goods)', value: (r) => r.typeOfGoods },
  { heading: 'Central Tax Rate (%)', value: (r) => r.centralTaxRate },
  { heading: 'State/UT Tax Rate (%)', value: (r) => r.stateTaxRate },
  { heading: 'Integrated Tax Rate (%)', value: (r) => r.integratedTaxRate },
  { heading: 'Cess (%)', value: (r) => r.cessRate },
];

/** Table 5A's columns, headed as the form heads them. */
export const ITC04_TABLE5A_COLUMNS: CsvColumnOf<Itc04Table5ARow>[] = [
  { heading: 'GSTIN / State of job worker if unregistered', value: (r) => r.jobWorker },
  {
    heading: 'Challan No. issued by job worker under which goods have been received back',
    value: (r) => r.jobWorkerChallanNumber,
  },
  {
    heading: 'Date of challan issued by job worker under which goods have been received back',
    value: (r) => toolDate(r.jobWorkerChallanDate),
  },
  { heading: 'Description of Goods', value: (r) => r.description },
  { heading: 'UQC', value: (r) => r.uqc },
  { heading: 'Quantity', value: (r) => r.quantity },
  {
    heading: 'Original Challan No. under which goods have been sent for job work',
    value: (r) => r.originalChallanNumber,
  },
  {
    heading: 'Original Challan Date under which goods have been sent for job work',
    value: (r) => toolDate(r.originalChallanDate),
  },
  { heading: 'Nature of Job Work done by job worker', value: (r) => r.natureOfJobWork },
  { heading: 'Losses & Wastes UQC', value: (r) => r.lossesUqc },
  { heading: 'Losses & Wastes Quantity', value: (r) => (r.lossesUqc ? r.lossesQuantity : '') },
];

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a cell a
 * spreadsheet would run as a formula gets an apostrophe first (FORMULA_LIKE, as every export).
 */
function csvCell(value: unknown): string {
  let text = toCsvCell(value);
  if (FORMULA_LIKE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly unknown[]) => cells.map(csvCell).join(',');

function csvTable<Row>(title: string, columns: CsvColumnOf<Row>[], rows: readonly Row[]): string[] {
  return [
    csvLine([title]),
    csvLine(columns.map((column) => column.heading)),
    ...rows.map((row) => csvLine(columns.map((column) => column.value(row)))),
  ];
}

/**
 * The report as one CSV file, Table 4 then Table 5A, each under its title and headings, to be
 * copied into the offline tool's worksheets; CRLF line ends, as spreadsheets write them.
 */
export function itc04Csv(report: Itc04Report): string {
  const period = `${indianDate(report.from)} to ${indianDate(report.to)}`;
  return `${[
    csvLine([`FORM GST ITC-04, ${report.financialYear} half-year ${report.half} (${period})`]),
    '',
    ...csvTable('Table 4: Inputs/capital goods sent for job work', ITC04_TABLE4_COLUMNS, report.table4),
    '',
    ...csvTable(
      'Table 5A: Inputs/capital goods received back from the job worker to whom they were sent; losses and wastes',
      ITC04_TABLE5A_COLUMNS,
      report.table5A,
    ),
  ].join('\r\n')}\r\n`;
}
