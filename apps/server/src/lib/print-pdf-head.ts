import type { PrintBand, PrintField, PrintMark, PrintModel, PrintParty, PrintSection } from '@lathe/shared';
import { type Doc, LEFT, logoImage, MARGIN, PAD, type PdfLayout, WIDTH } from './pdf-layout.js';
import { drawQrCode } from './pdf-qr.js';

/*
 * The head of a printed document on the page kit: what a draft or cancelled one says across the
 * top, the title and the copy's line, an e-invoice's IRN with its QR code, the letterhead with the
 * logo beside the document's particulars, and the parties two to a row.
 */

const RED = '#b91c1c';
const half = WIDTH / 2;

/** "GSTIN: 27AAFCS1234K1ZX": a labelled value as paper writes it. */
export const fieldLine = (field: PrintField) => `${field.label}: ${field.value}`;

/** A section's lines, then its labelled values. */
export const sectionLines = (section: PrintSection) => [...section.lines, ...(section.fields ?? []).map(fieldLine)];

/** A party's lines under its heading: the name first (set bold), the address, then its labelled values. */
export const partyLines = (party: PrintParty) => [
  party.name,
  ...(party.address ? [party.address] : []),
  ...party.fields.map(fieldLine),
];

/** The faint word across a page ("DRAFT"), drawn before anything else on it. */
export function drawWatermark(doc: Doc, text: string) {
  doc.save();
  doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .fillOpacity(0.06)
    .fillColor('black')
    .fontSize(110)
    .text(text, 0, doc.page.height / 2 - 70, { width: doc.page.width, align: 'center', lineBreak: false });
  doc.restore();
}

function drawMark(layout: PdfLayout, doc: Doc, mark: PrintMark) {
  const color = mark.tone === 'void' ? RED : '#1f2937';
  const height = layout.heightOf(mark.text, WIDTH - 4 * PAD, { bold: true, size: 9 }) + 2 * PAD;
  doc.save().lineWidth(1.2).strokeColor(color);
  if (mark.tone === 'draft') doc.dash(3, { space: 2 });
  doc.rect(LEFT, layout.y, WIDTH, height).stroke();
  doc.restore();
  layout.text(mark.text, LEFT + 2 * PAD, layout.y + PAD, WIDTH - 4 * PAD, {
    bold: true,
    size: 9,
    align: 'center',
    color,
  });
  layout.y += height + 8;
}

/** The IRN and acknowledgement under the title on the left, the QR code level with the title on the right. */
export const IRN_QR_SIZE = 104;

function drawBand(layout: PdfLayout, doc: Doc, band: PrintBand, titleTop: number) {
  const textHeight = layout.block(LEFT - PAD, layout.y, WIDTH - IRN_QR_SIZE, band.label, band.fields.map(fieldLine));
  let bottom = layout.y + textHeight;
  if (band.qr) {
    // The code's own quiet zone is its margin: its square starts level with the title's top.
    const top = titleTop - PAD;
    drawQrCode(doc, band.qr.text, LEFT + WIDTH - IRN_QR_SIZE + PAD, top, IRN_QR_SIZE);
    bottom = Math.max(bottom, top + IRN_QR_SIZE);
  }
  layout.y = bottom + 2;
}

/** The letterhead (logo, company) on the left and the document's particulars on the right, boxed. */
function drawLetterhead(layout: PdfLayout, doc: Doc, model: PrintModel) {
  const top = layout.y;
  const logo = logoImage(model.letterhead.logo);
  let companyX = LEFT;
  if (logo) {
    try {
      doc.image(logo, LEFT + PAD, top + PAD, { fit: [56, 56] });
      companyX = LEFT + 60;
    } catch {
      // An image pdfkit cannot read prints no logo rather than no document.
    }
  }
  const { letterhead, particulars } = model;
  const companyHeight = layout.block(
    companyX,
    top,
    half - (companyX - LEFT),
    letterhead.label,
    partyLines(letterhead),
    {
      boldFirst: true,
    },
  );
  const particularsHeight = layout.block(LEFT + half, top, half, particulars.label, particulars.fields.map(fieldLine));
  const height = Math.max(companyHeight, particularsHeight, companyX > LEFT ? 64 : 0);
  layout.box(LEFT, top, half, height);
  layout.box(LEFT + half, top, half, height);
  layout.y = top + height;
}

/** The parties two to a row, each boxed; one alone takes the width. */
function drawParties(layout: PdfLayout, parties: PrintParty[]) {
  for (let i = 0; i < parties.length; i += 2) {
    const row = parties.slice(i, i + 2);
    const width = WIDTH / row.length;
    const top = layout.y;
    const heights = row.map((party, j) =>
      layout.block(LEFT + j * width, top, width, party.label, partyLines(party), { boldFirst: true }),
    );
    const height = Math.max(...heights);
    row.forEach((_, j) => {
      layout.box(LEFT + j * width, top, width, height);
    });
    layout.y = top + height;
  }
}

/** One copy's head, from the top of its page. */
export function drawHead(layout: PdfLayout, doc: Doc, model: PrintModel, copy: string | undefined) {
  layout.y = MARGIN;
  if (model.mark) drawMark(layout, doc, model.mark);
  const titleTop = layout.y;
  layout.text(model.title.toUpperCase(), LEFT, layout.y, WIDTH, { bold: true, size: 14, align: 'center' });
  layout.y += 18;
  if (model.subtitle) layout.y = layout.text(model.subtitle, LEFT, layout.y, WIDTH, { size: 7, align: 'center' });
  if (copy) layout.y = layout.text(copy, LEFT, layout.y, WIDTH, { size: 7, align: 'center' });
  layout.y += 6;
  if (model.band) drawBand(layout, doc, model.band, titleTop);
  drawLetterhead(layout, doc, model);
  drawParties(layout, model.parties);
  layout.y += 6;
}
