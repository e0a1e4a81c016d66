import { describe, expect, it } from 'vitest';
import { JOB_WORK_CHALLAN_DECLARATION, jobWorkDeclaration } from '../schemas/job-work.js';
import { PRINT_JOB_WORK_CHALLAN as CHALLAN } from '../testing/print-documents.js';
import { jobWorkPlaceOfSupply, jobWorkPrint } from './job-work-print.js';
import type { PrintTable } from './print-model.js';

describe('the print model of a job-work challan', () => {
  it('prints the consigner, the challan, the purpose and the job worker with both GSTINs, in three copies', () => {
    const model = jobWorkPrint(CHALLAN, null);
    expect(model).toMatchObject({
      name: 'Job work challan',
      title: 'Delivery Challan for Job Work',
      copies: ['Original for consignee', 'Duplicate for transporter', 'Triplicate for consigner'],
      mark: null,
      watermark: null,
      file: { title: 'JWC/2026-27/0004', subject: 'Job-work challan to Shree Platers' },
      letterhead: { label: 'Consigner (principal)', name: 'Acme Precision Pvt Ltd' },
    });
    expect(model.letterhead.fields).toContainEqual({ label: 'GSTIN', value: '27AAPFU0939F1ZV' });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Challan No.: JWC/2026-27/0004',
      'Challan date: 12/05/2026',
      'Purpose: Zinc plating (job work)',
      'Expected back by: 26/05/2026',
      'Vehicle No.: MH14CD5678',
    ]);
    expect(model.parties).toEqual([
      {
        label: 'Consignee (job worker)',
        name: 'Shree Platers',
        address: 'Gat 112, Bhosari\nPune 411026',
        fields: [
          { label: 'GSTIN', value: '27AAFCS1234K1ZX' },
          { label: 'State', value: 'Maharashtra (Code 27)' },
        ],
      },
    ]);
  });

  it('prints each line with its HSN, quantity, rate of tax and value, the heat under a bar, and the total value', () => {
    const [table, declaration, remarks] = jobWorkPrint(CHALLAN, null).body as [PrintTable, unknown, unknown];
    expect(table.rows.map((row) => row.cells.map((c) => (c.detail ? `${c.text} / ${c.detail}` : c.text)))).toEqual([
      ['1', 'DRG-118 Plunger sleeve', '84139190', '5,000', 'NOS', '18%', '3,50,000.00'],
      ['2', 'EN8 Ø25 bright bar / Heat No. H-OLD', '72142090', '412.5', 'KGS', '18%', '1,55,937.50'],
    ]);
    // 3,50,000.00 + 1,55,937.50 = 5,05,937.50
    expect(table.foot).toEqual([
      {
        key: 'total',
        strong: true,
        cells: [{ text: 'Total taxable value', span: 6 }, { text: '5,05,937.50' }],
      },
    ]);
    expect(declaration).toEqual({ kind: 'section', label: 'Declaration', lines: [JOB_WORK_CHALLAN_DECLARATION] });
    expect(remarks).toEqual({ kind: 'section', label: 'Remarks', lines: ['Return in the same bins'] });
  });

  it('is signed by the job worker for what they received and by the company', () => {
    expect(jobWorkPrint(CHALLAN, null).foot).toEqual({
      sections: [],
      signatures: [
        { over: 'Received the goods above for job work', under: "Job worker's signature and seal" },
        { over: 'For Acme Precision Pvt Ltd', under: 'Authorised Signatory' },
      ],
      note: 'This is a computer-generated delivery challan.',
    });
  });

  it('prints a draft or a cancelled challan once, saying what it is; an unregistered job worker says so', () => {
    const draft = jobWorkPrint({ ...CHALLAN, status: 'draft', challanNumber: null, jobWorkerGstin: null }, null);
    expect(draft).toMatchObject({
      copies: [],
      mark: { text: 'DRAFT — not a delivery challan until sent', tone: 'draft' },
      watermark: 'DRAFT',
      file: { title: 'Draft job-work challan' },
    });
    expect(draft.particulars.fields[0]?.value).toBe('Draft (numbered when sent)');
    expect(draft.parties[0]?.fields[0]).toEqual({ label: 'GSTIN', value: 'Unregistered' });
    const cancelled = jobWorkPrint({ ...CHALLAN, status: 'cancelled', statusReason: 'Plater shut' }, null);
    expect(cancelled).toMatchObject({
      copies: [],
      mark: { text: 'CANCELLED — Plater shut', tone: 'void' },
      watermark: null,
    });
  });

  it('prints the place of supply when the job worker is in another state (rule 55(1)(e)), and only then', () => {
    const karnataka = { ...CHALLAN, jobWorkerGstin: '29AABCH5678B1Z2', jobWorkerState: 'Karnataka' };
    expect(jobWorkPrint(karnataka, null).particulars.fields).toContainEqual({
      label: 'Place of supply',
      value: 'Karnataka (Code 29)',
    });
    // The same state (Maharashtra, the company's): an intra-state movement prints none.
    expect(jobWorkPrint(CHALLAN, null).particulars.fields.map((f) => f.label)).not.toContain('Place of supply');
    // The state read from the GSTIN when the supplier has none typed; none when either state is unknown.
    expect(jobWorkPlaceOfSupply({ ...karnataka, jobWorkerState: null })).toBe('Karnataka (Code 29)');
    expect(jobWorkPlaceOfSupply({ ...CHALLAN, jobWorkerGstin: null, jobWorkerState: null })).toBeNull();
    expect(jobWorkPlaceOfSupply({ ...karnataka, company: { ...CHALLAN.company, state: null } })).toBeNull();
  });

  it('names capital goods and tools under their line and in the declaration', () => {
    const [first, second] = CHALLAN.lines as [(typeof CHALLAN.lines)[number], (typeof CHALLAN.lines)[number]];
    const model = jobWorkPrint(
      {
        ...CHALLAN,
        lines: [
          { ...first, goodsType: 'tools' },
          { ...second, goodsType: 'capital_goods' },
        ],
      },
      null,
    );
    const [table, declaration] = model.body as [PrintTable, { lines: string[] }];
    expect(table.rows.map((row) => row.cells[1]?.detail)).toEqual([
      'Moulds, dies, jigs, fixtures, tools',
      'Heat No. H-OLD · Capital goods',
    ]);
    expect(declaration.lines[0]).toMatch(
      /^Capital goods and moulds, dies, jigs, fixtures or tools sent for job work under section 143/,
    );
    expect(jobWorkDeclaration(['inputs', 'capital_goods'])).toMatch(/^Inputs and capital goods sent for job work/);
    expect(jobWorkDeclaration(['inputs'])).toBe(JOB_WORK_CHALLAN_DECLARATION);
  });
});
