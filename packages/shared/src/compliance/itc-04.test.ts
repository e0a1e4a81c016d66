import { describe, expect, it } from 'vitest';
import { filedItc04Period, type Itc04Challan, type Itc04Receipt, itc04Of, itc04Period } from './itc-04.js';
import { itc04Csv, itc04FileName } from './itc-04-csv.js';

/** A plater in the company's own state, registered; a heat treater in Karnataka; an unregistered grinder. */
const PLATER = { jobWorkerGstin: '27AAFCP1234A1Z5', jobWorkerState: 'Maharashtra' };
const HEAT_TREATER = { jobWorkerGstin: '29AABCH5678B1Z2', jobWorkerState: 'Karnataka' };
const GRINDER = { jobWorkerGstin: null, jobWorkerState: 'Gujarat' };

const plating: Itc04Challan = {
  ...PLATER,
  challanNumber: 'JWC/2026-27/0001',
  challanDate: '2026-05-04',
  process: 'Zinc plating',
  lines: [
    { description: 'Plunger sleeve', unit: 'NOS', quantity: 5000, value: 125000, gstRate: 18, goodsType: 'inputs' },
  ],
};
const hardening: Itc04Challan = {
  ...HEAT_TREATER,
  challanNumber: 'JWC/2026-27/0002',
  challanDate: '2026-09-30',
  process: 'Hardening & tempering',
  lines: [
    { description: 'EN8 Ø25 bars', unit: 'KGS', quantity: 412.5, value: 30937.5, gstRate: 18, goodsType: 'inputs' },
    // A press tool sent with the bars to be hardened: a capital good to ITC-04.
    { description: 'Blanking die', unit: 'NOS', quantity: 1, value: 85000, gstRate: 18, goodsType: 'tools' },
  ],
};
const grinding: Itc04Challan = {
  ...GRINDER,
  challanNumber: 'JWC/2026-27/0003',
  challanDate: '2026-10-01',
  process: 'Centreless grinding',
  lines: [
    { description: 'Guide rod', unit: 'NOS', quantity: 300, value: 4500, gstRate: 12, goodsType: 'capital_goods' },
  ],
};

const back = (over: Partial<Itc04Receipt> & Pick<Itc04Receipt, 'challan' | 'receiptDate' | 'lines'>): Itc04Receipt => ({
  kind: 'returned',
  fromJobWorker: null,
  jobWorkerChallanNumber: null,
  jobWorkerChallanDate: null,
  invoiceNumber: null,
  invoiceDate: null,
  ...over,
});

const RECEIPTS: Itc04Receipt[] = [
  // 5A: 4,900 good and 100 rejected back from the plater.
  back({
    challan: plating,
    receiptDate: '2026-06-10',
    jobWorkerChallanNumber: 'PL/118',
    jobWorkerChallanDate: '2026-06-09',
    lines: [{ description: 'Plunger sleeve', unit: 'NOS', goodQuantity: 4900, rejectedQuantity: 100, scrapKg: 0 }],
  }),
  // 5B: the bars were passed on by the heat treater to the grinder, who sends 400 kg back, 12.5 kg lost.
  back({
    kind: 'other_job_worker',
    challan: hardening,
    fromJobWorker: GRINDER,
    receiptDate: '2026-10-20',
    jobWorkerChallanNumber: 'GR/7',
    jobWorkerChallanDate: '2026-10-19',
    lines: [{ description: 'EN8 Ø25 bars', unit: 'KGS', goodQuantity: 400, rejectedQuantity: 0, scrapKg: 12.5 }],
  }),
  // 5C: 250 guide rods sold to a customer straight from the grinder's premises under our invoice.
  back({
    kind: 'supplied_from_premises',
    challan: grinding,
    receiptDate: '2026-11-02',
    invoiceNumber: 'INV/2026-27/0412',
    invoiceDate: '2026-11-02',
    lines: [{ description: 'Guide rod', unit: 'NOS', goodQuantity: 250, rejectedQuantity: 0, scrapKg: 1.25 }],
  }),
];

const build = (period: 'h1' | 'h2' | 'annual') =>
  itc04Of({
    financialYear: '2026-27',
    period,
    companyState: 'Maharashtra',
    challans: [plating, hardening, grinding],
    receipts: RECEIPTS,
  });

describe('ITC-04 periods', () => {
  it('covers April–September, October–March or the whole financial year', () => {
    expect(itc04Period('2026-27', 'h1')).toEqual({ from: '2026-04-01', to: '2026-09-30' });
    expect(itc04Period('2026-27', 'h2')).toEqual({ from: '2026-10-01', to: '2027-03-31' });
    expect(itc04Period('2026-27', 'annual')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });

  it('is filed for the year up to ₹5 crore of turnover, else for the half-year being filed', () => {
    expect(filedItc04Period('2026-27', false, '2026-11-15')).toBe('annual');
    // Above ₹5 crore: the first half is due by 25 October, the second by 25 April.
    expect(filedItc04Period('2026-27', true, '2026-11-15')).toBe('h1');
    expect(filedItc04Period('2026-27', true, '2027-03-31')).toBe('h1');
    expect(filedItc04Period('2026-27', true, '2027-04-01')).toBe('h2');
  });
});

describe('ITC-04 tables', () => {
  it('declares each line sent in Table 4, taxed as within the state or not, tools as capital goods', () => {
    const { table4 } = build('h1');
    expect(table4).toEqual([
      {
        jobWorker: '27AAFCP1234A1Z5',
        challanNumber: 'JWC/2026-27/0001',
        challanDate: '2026-05-04',
        description: 'Plunger sleeve',
        uqc: 'NOS',
        quantity: 5000,
        taxableValue: 125000,
        typeOfGoods: 'Inputs',
        centralTaxRate: 9,
        stateTaxRate: 9,
        integratedTaxRate: 0,
        cessRate: 0,
      },
      expect.objectContaining({
        jobWorker: '29AABCH5678B1Z2',
        description: 'EN8 Ø25 bars',
        quantity: 412.5,
        taxableValue: 30937.5,
        typeOfGoods: 'Inputs',
        centralTaxRate: 0,
        stateTaxRate: 0,
        integratedTaxRate: 18,
      }),
      expect.objectContaining({ description: 'Blanking die', typeOfGoods: 'Capital goods', integratedTaxRate: 18 }),
    ]);
    // 1 October is the second half's: an unregistered job worker is named by their state.
    expect(build('h2').table4).toEqual([
      expect.objectContaining({
        jobWorker: 'Gujarat',
        challanNumber: 'JWC/2026-27/0003',
        typeOfGoods: 'Capital goods',
        integratedTaxRate: 12,
      }),
    ]);
  });

  it('puts goods back from the job worker in 5A: good and rejected, against the original challan', () => {
    expect(build('h1').table5A).toEqual([
      {
        jobWorker: '27AAFCP1234A1Z5',
        jobWorkerChallanNumber: 'PL/118',
        jobWorkerChallanDate: '2026-06-09',
        description: 'Plunger sleeve',
        uqc: 'NOS',
        quantity: 5000, // 4,900 good + 100 rejected
        originalChallanNumber: 'JWC/2026-27/0001',
        originalChallanDate: '2026-05-04',
        natureOfJobWork: 'Zinc plating',
        lossesUqc: '',
        lossesQuantity: 0,
      },
    ]);
    expect(build('h1').table5B).toEqual([]);
    expect(build('h1').table5C).toEqual([]);
  });

  it('puts goods back from another job worker in 5B, named by that job worker, with the scrap as losses in kg', () => {
    expect(build('h2').table5B).toEqual([
      {
        jobWorker: 'Gujarat',
        jobWorkerChallanNumber: 'GR/7',
        jobWorkerChallanDate: '2026-10-19',
        description: 'EN8 Ø25 bars',
        uqc: 'KGS',
        quantity: 400,
        originalChallanNumber: 'JWC/2026-27/0002',
        originalChallanDate: '2026-09-30',
        natureOfJobWork: 'Hardening & tempering',
        lossesUqc: 'KGS',
        lossesQuantity: 12.5,
      },
    ]);
    expect(build('h2').table5A).toEqual([]);
  });

  it("puts goods supplied from the job worker's premises in 5C under the principal's invoice", () => {
    expect(build('h2').table5C).toEqual([
      {
        jobWorker: 'Gujarat',
        invoiceNumber: 'INV/2026-27/0412',
        invoiceDate: '2026-11-02',
        description: 'Guide rod',
        uqc: 'NOS',
        quantity: 250,
        originalChallanNumber: 'JWC/2026-27/0003',
        originalChallanDate: '2026-10-01',
        natureOfJobWork: 'Centreless grinding',
        lossesUqc: 'KGS',
        lossesQuantity: 1.25,
      },
    ]);
  });

  it('takes the whole year in the annual return', () => {
    const year = build('annual');
    expect(year.table4.map((row) => row.description)).toEqual([
      'Plunger sleeve',
      'EN8 Ø25 bars',
      'Blanking die',
      'Guide rod',
    ]);
    expect([year.table5A.length, year.table5B.length, year.table5C.length]).toEqual([1, 1, 1]);
    expect(year).toMatchObject({ period: 'annual', from: '2026-04-01', to: '2027-03-31' });
  });
});

describe('ITC-04 as CSV', () => {
  it('writes every table under the form’s title and headings, dates as the offline tool takes them', () => {
    const lines = itc04Csv(build('h2')).split('\r\n');
    expect(lines[0]).toBe('"FORM GST ITC-04, 2026-27, October–March (01/10/2026 to 31/03/2027)"');
    const at = (title: string) => lines.findIndex((line) => line.startsWith(`"${title}`) || line.startsWith(title));
    const table4 = at('Table 4:');
    expect(lines[table4 + 1]).toBe(
      'GSTIN / State in case of unregistered job worker,Challan No.,Challan date,Description of goods,UQC,Quantity,' +
        'Taxable value,Type of goods (Inputs/capital goods),Rate of tax (%) Central tax,Rate of tax (%) State/UT tax,' +
        'Rate of tax (%) Integrated tax,Rate of tax (%) Cess',
    );
    expect(lines[table4 + 2]).toBe(
      'Gujarat,JWC/2026-27/0003,01-10-2026,Guide rod,NOS,300,4500.00,Capital goods,0,0,12,0',
    );
    const table5B = at('Table 5(B):');
    expect(lines[table5B + 2]).toBe(
      'Gujarat,GR/7,19-10-2026,EN8 Ø25 bars,KGS,400,JWC/2026-27/0002,30-09-2026,Hardening & tempering,KGS,12.5',
    );
    const table5C = at('Table 5(C):');
    expect(lines[table5C + 1]).toMatch(
      /^GSTIN \/ State of job worker if unregistered,Invoice No\. in case supplied from premises of job worker issued by the Principal,/,
    );
    expect(lines[table5C + 2]).toBe(
      'Gujarat,INV/2026-27/0412,02-11-2026,Guide rod,NOS,250,JWC/2026-27/0003,01-10-2026,Centreless grinding,KGS,1.25',
    );
    // 5A of this half is empty: its headings alone.
    const table5A = at('Table 5(A):');
    expect(lines[table5A + 2]).toBe('');
    expect(lines.at(-1)).toBe('');
  });

  it('writes one table alone, headings first, for its worksheet', () => {
    const report = build('h1');
    expect(itc04Csv(report, '5A').split('\r\n')).toEqual([
      'GSTIN / State of job worker if unregistered,' +
        'Challan No. issued by job worker under which goods have been received back,' +
        'Date of challan issued by job worker under which goods have been received back,' +
        'Description of goods,UQC,Quantity,' +
        'Original challan No. under which goods have been sent for job work,' +
        'Original challan date under which goods have been sent for job work,' +
        'Nature of job work done by job worker,Losses & wastes UQC,Losses & wastes Quantity',
      '27AAFCP1234A1Z5,PL/118,09-06-2026,Plunger sleeve,NOS,5000,JWC/2026-27/0001,04-05-2026,Zinc plating,,',
      '',
    ]);
    expect(itc04FileName(report, '5A')).toBe('itc-04-2026-27-h1-table-5a.csv');
    expect(itc04FileName(build('annual'))).toBe('itc-04-2026-27-annual.csv');
  });

  it('quotes separators and keeps a spreadsheet from running a description as a formula', () => {
    const report = itc04Of({
      financialYear: '2026-27',
      period: 'h1',
      companyState: 'Maharashtra',
      challans: [
        {
          ...plating,
          lines: [
            {
              description: '=HYPERLINK("x"), 6" rod',
              unit: 'NOS',
              quantity: 1,
              value: 1,
              gstRate: 18,
              goodsType: 'inputs',
            },
          ],
        },
      ],
      receipts: [],
    });
    expect(itc04Csv(report, '4')).toContain(`,"'=HYPERLINK(""x""), 6"" rod",`);
  });
});
