import { describe, expect, it } from 'vitest';
import { pageCount, pdfText } from '../../test/pdf-facts.js';
import { LEFT, type PdfLayout, pdfFonts, renderPdf, rupees, WIDTH } from './pdf-layout.js';

const INFO = { Title: 'Rupee test', Subject: 'The page kit', Author: 'Lathe' };

describe('the PDF page kit', () => {
  it('finds its Noto Sans files, regular and bold, through module resolution', () => {
    const { regular, bold } = pdfFonts();
    // TrueType files: the sfnt version 1.0, and a font a few hundred kilobytes long.
    for (const font of [regular, bold]) {
      expect(font.readUInt32BE(0)).toBe(0x00010000);
      expect(font.length).toBeGreaterThan(100_000);
    }
    expect(pdfFonts().regular).toBe(regular);
  });

  it('sets amounts with the rupee sign in the embedded font, regular and bold, and the text reads back', async () => {
    const pdf = await renderPdf(INFO, (layout: PdfLayout) => {
      layout.y = layout.text(`Balance due: ${rupees(118000)}`, LEFT, layout.y, WIDTH);
      layout.text(`Grand Total (₹) ${rupees(-5)}`, LEFT, layout.y, WIDTH, { bold: true });
    });
    // A glyph the font lacked would be its .notdef and read back as U+0000, not as ₹.
    expect(pdfText(pdf)).toEqual(['Balance due: ₹1,18,000.00', 'Grand Total (₹) -₹5.00']);
    expect(pageCount(pdf)).toBe(1);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    // No standard font rides along, and only the glyphs used are embedded: the file stays small.
    expect(raw).not.toContain('Helvetica');
    expect(pdf.length).toBeLessThan(30_000);
  });
});
