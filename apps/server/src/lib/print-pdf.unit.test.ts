import { comparableText, printTexts } from '@lathe/shared';
import { PRINT_EXAMPLES } from '@lathe/shared/testing';
import { describe, expect, it } from 'vitest';
import { pageCount, pdfText, titleOf } from '../../test/pdf-facts.js';
import { renderPdf } from './pdf-layout.js';
import { renderPrintPdf } from './print-pdf.js';
import { drawFoot } from './print-pdf-body.js';

describe('the PDF of a print model', () => {
  it.each(PRINT_EXAMPLES)('draws every word of $name, as the print view does', async ({ model }) => {
    const printed = model();
    const pdf = await renderPrintPdf(printed, { compress: false });
    const text = comparableText(pdfText(pdf).join(''));
    const missing = printTexts(printed).filter((words) => !text.includes(comparableText(words)));
    expect(missing).toEqual([]);
    expect(titleOf(pdf)).toBe(printed.file.title);
  });

  it('prints each copy from a new page', async () => {
    const model = PRINT_EXAMPLES[0]?.model();
    if (!model) throw new Error('No example');
    const one = await renderPrintPdf(model);
    const three = await renderPrintPdf({ ...model, copies: ['Original for recipient', 'Duplicate', 'Triplicate'] });
    expect(pageCount(three)).toBe(3 * pageCount(one));
    expect(pdfText(three)).toEqual(expect.arrayContaining(['Original for recipient', 'Duplicate', 'Triplicate']));
  });

  it("prints the line under the title on each copy, over the copy, and a section's labelled values", async () => {
    const model = PRINT_EXAMPLES[0]?.model();
    if (!model) throw new Error('No example');
    const bank = {
      kind: 'section' as const,
      label: 'Bank details',
      lines: [],
      fields: [{ label: 'IFSC', value: 'SBIN0001234' }],
    };
    const text = pdfText(
      await renderPrintPdf({
        ...model,
        subtitle: 'Under section 34 of the CGST Act',
        copies: ['Original for recipient', 'Duplicate'],
        body: [...model.body, { ...bank, label: 'Remittance', lines: ['Quote the invoice number'] }],
        foot: { ...model.foot, sections: [bank] },
      }),
    );
    expect(text.filter((t) => t === 'Under section 34 of the CGST Act')).toHaveLength(2);
    expect(text.indexOf('PURCHASE ORDER')).toBeLessThan(text.indexOf('Under section 34 of the CGST Act'));
    expect(text.indexOf('Under section 34 of the CGST Act')).toBeLessThan(text.indexOf('Original for recipient'));
    // Once in the body's section, under its line, and once in the foot's, on each copy.
    expect(text.filter((t) => t === 'IFSC: SBIN0001234')).toHaveLength(4);
    expect(text.indexOf('Quote the invoice number')).toBeLessThan(text.indexOf('IFSC: SBIN0001234'));
  });

  it('sets the amount in words beside the totals, as the screen does: a two-line invoice with its IRN, notes, bank details and terms takes a page a copy', async () => {
    const model = PRINT_EXAMPLES.find((example) => example.name === 'a tax invoice with its IRN')?.model();
    if (!model) throw new Error('No example');
    const pdf = await renderPrintPdf(model, { compress: false });
    expect(model.copies).toHaveLength(3);
    expect(pageCount(pdf)).toBe(3);
    const text = pdfText(pdf);
    // Beside the box: drawn after its rows, before what follows the totals; the words under their label.
    const words = text.indexOf('Amount in words');
    expect(words).toBeGreaterThan(text.indexOf('Grand Total'));
    expect(words).toBeLessThan(text.indexOf('Notes'));
    expect(text[words + 1]).toBe('Rupees Twenty-Seven Thousand One Hundred Ninety-Four Only');
  });

  it("prints a group's heading over its own blocks, and lines standing alone, plain or boxed in their tone", async () => {
    const model = PRINT_EXAMPLES[0]?.model();
    if (!model) throw new Error('No example');
    const text = pdfText(
      await renderPrintPdf({
        ...model,
        body: [
          {
            kind: 'group',
            label: 'Bar reserved and issued',
            blocks: [
              {
                kind: 'table',
                label: 'Bar by heat',
                title: null,
                columns: [{ key: 'heat', header: 'Heat No.', width: 0, flex: true, kind: 'text', align: 'left' }],
                rows: [{ key: 'h1', cells: [{ text: 'H-2231' }] }],
                foot: [],
              },
              { kind: 'note', text: 'Needed 250.000 kg', tone: 'plain' },
            ],
          },
          { kind: 'note', text: 'VERDICT: FAIL — Final OD is out', tone: 'bad' },
        ],
      }),
    );
    const at = (words: string) => text.indexOf(words);
    expect(at('Bar reserved and issued')).toBeGreaterThan(-1);
    expect(at('Bar reserved and issued')).toBeLessThan(at('Heat No.'));
    expect(at('H-2231')).toBeLessThan(at('Needed 250.000 kg'));
    expect(at('Needed 250.000 kg')).toBeLessThan(at('VERDICT: FAIL — Final OD is out'));
  });

  it('closes a foot with neither sections nor signatures with its line alone, leaving no empty row', async () => {
    const heights: number[] = [];
    const note = 'This is a computer-generated statement.';
    await renderPdf({ Title: 'Foot', Subject: 'Foot', Author: '' }, (layout) => {
      for (const foot of [
        { sections: [], signatures: [], note },
        { sections: [], signatures: [{ over: 'For Acme', under: 'Authorised Signatory' }], note },
      ]) {
        const top = layout.y;
        drawFoot(layout, foot);
        heights.push(layout.y - top);
      }
    });
    const [bare, signed] = heights as [number, number];
    expect(bare).toBeGreaterThan(0);
    expect(bare).toBeLessThan(15);
    expect(signed).toBeGreaterThan(60);
  });
});
