import type { BoxLabelPrint, BoxLabelSheet } from '@lathe/shared';
import { type Doc, PDF_FONT, renderPdf } from '../../lib/pdf-layout.js';
import { drawQrCode } from '../../lib/pdf-qr.js';

/*
 * Box labels as a PDF (issue 31), from their print model (packages/shared print/box-label-print.ts),
 * on the page kit's pages and fonts (lib/pdf-layout.ts renderPdf, Noto Sans) with the QR code drawn
 * as the e-invoice's is (lib/pdf-qr.ts). Two ways to print:
 * - A4 sheets of ten labels, two across and five down, with dashed cut lines between them, for an
 *   office printer and a paper cutter (or label stock of that layout);
 * - one 100 × 50 mm page per label, which a thermal label printer takes as its label size.
 */

/** Points in a millimetre. */
const MM = 72 / 25.4;
export const A4_PAGE = { width: 595.28, height: 841.89 };
export const THERMAL_PAGE = { width: 100 * MM, height: 50 * MM };
/** The A4 sheet: two labels across, five down, inside a margin the printer can reach. */
export const A4_GRID = { across: 2, down: 5, margin: 8 * MM };

const { regular: REGULAR, bold: BOLD } = PDF_FONT;
const GREY = '#555555';

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The size at which `text` fits `width`, from `size` down to `min`. */
function fitted(doc: Doc, text: string, font: string, size: number, width: number, min: number): number {
  const wide = doc.font(font).fontSize(size).widthOfString(text);
  return wide <= width ? size : Math.max(min, (size * width) / wide);
}

interface LineStyle {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right';
  /** The least size a long text shrinks to before it is cut short with an ellipsis. */
  shrinkTo?: number;
}

/** One line of text that never wraps: set smaller to fit, and cut short with an ellipsis past that. */
function line(doc: Doc, text: string, x: number, y: number, width: number, style: LineStyle) {
  const font = style.bold ? BOLD : REGULAR;
  const size = fitted(doc, text, font, style.size, width, style.shrinkTo ?? style.size);
  // Shrunk, it sits on the same baseline as it would at full size.
  const drop = (style.size - size) * 0.8;
  doc
    .font(font)
    .fontSize(size)
    .fillColor(style.color ?? 'black')
    .text(text, x, y + drop, {
      width,
      height: size * 1.3,
      ellipsis: true,
      lineBreak: false,
      align: style.align ?? 'left',
    });
}

/**
 * One label in its area: the maker and "Box n of N" across the top; the six fields down the left,
 * each its small grey name and its value; the QR code on the right; the box code in large type at
 * the foot, where a clerk reads it to type when the code will not scan.
 */
function drawLabel(doc: Doc, label: BoxLabelPrint, area: Area) {
  const pad = Math.min(area.width, area.height) * 0.06;
  const inner = { x: area.x + pad, y: area.y + pad, width: area.width - 2 * pad, height: area.height - 2 * pad };
  const bottom = inner.y + inner.height;
  const headSize = inner.height * 0.095;
  const codeSize = inner.height * 0.15;

  const boxOfWidth = doc.font(BOLD).fontSize(headSize).widthOfString(label.boxOf);
  line(doc, label.boxOf, inner.x + inner.width - boxOfWidth - 1, inner.y, boxOfWidth + 1, {
    size: headSize,
    bold: true,
  });
  line(doc, label.maker ?? '', inner.x, inner.y + headSize * 0.1, inner.width - boxOfWidth - pad, {
    size: headSize * 0.8,
    bold: true,
    color: GREY,
    shrinkTo: headSize * 0.6,
  });

  const top = inner.y + headSize * 1.4;
  const qr = Math.min(inner.width * 0.37, bottom - top);
  drawQrCode(doc, label.qr, inner.x + inner.width - qr, bottom - qr, qr);

  const codeTop = bottom - codeSize * 1.15;
  const fieldsWidth = inner.width - qr - pad * 0.5;
  const rowHeight = (codeTop - top) / Math.max(1, label.fields.length);
  const valueSize = rowHeight * 0.7;
  const nameSize = rowHeight * 0.48;
  const nameWidth = fieldsWidth * 0.3;
  label.fields.forEach((field, i) => {
    const y = top + i * rowHeight;
    line(doc, field.label, inner.x, y + (valueSize - nameSize) * 0.75, nameWidth, { size: nameSize, color: GREY });
    line(doc, field.value, inner.x + nameWidth, y, fieldsWidth - nameWidth, {
      size: valueSize,
      bold: true,
      shrinkTo: valueSize * 0.7,
    });
  });
  line(doc, label.code, inner.x, codeTop, fieldsWidth, { size: codeSize, bold: true });
}

/** Dashed cut lines around and between the labels of an A4 sheet. */
function drawCutLines(doc: Doc, cells: Area[]) {
  doc.save().lineWidth(0.4).strokeColor('#999999').dash(3, { space: 3 });
  for (const cell of cells) doc.rect(cell.x, cell.y, cell.width, cell.height).stroke();
  doc.undash().restore();
}

/** The labels' areas on one A4 sheet, across then down. */
function a4Cells(): Area[] {
  const { across, down, margin } = A4_GRID;
  const width = (A4_PAGE.width - 2 * margin) / across;
  const height = (A4_PAGE.height - 2 * margin) / down;
  return Array.from({ length: across * down }, (_, i) => ({
    x: margin + (i % across) * width,
    y: margin + Math.floor(i / across) * height,
    width,
    height,
  }));
}

/** The sheet's labels as a PDF: A4 sheets of ten, or a 100 × 50 mm page each. */
export function renderBoxLabelsPdf(sheet: BoxLabelSheet, { compress = true } = {}): Promise<Buffer> {
  const page = sheet.format === 'thermal' ? THERMAL_PAGE : A4_PAGE;
  const size: [number, number] = [page.width, page.height];
  return renderPdf(
    { Title: sheet.file.title, Subject: sheet.file.subject, Author: sheet.file.author },
    (_layout, doc) => {
      if (sheet.format === 'thermal') {
        sheet.labels.forEach((label, i) => {
          if (i > 0) doc.addPage({ size, margin: 0 });
          drawLabel(doc, label, { x: 0, y: 0, ...page });
        });
        return;
      }
      const cells = a4Cells();
      sheet.labels.forEach((label, i) => {
        const at = i % cells.length;
        if (i > 0 && at === 0) doc.addPage({ size, margin: 0 });
        if (at === 0) drawCutLines(doc, cells.slice(0, Math.min(cells.length, sheet.labels.length - i)));
        drawLabel(doc, label, cells[at] as Area);
      });
    },
    { compress, size, margin: 0 },
  );
}
