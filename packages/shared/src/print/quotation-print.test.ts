import { describe, expect, it } from 'vitest';
import { PRINT_QUOTATION as QUOTATION } from '../testing/print-quotation.js';
import type { PrintModel, PrintTable } from './print-model.js';
import { printTexts } from './print-texts.js';
import { quotationPrint, quotationReference } from './quotation-print.js';

const table = (model: PrintModel) => model.body.find((b): b is PrintTable => b.kind === 'table') as PrintTable;
const cells = (model: PrintModel) => table(model).rows.map((row) => row.cells.map((c) => c.text));

describe('the quotation print model', () => {
  it('rests on the hand-worked cost sheet: ₹35.05 and ₹34.53 a flange bush at 1,000 and 5,000', () => {
    const [bush] = QUOTATION.lines;
    expect(bush?.breaks.map((one) => one.sheet.price)).toEqual([35.05, 34.53]);
  });

  it('names the revision, its dates, the enquiry it answers and the customer', () => {
    const model = quotationPrint(QUOTATION, null);
    expect(model).toMatchObject({
      name: 'Quotation',
      title: 'Quotation',
      file: { title: 'QT/2026-27/0004 Rev 1', subject: 'Quotation to Bharat Auto Components' },
      mark: null,
      watermark: null,
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Quotation No.: QT/2026-27/0004 Rev 1',
      'Date: 24/11/2026',
      'Valid until: 24/12/2026',
      'Your enquiry: RFQ/BAC/2611 dated 20/11/2026',
    ]);
    expect(model.parties.map((p) => [p.label, p.name, ...p.fields.map((f) => `${f.label}: ${f.value}`)])).toEqual([
      ['To', 'Bharat Auto Components', 'GSTIN: 33AABCB1234C1Z5', 'State: Tamil Nadu (Code 33)', 'Party code: BAC01'],
    ]);
  });

  it('prices each part at each quantity, naming the part on its first row', () => {
    expect(cells(quotationPrint(QUOTATION, null))).toEqual([
      ['1', 'FB-2231', 'Flange bush, zinc plated', '84839000', '1,000', '35.50', '18%'],
      ['', '', '', '', '5,000', '34.75', ''],
      ['2', 'SL-0907', 'Sleeve', '84839000', '2,000', '12.40', '18%'],
    ]);
  });

  it('keeps the cost sheet in the plant: no cost figure, rate or percentage of it is printed', () => {
    const words = printTexts(quotationPrint(QUOTATION, null)).join(' | ');
    for (const secret of ['35.05', '34.53', '78.50', '450', 'CNC-1', 'Zinc plating', 'Margin', 'Overheads', '12%']) {
      expect(words).not.toContain(secret);
    }
  });

  it('states the terms: ex-works, GST extra, between breaks, validity, payment and delivery', () => {
    const terms = quotationPrint(QUOTATION, null).foot.sections[0]?.lines;
    expect(terms).toEqual([
      'Prices are a piece, in rupees, ex-works; GST is extra at the rate shown.',
      'An order between two quantities is priced at the smaller quantity’s price.',
      'This offer is valid until 24/12/2026.',
      'Payment: 45 days from invoice',
      'Delivery: 4 weeks from purchase order',
      'Quote our quotation QT/2026-27/0004 Rev 1 on your purchase order.',
    ]);
  });

  it('marks an enquiry as a draft and a revised or lost offer as void, with why it was lost', () => {
    const draft = quotationPrint({ ...QUOTATION, status: 'enquiry', quotationNumber: null, revision: 0 }, null);
    expect(draft.mark).toEqual({ text: 'DRAFT — not an offer until sent', tone: 'draft' });
    expect(draft.particulars.fields[0]?.value).toBe('Draft (numbered when sent)');
    expect(quotationPrint({ ...QUOTATION, status: 'revised' }, null).mark?.tone).toBe('void');
    expect(quotationPrint({ ...QUOTATION, status: 'lost', statusReason: 'Price' }, null).mark).toEqual({
      text: 'LOST — Price',
      tone: 'void',
    });
  });

  it('writes the first offer without a revision', () => {
    expect(quotationReference({ quotationNumber: 'QT/2026-27/0004', revision: 0 })).toBe('QT/2026-27/0004');
    expect(quotationReference({ quotationNumber: null, revision: 2 })).toBeNull();
  });
});
