import { describe, expect, it } from 'vitest';
import { type Itc04Challan, itc04Csv, itc04Of, itc04Period } from './itc-04.js';

/** A plater in the company's own state, registered; a heat treater in Karnataka; an unregistered grinder. */
const PLATER = { jobWorkerGstin: '27AAFCP1234A1Z5', jobWorkerState: 'Maharashtra' };
const HEAT_TREATER = { jobWorkerGstin: '29AABCH5678B1Z2', jobWorkerState: 'Karnataka' };
const GRINDER = { jobWorkerGstin: null, jobWorkerState: 'Gujarat' };

const plating: Itc04Challan = {
  ...PLATER,
  challanNumber: 'JWC/2026-27/0001',
  challanDate: '2026-05-04',
  process: 'Zinc plating',
  lines: [{ description: 'Plunger sleeve', unit: 'NOS', quantity: 5000, value: 125000, gstRate: 18 }],
};
const hardening: Itc04Challan = {
  ...HEAT_TREATER,
  challanNumber: 'JWC/2026-27/0002',
  challanDate: '2026-09-30',
  process: 'Hardening & tempering',
  lines: [
    { description: 'EN8 Ø25 bars', unit: 'KGS', quantity: 412.5, value: 30937.5, gstRate: 18 },
    { description: 'Pivot pin', unit: 'NOS', quantity: 800, value: 9600, gstRate: 12 },
  ],
};
const grinding: Itc04Challan = {
  ...GRINDER,
  challanNumber: 'JWC/2026-27/0003',
  challanDate: '2026-10-01',
  process: 'Centreless grinding',
  lines: [{ description: 'Guide rod', unit: 'NOS', quantity: 300, value: 4500, gstRate: 18 }],
};

const build = (half: 1 | 2) =>
  itc04Of({
    financialYear: '2026-27',
    half,
    companyState: 'Maharashtra',
    challans: [plating, hardening, grinding],
    receipts: [
      {
        challan: plating,
        receiptDate: '2026-06-10',
        jobWorkerChallanNumber: 'PL/118',
        jobWorkerChallanDate: '2026-06-09',
        lines: [{ description: 'Plunger sleeve', unit: 'NOS', goodQuantity: 4900, rejectedQuantity: 100, scrapKg: 0 }],
      },
      {
        challan: hardening,
        receiptDate: '2026-10-20',
        jobWorkerChallanNumber: null,
        jobWorkerChallanDate: null,
        lines: [{ description: 'EN8 Ø25 bars', unit: 'KGS', goodQuantity: 400, rejectedQuantity: 0, scrapKg: 12.5 }],
      },
    ],
  });

describe('ITC-04', () => {
  it('covers April–September or October–March of the financial year', () => {
    expect(itc04Period('2026-27', 1)).toEqual({ from: '2026-04-01', to: '2026-09-30' });
    expect(itc04Period('2026-27', 2)).toEqual({ from: '2026-10-01', to: '2027-03-31' });
  });

  it('declares each line sent in the half-year in Table 4, taxed as within the state or not', () => {
    const { table4 } = build(1);
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
        uqc: 'KGS',
        quantity: 412.5,
        taxableValue: 30937.5,
        centralTaxRate: 0,
        stateTaxRate: 0,
        integratedTaxRate: 18,
      }),
      expect.objectContaining({ description: 'Pivot pin', integratedTaxRate: 12 }),
    ]);
    // 1 October is the second half's: an unregistered job worker is named by their state.
    expect(build(2).table4).toEqual([
      expect.objectContaining({ jobWorker: 'Gujarat', challanNumber: 'JWC/2026-27/0003', integratedTaxRate: 18 }),
    ]);
  });

  it('declares what came back in Table 5A against the original challan, scrap as losses in kg', () => {
    expect(build(1).table5A).toEqual([
      {
        jobWorker: '27AAFCP1234A1Z5',
        jobWorkerChallanNumber: 'PL/118',
        jobWorkerChallanDate: '2026-06-09',
        description: 'Plunger sleeve',
        uqc: 'NOS',
        quantity: 5000,
        originalChallanNumber: 'JWC/2026-27/0001',
        originalChallanDate: '2026-05-04',
        natureOfJobWork: 'Zinc plating',
        lossesUqc: '',
        lossesQuantity: 0,
      },
    ]);
    // Sent in the first half, back in the second: Table 5A of the second.
    expect(build(2).table5A).toEqual([
      expect.objectContaining({
        originalChallanNumber: 'JWC/2026-27/0002',
        originalChallanDate: '2026-09-30',
        quantity: 400,
        lossesUqc: 'KGS',
        lossesQuantity: 12.5,
      }),
    ]);
  });

  it('writes both tables as CSV under the form’s headings, dates as the offline tool takes them', () => {
    const lines = itc04Csv(build(1)).split('\r\n');
    expect(lines[0]).toBe('"FORM GST ITC-04, 2026-27 half-year 1 (01/04/2026 to 30/09/2026)"');
    expect(lines[2]).toBe('Table 4: Inputs/capital goods sent for job work');
    expect(lines[3]).toBe(
      'GSTIN / State in case of unregistered job worker,Challan No.,Challan Date,Description of Goods,UQC,Quantity,' +
        'Taxable Value,Type of Goods (Inputs/Capital Goods),Central Tax Rate (%),State/UT Tax Rate (%),' +
        'Integrated Tax Rate (%),Cess (%)',
    );
    expect(lines[4]).toBe(
      '27AAFCP1234A1Z5,JWC/2026-27/0001,04-05-2026,Plunger sleeve,NOS,5000,125000.00,Inputs,9,9,0,0',
    );
    expect(lines[5]).toBe(
      '29AABCH5678B1Z2,JWC/2026-27/0002,30-09-2026,EN8 Ø25 bars,KGS,412.5,30937.50,Inputs,0,0,18,0',
    );
    const table5A = lines.indexOf(
      'Table 5A: Inputs/capital goods received back from the job worker to whom they were sent; losses and wastes',
    );
    expect(lines[table5A + 2]).toBe(
      '27AAFCP1234A1Z5,PL/118,09-06-2026,Plunger sleeve,NOS,5000,JWC/2026-27/0001,04-05-2026,Zinc plating,,',
    );
    expect(lines.at(-1)).toBe('');
  });

  it('quotes separators and keeps a spreadsheet from running a description as a formula', () => {
    const report = itc04Of({
      financialYear: '2026-27',
      half: 1,
      companyState: 'Maharashtra',
      challans: [
        {
          ...plating,
          lines: [{ description: '=HYPERLINK("x"), 6" rod', unit: 'NOS', quantity: 1, value: 1, gstRate: 18 }],
        },
      ],
      receipts: [],
    });
    expect(itc04Csv(report)).toContain(`,"'=HYPERLINK(""x""), 6"" rod",`);
  });
});
