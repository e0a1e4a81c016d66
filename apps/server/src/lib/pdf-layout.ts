/*
 * The PDF page kit every printed document shares (the tax invoice, the delivery challan, the
 * statement and ageing): A4 set in Noto Sans, embedded from its TrueType files so that amounts
 * can be labelled with the rupee sign (₹) beside Indian-grouped figures (12,34,567.00); boxes,
 * labelled blocks and tables that wrap and repeat their header on a new page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatPaise, formatRupees, type Seller, toPaise } from '@lathe/shared';
import { isDrawableLogo, logoBytes } from './logo-image.js';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 32;
export const LEFT = MARGIN;
export const WIDTH = A4.width - 2 * MARGIN;
export const BOTTOM = A4.height - MARGIN;
export const PAD = 4;
export const GREY = '#f0f0f0';
export const LINE = '#888888';

export const money = (rupees: number) => formatPaise(toPaise(rupees));
/** An amount with the rupee sign: "₹1,18,000.00", a negative one "-₹5.00". */
export const rupees = (amount: number) => formatRupees(toPaise(amount));
export const stateWithCode = (state: string | null, code: string | null) =>
  state ? (code ? `${state} (Code ${code})` : state) : '';

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right' | 'center';

/**
 * The typeface: Noto Sans regular and bold (SIL Open Font License 1.1, which allows embedding),
 * from the npm package @expo-google-fonts/noto-sans. Unlike the standard Helvetica it has the
 * rupee sign, U+20B9. pdfkit embeds only the glyphs a document uses, with a ToUnicode map so the
 * text can still be searched and copied. The files are found through Node's module resolution,
 * from this source file under tsx and vitest and from dist/server.js in the built server, which
 * leaves the installed packages to node_modules.
 */
export const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
const REGULAR = 'Lathe-Sans';
const BOLD = 'Lathe-Sans-Bold';
/** The two faces as a document drawn on its own (box labels) names them to `doc.font`. */
export const PDF_FONT = { regular: REGULAR, bold: BOLD } as const;

let fontBytes: Record<keyof typeof FONT_FILES, Buffer> | undefined;

/** The two font files, read once, on the first PDF. */
export function pdfFonts(): Record<keyof typeof FONT_FILES, Buffer> {
  if (!fontBytes) {
    const resolve = createRequire(import.meta.url).resolve;
    fontBytes = {
      regular: readFileSync(resolve(FONT_FILES.regular)),
      bold: readFileSync(resolve(FONT_FILES.bold)),
    };
  }
  return fontBytes;
}

export interface Column<T> {
  header: string;
  width: number;
  align?: Align;
  value: (row: T) => string;
}

/** Text lines of a block, skipping the empty ones. */
export const lines = (...values: (string | null | undefined | false)[]) =>
  values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/** A data URL's image, when pdfkit can draw it (PNG or JPEG) and it is small enough to decode quickly. */
export function logoImage(logo: string | null): Buffer | null {
  const image = logoBytes(logo);
  return image && image.type !== 'webp' && isDrawableLogo(image.bytes) ? image.bytes : null;
}

export class PdfLayout {
  y = MARGIN;

  constructor(private readonly doc: Doc) {}

  /** Starts a new page when `height` more points do not fit; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  text(
    value: string,
    x: number,
    y: number,
    width: number,
    options: { bold?: boolean; size?: number; align?: Align; color?: string } = {},
  ) {
    this.doc
      .font(options.bold ? BOLD : REGULAR)
      .fontSize(options.size ?? 8)
      .fillColor(options.color ?? 'black')
      .text(value, x, y, { width, align: options.align ?? 'left', lineGap: 1 });
    return this.doc.y;
  }

  heightOf(value: string, width: number, { bold = false, size = 8 } = {}) {
    return this.doc
      .font(bold ? BOLD : REGULAR)
      .fontSize(size)
      .heightOfString(value, { width, lineGap: 1 });
  }

  box(x: number, y: number, width: number, height: number, fill?: string) {
    this.doc.lineWidth(0.5);
    if (fill) this.doc.rect(x, y, width, height).fillAndStroke(fill, LINE);
    else this.doc.rect(x, y, width, height).strokeColor(LINE).stroke();
  }

  /** A labelled block of lines in a box: the label bold, then each line. */
  block(x: number, y: number, width: number, label: string, body: string[], { boldFirst = false } = {}) {
    let at = this.text(label, x + PAD, y + PAD, width - 2 * PAD, { bold: true, size: 7 });
    body.forEach((line, i) => {
      at = this.text(line, x + PAD, at + 1, width - 2 * PAD, {
        bold: boldFirst && i === 0,
        size: boldFirst && i === 0 ? 9 : 8,
      });
    });
    return at + PAD - y;
  }

  /** The height `block` takes for the same text. */
  blockHeight(width: number, label: string, body: string[]) {
    const labelHeight = this.heightOf(label, width, { bold: true, size: 7 });
    return body.reduce((sum, line) => sum + 1 + this.heightOf(line, width), labelHeight + 2 * PAD);
  }

  /** A table with a shaded header row, repeated on each new page; cells wrap and rows grow; `strong` rows are bold. */
  table<T>(
    columns: Column<T>[],
    rows: T[],
    { size = 7.5, strong }: { size?: number; strong?: (row: T) => boolean } = {},
  ) {
    const header = () => {
      const height =
        Math.max(...columns.map((c) => this.heightOf(c.header, c.width - 2 * PAD, { bold: true, size }))) + 2 * PAD;
      let x = LEFT;
      for (const column of columns) {
        this.box(x, this.y, column.width, height, GREY);
        this.text(column.header, x + PAD, this.y + PAD, column.width - 2 * PAD, {
          bold: true,
          size,
          align: column.align,
        });
        x += column.width;
      }
      this.y += height;
    };
    header();
    for (const row of rows) {
      const cells = columns.map((c) => c.value(row));
      const bold = strong?.(row) ?? false;
      const height =
        Math.max(
          ...cells.map((cell, i) => this.heightOf(cell, (columns[i] as Column<T>).width - 2 * PAD, { bold, size })),
        ) +
        2 * PAD;
      if (this.ensure(height)) header();
      let x = LEFT;
      columns.forEach((column, i) => {
        this.box(x, this.y, column.width, height);
        this.text(cells[i] as string, x + PAD, this.y + PAD, column.width - 2 * PAD, {
          bold,
          size,
          align: column.align,
        });
        x += column.width;
      });
      this.y += height;
    }
  }
}

/**
 * The head of a document: its title, a line under it (which copy, draft, as of), the seller with
 * the logo on the left and the document's own particulars on the right.
 */
export function letterhead(
  layout: PdfLayout,
  doc: Doc,
  head: {
    title: string;
    note: string;
    seller: Seller;
    /** The seller's block's label: "Seller" on an invoice, "From" on a statement. */
    sellerLabel?: string;
    label: string;
    particulars: string[];
    /** The particulars open with a name, set in bold (a statement's customer). */
    boldFirst?: boolean;
    /**
     * Drawn beside and under the title, above the seller (an e-invoice's QR code on the right from
     * the title's top, its IRN under the title); given the title's top, it moves `layout.y` on.
     */
    band?: (titleTop: number) => void;
  },
) {
  const { seller } = head;
  const titleTop = layout.y;
  layout.text(head.title, LEFT, layout.y, WIDTH, { bold: true, size: 14, align: 'center' });
  layout.y = layout.text(head.note, LEFT, layout.y + 18, WIDTH, { size: 7, align: 'center' }) + 6;
  head.band?.(titleTop);
  const half = WIDTH / 2;
  const top = layout.y;
  const logo = logoImage(seller.logo);
  let sellerX = LEFT;
  if (logo) {
    try {
      doc.image(logo, LEFT + PAD, top + PAD, { fit: [56, 56] });
      sellerX = LEFT + 60;
    } catch {
      // An image pdfkit cannot read prints no logo rather than no document.
    }
  }
  const sellerHeight = layout.block(
    sellerX,
    top,
    half - (sellerX - LEFT),
    head.sellerLabel ?? 'Seller',
    lines(
      seller.name ?? '',
      seller.address,
      seller.gstin && `GSTIN: ${seller.gstin}`,
      seller.pan && `PAN: ${seller.pan}`,
      seller.state && `State: ${stateWithCode(seller.state, seller.stateCode)}`,
      [seller.phone, seller.email].filter(Boolean).join('  ·  '),
    ),
    { boldFirst: true },
  );
  const particularsHeight = layout.block(LEFT + half, top, half, head.label, head.particulars, {
    boldFirst: head.boldFirst ?? false,
  });
  const height = Math.max(sellerHeight, particularsHeight, logo ? 64 : 0);
  layout.box(LEFT, top, half, height);
  layout.box(LEFT + half, top, half, height);
  layout.y = top + height;
}

/** Column widths that fill the page: the flexible column takes what the others leave. */
export function fill<T>(columns: (Column<T> & { flex?: boolean })[]): Column<T>[] {
  const fixed = columns.filter((c) => !c.flex).reduce((sum, c) => sum + c.width, 0);
  return columns.map((c) => (c.flex ? { ...c, width: WIDTH - fixed } : c));
}

/**
 * Renders a document to a PDF in memory: `draw` lays it out on the pages (A4 unless `size` says
 * otherwise, in points). pdfkit and its fonts load with the first PDF asked for, not at every start-up.
 */
export async function renderPdf(
  info: { Title: string; Subject: string; Author: string },
  draw: (layout: PdfLayout, doc: Doc) => void,
  {
    compress = true,
    size = 'A4',
    margin = MARGIN,
  }: { compress?: boolean; size?: 'A4' | [number, number]; margin?: number } = {},
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const fonts = pdfFonts();
  // No default font (''): pdfkit's Helvetica would be written into every file, unused.
  const doc = new PDFDocument({ size, margin, compress, info, font: '' });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(new PdfLayout(doc), doc);
  doc.end();
  return done;
}
