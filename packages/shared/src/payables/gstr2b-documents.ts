import { financialYearOf } from '../money/financial-year.js';
import { fromPaise, toPaise } from '../money/money.js';
import { type Gstr2bFile, type Gstr2bKind, sectionDocumentCount } from '../schemas/gstr2b.js';
import { supplierInvoiceKey } from './supplier-invoice-key.js';

/** A document of a GSTR-2B as Lathe keeps it: the portal's figures in rupees, its number as printed and as a key. */
export interface Gstr2bDocumentData {
  kind: Gstr2bKind;
  supplierGstin: string;
  supplierName: string | null;
  number: string;
  numberKey: string;
  /** yyyy-MM-dd. */
  date: string;
  financialYear: string;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
  value: number;
  placeOfSupply: string | null;
  reverseCharge: boolean;
  itcAvailable: string | null;
  itcReason: string | null;
  supplierPeriod: string | null;
  supplierFiledOn: string | null;
}

/** The sections of docdata read as documents; every other one is counted and left aside. */
export const GSTR2B_READ_SECTIONS = ['b2b', 'cdnr'] as const;

type Figures = { txval?: number; igst?: number; cgst?: number; sgst?: number; cess?: number };
type Portal = Figures & {
  dt: string;
  val: number;
  pos?: string | undefined;
  rev?: string | undefined;
  itcavl?: string | undefined;
  rsn?: string | undefined;
  items?: Figures[] | undefined;
};
type Supplier = {
  ctin: string;
  trdnm?: string | undefined;
  supprd?: string | undefined;
  supfildt?: string | undefined;
};

/** A figure of the document: its own total, or (the portal leaving it out) its items' sum, exact to the paisa. */
function figure(document: Portal, field: keyof Figures): number {
  const own = document[field];
  if (own !== undefined) return own;
  const paise = (document.items ?? []).reduce((sum, item) => sum + toPaise(item[field] ?? 0), 0);
  return fromPaise(paise);
}

function documentOf(kind: Gstr2bKind, number: string, supplier: Supplier, document: Portal): Gstr2bDocumentData {
  return {
    kind,
    supplierGstin: supplier.ctin,
    supplierName: supplier.trdnm || null,
    number,
    numberKey: supplierInvoiceKey(number),
    date: document.dt,
    financialYear: financialYearOf(document.dt),
    taxable: figure(document, 'txval'),
    igst: figure(document, 'igst'),
    cgst: figure(document, 'cgst'),
    sgst: figure(document, 'sgst'),
    cess: figure(document, 'cess'),
    value: document.val,
    placeOfSupply: document.pos ?? null,
    reverseCharge: document.rev === 'Y',
    itcAvailable: document.itcavl ?? null,
    itcReason: document.rsn || null,
    supplierPeriod: supplier.supprd ?? null,
    supplierFiledOn: supplier.supfildt ?? null,
  };
}

/**
 * The documents of a checked GSTR-2B file: each b2b invoice and each cdnr note (typ C a credit
 * note, D a debit note), with the counts of the sections left aside (amendments, ISD, imports …).
 */
export function gstr2bDocumentsOf(file: Gstr2bFile): {
  documents: Gstr2bDocumentData[];
  ignored: Record<string, number>;
} {
  const docdata = file.data.docdata ?? {};
  const documents: Gstr2bDocumentData[] = [];
  for (const supplier of docdata.b2b ?? []) {
    for (const invoice of supplier.inv) documents.push(documentOf('invoice', invoice.inum, supplier, invoice));
  }
  for (const supplier of docdata.cdnr ?? []) {
    for (const note of supplier.nt) {
      documents.push(documentOf(note.typ === 'C' ? 'credit-note' : 'debit-note', note.ntnum, supplier, note));
    }
  }
  const ignored: Record<string, number> = {};
  for (const [section, value] of Object.entries(docdata)) {
    if ((GSTR2B_READ_SECTIONS as readonly string[]).includes(section)) continue;
    const count = sectionDocumentCount(value);
    if (count > 0) ignored[section] = count;
  }
  return { documents, ignored };
}

/** The month a return period names: "102026" → "2026-10". */
export const monthOfReturnPeriod = (rtnprd: string) => `${rtnprd.slice(2)}-${rtnprd.slice(0, 2)}`;
