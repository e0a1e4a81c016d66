/*
 * A printed document, said once: what the PDF (apps/server lib/print-pdf.ts) and the print view
 * on screen (apps/web components/print/) both draw. Every word and figure is decided here, already
 * formatted (dd/mm/yyyy, lakh grouping, ₹), so the paper and the screen cannot disagree; the two
 * renderers only lay it out. A document's `*-print.ts` builder turns its API shape into one.
 */

export type PrintAlign = 'left' | 'right' | 'center';

/** What a column holds: figures (money, quantities, counts, rates) are set in tabular digits and never wrap. */
export type PrintKind = 'text' | 'money' | 'quantity' | 'count' | 'percent';

/** A labelled value: "PO No.: PO/2026-27/0001" on paper, a term and its definition on screen. */
export interface PrintField {
  /** Names the field for the screen's decorations (a link, a download); not printed. */
  key?: string;
  label: string;
  value: string;
}

/** A party's block: the letterhead's company, a supplier, where to deliver, a bill-to. */
export interface PrintParty {
  /** The block's heading: "Supplier", "Deliver to", "Buyer". */
  label: string;
  name: string;
  /** The address as typed, one line per line. */
  address: string | null;
  /** GSTIN, state, codes and contacts, each a labelled value. */
  fields: PrintField[];
}

/** The company at the head of the page, with its logo (a data URL) when it has one. */
export interface PrintLetterhead extends PrintParty {
  logo: string | null;
}

export interface PrintColumn {
  key: string;
  header: string;
  align: PrintAlign;
  kind: PrintKind;
  /** The column's width on an A4 page in points; the `flex` column takes what the others leave. */
  width: number;
  flex?: boolean;
}

export interface PrintCell {
  text: string;
  /** A second line, set smaller: a line's bars and its own delivery date under its description. */
  detail?: string;
  /** How many columns the cell takes (a total's label across the first few); 1 when absent. */
  span?: number;
}

export interface PrintRow {
  key: string;
  /** The row's name on screen ("Line 1"). */
  label?: string;
  cells: PrintCell[];
  /** A total's row, set in bold. */
  strong?: boolean;
}

export interface PrintTable {
  kind: 'table';
  /** The table's name on screen ("Purchase order lines"). */
  label: string;
  /** A heading printed above it ("HSN-wise tax summary"); none when the label is for the screen only. */
  title: string | null;
  columns: PrintColumn[];
  rows: PrintRow[];
  /** Rows under the body: the totals. */
  foot: PrintRow[];
}

export interface PrintTotal {
  label: string;
  value: string;
  /** The grand total, set larger and bold. */
  strong?: boolean;
}

/** The totals box, with the amount in words beside it. */
export interface PrintTotals {
  kind: 'totals';
  /** The box's name on screen ("Purchase order totals"). */
  label: string;
  rows: PrintTotal[];
  words: PrintField | null;
}

/** A headed run of lines: rejections, remarks, terms; bank details as labelled values. */
export interface PrintSection {
  kind: 'section';
  /** Names the section for the screen's decorations (a line as a link); not printed. */
  key?: string;
  label: string;
  lines: string[];
  /** Labelled values after the lines ("IFSC: SBIN0001234"); none when absent. */
  fields?: PrintField[];
}

/**
 * A line standing alone across the page: plain, or boxed in its tone (an inspection's verdict,
 * a shortfall to act on), which the screen announces as a status.
 */
export interface PrintNote {
  kind: 'note';
  text: string;
  tone: 'plain' | 'good' | 'warning' | 'bad';
}

/** A headed part of the body holding blocks of its own: the bar reserved with its table and what is short. */
export interface PrintGroup {
  kind: 'group';
  label: string;
  blocks: PrintBlock[];
}

export type PrintBlock = PrintTable | PrintTotals | PrintSection | PrintNote | PrintGroup;

/** Where someone signs: "For Acme Precision" over the space, "Authorised Signatory" under it. */
export interface PrintSignature {
  over: string;
  under: string;
}

export interface PrintFoot {
  /** Side by side, before the signatures: terms, bank details. */
  sections: PrintSection[];
  signatures: PrintSignature[];
  /** The closing line: "This is a computer-generated purchase order." */
  note: string | null;
}

/** What a draft or a cancelled document says across its top. */
export interface PrintMark {
  text: string;
  tone: 'draft' | 'void';
}

/** An e-invoice's IRN and acknowledgement under the title, with its signed QR code. */
export interface PrintBand {
  label: string;
  fields: PrintField[];
  qr: { text: string; alt: string } | null;
}

export interface PrintModel {
  /** What the document is called on screen ("Purchase order"). */
  name: string;
  /** Its title ("Purchase Order"), which paper sets in capitals. */
  title: string;
  /** A line under the title on every copy, over the copy's own ("Under section 34 of the CGST Act"). */
  subtitle?: string;
  /** The PDF's own title, subject and author. */
  file: { title: string; subject: string; author: string };
  /**
   * Each printed copy, by the line under its title ("Original for recipient", "Stores copy"); the
   * PDF prints one after the other, each from a new page. Empty: one copy, no line.
   */
  copies: string[];
  mark: PrintMark | null;
  /** Set faintly across the page ("DRAFT"). */
  watermark: string | null;
  letterhead: PrintLetterhead;
  /** The document's own particulars beside the letterhead: number, dates, references. */
  particulars: { label: string; fields: PrintField[] };
  band: PrintBand | null;
  parties: PrintParty[];
  body: PrintBlock[];
  foot: PrintFoot;
}
