import { indianDate } from '../calendar.js';
import { FORMULA_LIKE, toCsvCell } from '../csv.js';
import {
  ITC04_PERIOD_LABELS,
  type Itc04Report,
  type Itc04Table4Row,
  type Itc04Table5ARow,
  type Itc04Table5CRow,
} from './itc-04.js';

/*
 * ITC-04 as CSV for the GST portal's offline tool: each table under the headings of FORM GST
 * ITC-04 itself (rule 45(3), as notified), one file of all four or one file a table.
 */

interface CsvColumnOf<Row> {
  heading: string;
  value(row: Row): unknown;
}

/** The offline tool's dates: dd-mm-yyyy. */
const toolDate = (date: string | null) => indianDate(date).replaceAll('/', '-');

/** Table 4's columns, headed as the form heads them (the rate columns under "Rate of tax (%)"). */
export const ITC04_TABLE4_COLUMNS: CsvColumnOf<Itc04Table4Row>[] = [
  { heading: 'GSTIN / State in case of unregistered job worker', value: (r) => r.jobWorker },
  { heading: 'Challan No.', value: (r) => r.challanNumber },
  { heading: 'Challan date', value: (r) => toolDate(r.challanDate) },
  { heading: 'Description of goods', value: (r) => r.description },
  { heading: 'UQC', value: (r) => r.uqc },
  { heading: 'Quantity', value: (r) => r.quantity },
  { heading: 'Taxable value', value: (r) => r.taxableValue.toFixed(2) },
  { heading: 'Type of goods (Inputs/capital goods)', value: (r) => r.typeOfGoods },
  { heading: 'Rate of tax (%) Central tax', value: (r) => r.centralTaxRate },
  { heading: 'Rate of tax (%) State/UT tax', value: (r) => r.stateTaxRate },
  { heading: 'Rate of tax (%) Integrated tax', value: (r) => r.integratedTaxRate },
  { heading: 'Rate of tax (%) Cess', value: (r) => r.cessRate },
];

type Table5Row = Itc04Table5ARow | Itc04Table5CRow;

/** Columns 4 to 11 of Tables 5A, 5B and 5C. */
const TABLE5_TAIL: CsvColumnOf<Table5Row>[] = [
  { heading: 'Description of goods', value: (r) => r.description },
  { heading: 'UQC', value: (r) => r.uqc },
  { heading: 'Quantity', value: (r) => r.quantity },
  {
    heading: 'Original challan No. under which goods have been sent for job work',
    value: (r) => r.originalChallanNumber,
  },
  {
    heading: 'Original challan date under which goods have been sent for job work',
    value: (r) => toolDate(r.originalChallanDate),
  },
  { heading: 'Nature of job work done by job worker', value: (r) => r.natureOfJobWork },
  { heading: 'Losses & wastes UQC', value: (r) => r.lossesUqc },
  { heading: 'Losses & wastes Quantity', value: (r) => (r.lossesUqc ? r.lossesQuantity : '') },
];

/** Tables 5A and 5B's columns, headed as the form heads them. */
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
  ...TABLE5_TAIL,
];

/** Table 5C's columns, headed as the form heads them. */
export const ITC04_TABLE5C_COLUMNS: CsvColumnOf<Itc04Table5CRow>[] = [
  { heading: 'GSTIN / State of job worker if unregistered', value: (r) => r.jobWorker },
  {
    heading: 'Invoice No. in case supplied from premises of job worker issued by the Principal',
    value: (r) => r.invoiceNumber,
  },
  {
    heading: 'Invoice date in case supplied from premises of job worker issued by the Principal',
    value: (r) => toolDate(r.invoiceDate),
  },
  ...TABLE5_TAIL,
];

export const ITC04_TABLES = ['4', '5A', '5B', '5C'] as const;
export type Itc04Table = (typeof ITC04_TABLES)[number];

/** Each table's title as the form gives it. */
export const ITC04_TABLE_TITLES: Record<Itc04Table, string> = {
  '4': 'Table 4: Details of inputs/capital goods sent for job work (includes inputs/capital goods directly sent to place of business/premises of job worker)',
  '5A': 'Table 5(A): Details of inputs/capital goods received back from job worker to whom such goods were sent for job work; and losses and wastes',
  '5B': 'Table 5(B): Details of inputs/capital goods received back from job worker other than the job worker to whom such goods were originally sent for job work; and losses and wastes',
  '5C': 'Table 5(C): Details of inputs/capital goods sent to job worker and subsequently supplied from premises of job worker; and losses and wastes',
};

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

/** A table's headings and rows, ready to paste into its worksheet. */
function tableLines(report: Itc04Report, table: Itc04Table): string[] {
  const grid = <Row>(columns: CsvColumnOf<Row>[], rows: readonly Row[]) => [
    csvLine(columns.map((column) => column.heading)),
    ...rows.map((row) => csvLine(columns.map((column) => column.value(row)))),
  ];
  switch (table) {
    case '4':
      return grid(ITC04_TABLE4_COLUMNS, report.table4);
    case '5A':
      return grid(ITC04_TABLE5A_COLUMNS, report.table5A);
    case '5B':
      return grid(ITC04_TABLE5A_COLUMNS, report.table5B);
    case '5C':
      return grid(ITC04_TABLE5C_COLUMNS, report.table5C);
  }
}

/** "2026-27, April–September (01/04/2026 to 30/09/2026)". */
export const itc04PeriodText = (report: Pick<Itc04Report, 'financialYear' | 'period' | 'from' | 'to'>) =>
  `${report.financialYear}, ${ITC04_PERIOD_LABELS[report.period]} (${indianDate(report.from)} to ${indianDate(report.to)})`;

/**
 * The report as CSV; CRLF line ends, as spreadsheets write them. With a `table`, that table alone:
 * its headings, then its rows. Without, every table under its title, Table 4 to 5C, headed by the
 * period.
 */
export function itc04Csv(report: Itc04Report, table?: Itc04Table): string {
  const lines = table
    ? tableLines(report, table)
    : [
        csvLine([`FORM GST ITC-04, ${itc04PeriodText(report)}`]),
        ...ITC04_TABLES.flatMap((each) => ['', csvLine([ITC04_TABLE_TITLES[each]]), ...tableLines(report, each)]),
      ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The CSV's file name: itc-04-2026-27-h1.csv, itc-04-2026-27-annual-table-5b.csv. */
export const itc04FileName = (report: Pick<Itc04Report, 'financialYear' | 'period'>, table?: Itc04Table) =>
  `itc-04-${report.financialYear}-${report.period}${table ? `-table-${table.toLowerCase()}` : ''}.csv`;
