import { isExport, isWithoutPayment } from '../documents/export-supply.js';
import { fromPaise, scaleDecimal, toPaise } from '../money/money.js';
import type { GstDocument, GstDocumentLine, GstDocumentType } from './gst-document.js';
import { gstUnitOf, QUANTITY_DECIMALS } from './gst-units.js';

/*
 * GSTR-1 for a month, as the GST portal's offline tool takes it (JSON), and its reconciliation
 * with the books: invoices to registered buyers (b2b), large inter-state invoices to consumers
 * (b2cl) and the rest to consumers by state and rate (b2cs), nil-rated supplies (nil), credit and
 * debit notes (cdnr to registered buyers, cdnur for large consumer invoices, the others netted
 * in b2cs), the HSN summary split into B2B and B2C (Table 12) and the documents issued (Table 13).
 * Every figure is added up in paise; the JSON carries rupees with 2 decimals.
 */

/** An inter-state invoice to an unregistered buyer above this is reported invoice by invoice (b2cl), since August 2024. */
export const B2CL_LIMIT_RUPEES = 100_000;

/** A document of the month as GSTR-1 reads it: cancelled ones count only in Table 13. */
export interface Gstr1Document extends GstDocument {
  number: string;
  cancelled: boolean;
  /** For a note: its invoice's total, and whether the invoice crossed states (a B2CL original). */
  referenceValue?: number | undefined;
}

interface TaxFigures {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface Gstr1Item {
  num: number;
  itm_det: { rt: number } & Partial<TaxFigures> & { txval: number; csamt: number };
}

export interface Gstr1 {
  gstin: string;
  fp: string;
  version: string;
  hash: string;
  b2b?: {
    ctin: string;
    inv: {
      inum: string;
      idt: string;
      val: number;
      pos: string;
      rchrg: 'N';
      inv_typ: B2bInvoiceType;
      itms: Gstr1Item[];
    }[];
  }[];
  /** Table 6A: exports, with and without payment of IGST. */
  exp?: { exp_typ: 'WPAY' | 'WOPAY'; inv: Gstr1ExportInvoice[] }[];
  b2cl?: { pos: string; inv: { inum: string; idt: string; val: number; itms: Gstr1Item[] }[] }[];
  b2cs?: ({ sply_ty: 'INTER' | 'INTRA'; pos: string; typ: 'OE'; rt: number } & Partial<TaxFigures>)[];
  cdnr?: {
    ctin: string;
    nt: {
      ntty: 'C' | 'D';
      nt_num: string;
      nt_dt: string;
      val: number;
      pos: string;
      rchrg: 'N';
      inv_typ: B2bInvoiceType;
      itms: Gstr1Item[];
    }[];
  }[];
  cdnur?: {
    typ: 'B2CL' | 'EXPWP' | 'EXPWOP';
    ntty: 'C' | 'D';
    nt_num: string;
    nt_dt: string;
    val: number;
    /** None on a note to an export. */
    pos?: string;
    itms: Gstr1Item[];
  }[];
  nil?: { inv: { sply_ty: NilSupply; expt_amt: number; nil_amt: number; ngsup_amt: number }[] };
  hsn?: { hsn_b2b: Gstr1HsnRow[]; hsn_b2c: Gstr1HsnRow[] };
  doc_issue?: { doc_det: { doc_num: number; doc_typ: string; docs: Gstr1DocRange[] }[] };
}

/** Regular, or a supply to an SEZ with or without payment of IGST (Table 6B, reported in b2b). */
type B2bInvoiceType = 'R' | 'SEWP' | 'SEWOP';

/** An export invoice in Table 6A: the port, shipping bill number and date once known. */
export interface Gstr1ExportInvoice {
  inum: string;
  idt: string;
  val: number;
  sbpcode?: string;
  sbnum?: string;
  sbdt?: string;
  itms: { txval: number; rt: number; iamt: number; csamt: number }[];
}

type NilSupply = 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';

export interface Gstr1HsnRow extends TaxFigures {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
}

export interface Gstr1DocRange {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

/** One line of the reconciliation: a kind of document in the books, or a section of the return. */
export interface Gstr1ReconciliationRow {
  label: string;
  count: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

export interface Gstr1Result {
  json: Gstr1;
  reconciliation: {
    books: Gstr1ReconciliationRow[];
    returns: Gstr1ReconciliationRow[];
    hsn: Gstr1ReconciliationRow;
    /** The books' net, the return's sections and the HSN summary agree to the paisa. */
    balanced: boolean;
  };
}

/** Table 13's kinds of document and their serial numbers in the return. */
const DOC_KINDS: Record<GstDocumentType, { num: number; label: string }> = {
  INV: { num: 1, label: 'Invoices for outward supply' },
  DBN: { num: 4, label: 'Debit Note' },
  CRN: { num: 5, label: 'Credit Note' },
};

const portalDate = (date: string) => date.split('-').reverse().join('-');
const rupees = (paise: number) => fromPaise(paise);
/** Between states: an SEZ supply or an export always is (IGST Act 7(5)), else by the states. */
const interState = (document: GstDocument) =>
  Boolean(document.exportSupply) || document.seller.stateCode !== document.buyer.placeOfSupplyCode;
/** b2b's and cdnr's invoice type: an SEZ supply with or without payment of IGST, else regular. */
const b2bInvoiceType = (document: GstDocument): B2bInvoiceType => {
  const type = document.exportSupply?.type;
  if (!type || isExport(type)) return 'R';
  return isWithoutPayment(type) ? 'SEWOP' : 'SEWP';
};
/** An export (not an SEZ supply): Table 6A, or its notes in cdnur. */
const isExportOf = (document: GstDocument) => isExport(document.exportSupply?.type);
const posOf = (document: GstDocument) => String(Number(document.buyer.placeOfSupplyCode ?? '0')).padStart(2, '0');
/** A note's figures count against the month's supplies: a credit note takes them away. */
const signOf = (document: GstDocument) => (document.type === 'CRN' ? -1 : 1);

interface Sum {
  count: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}
const emptySum = (): Sum => ({ count: 0, txval: 0, iamt: 0, camt: 0, samt: 0 });
const addLine = (sum: Sum, line: Pick<GstDocumentLine, 'taxable' | 'igst' | 'cgst' | 'sgst'>, sign = 1) => {
  sum.txval += sign * toPaise(line.taxable);
  sum.iamt += sign * toPaise(line.igst);
  sum.camt += sign * toPaise(line.cgst);
  sum.samt += sign * toPaise(line.sgst);
};
const rowOf = (label: string, sum: Sum): Gstr1ReconciliationRow => ({
  label,
  count: sum.count,
  taxable: rupees(sum.txval),
  igst: rupees(sum.iamt),
  cgst: rupees(sum.camt),
  sgst: rupees(sum.samt),
});

/** A document's lines summed by GST rate, lowest rate first. */
function byRate(document: GstDocument): [number, Sum][] {
  const sums = new Map<number, Sum>();
  for (const line of document.lines) {
    const sum = sums.get(line.gstRate) ?? emptySum();
    addLine(sum, line);
    sums.set(line.gstRate, sum);
  }
  return [...sums.entries()].sort(([a], [b]) => a - b);
}

/** A document's taxed lines grouped by rate, as the return's items (nil-rated lines go to `nil`). */
function itemsOf(document: GstDocument): Gstr1Item[] {
  const inter = interState(document);
  return byRate(document)
    .filter(([rt]) => rt !== 0)
    .map(([rt, sum]) => ({
      num: Math.round(rt * 100) + 1,
      itm_det: {
        txval: rupees(sum.txval),
        rt,
        ...(inter ? { iamt: rupees(sum.iamt) } : { camt: rupees(sum.camt), samt: rupees(sum.samt) }),
        csamt: 0,
      },
    }));
}

const grouped = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key) ?? [];
  list.push(value);
  map.set(key, list);
};

/** Table 13: the month's documents of each kind, first and last number, how many, how many cancelled. */
function documentsIssued(documents: readonly Gstr1Document[]) {
  return (Object.keys(DOC_KINDS) as GstDocumentType[])
    .map((type) => {
      const numbers = documents.filter((d) => d.type === type).sort((a, b) => (a.number < b.number ? -1 : 1));
      const first = numbers[0];
      const last = numbers.at(-1);
      if (!first || !last) return null;
      const cancel = numbers.filter((d) => d.cancelled).length;
      return {
        doc_num: DOC_KINDS[type].num,
        doc_typ: DOC_KINDS[type].label,
        docs: [
          {
            num: 1,
            from: first.number,
            to: last.number,
            totnum: numbers.length,
            cancel,
            net_issue: numbers.length - cancel,
          },
        ],
      };
    })
    .filter((row) => row !== null)
    .sort((a, b) => a.doc_num - b.doc_num);
}

/** The table of GSTR-1 a document's taxed lines are reported in. */
export type Gstr1Section = 'b2b' | 'b2cl' | 'b2cs' | 'exp' | 'cdnr' | 'cdnur';

export function sectionOf(document: Gstr1Document): Gstr1Section {
  const registered = Boolean(document.buyer.gstin);
  // An export is never a sale to a consumer in India: Table 6A, its notes in cdnur (9B).
  if (isExportOf(document)) return document.type === 'INV' ? 'exp' : 'cdnur';
  if (document.type === 'INV') {
    if (registered) return 'b2b';
    return interState(document) && document.totals.grandTotal > B2CL_LIMIT_RUPEES ? 'b2cl' : 'b2cs';
  }
  if (registered) return 'cdnr';
  return interState(document) && (document.referenceValue ?? 0) > B2CL_LIMIT_RUPEES ? 'cdnur' : 'b2cs';
}

/** A document's figures at each GST rate, with the table they go to (nil-rated lines to `nil`), for the accountants' CSV. */
export function itemsOfDocument(document: Gstr1Document) {
  const section = sectionOf(document);
  return byRate(document).map(([rate, sum]) => ({
    section: rate === 0 && section !== 'exp' ? 'nil' : section,
    rate,
    taxable: rupees(sum.txval),
    igst: rupees(sum.iamt),
    cgst: rupees(sum.camt),
    sgst: rupees(sum.samt),
  }));
}

/**
 * GSTR-1 of `month` (yyyy-MM) for the company's GSTIN from the month's issued and cancelled
 * invoices and notes, and its reconciliation with them.
 */
export function gstr1Of(gstin: string, month: string, documents: readonly Gstr1Document[]): Gstr1Result {
  const b2b = new Map<string, NonNullable<Gstr1['b2b']>[number]['inv']>();
  const b2cl = new Map<string, NonNullable<Gstr1['b2cl']>[number]['inv']>();
  const b2cs = new Map<string, Sum & { sply_ty: 'INTER' | 'INTRA'; pos: string; rt: number }>();
  const cdnr = new Map<string, NonNullable<Gstr1['cdnr']>[number]['nt']>();
  const cdnur: NonNullable<Gstr1['cdnur']> = [];
  const exp = { WPAY: [] as Gstr1ExportInvoice[], WOPAY: [] as Gstr1ExportInvoice[] };
  const nil = new Map<NilSupply, number>();
  const hsn = { B2B: new Map<string, Gstr1HsnRow>(), B2C: new Map<string, Gstr1HsnRow>() };
  const books = { INV: emptySum(), CRN: emptySum(), DBN: emptySum() };
  const sections = {
    b2b: emptySum(),
    b2cl: emptySum(),
    b2cs: emptySum(),
    exp: emptySum(),
    nil: emptySum(),
    cdnr: emptySum(),
    cdnur: emptySum(),
  };

  for (const document of documents) {
    if (document.cancelled) continue;
    const registered = Boolean(document.buyer.gstin);
    const inter = interState(document);
    const sign = signOf(document);
    const pos = posOf(document);
    const items = itemsOf(document);
    const value = document.totals.grandTotal;
    books[document.type].count += 1;
    for (const line of document.lines) {
      addLine(books[document.type], line);
      const table = registered ? hsn.B2B : hsn.B2C;
      const uqc = gstUnitOf(line.unit) ?? 'OTH';
      const key = JSON.stringify([line.hsnCode ?? '', uqc, line.gstRate]);
      const row = table.get(key) ?? {
        num: 0,
        hsn_sc: line.hsnCode ?? '',
        desc: line.description.slice(0, 30),
        uqc,
        qty: 0,
        rt: line.gstRate,
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
        csamt: 0,
      };
      // Amounts are summed in paise here and turned into rupees when the rows are written;
      // quantities (12.5 KGS) in thousandths, so no binary fraction creeps into the sum.
      row.qty += sign * scaleDecimal(line.quantity, QUANTITY_DECIMALS);
      row.txval += sign * toPaise(line.taxable);
      row.iamt += sign * toPaise(line.igst);
      row.camt += sign * toPaise(line.cgst);
      row.samt += sign * toPaise(line.sgst);
      table.set(key, row);
      // An export's lines, whatever their rate, are all in Table 6A.
      if (line.gstRate === 0 && !isExportOf(document)) {
        const supply: NilSupply = `${inter ? 'INTR' : 'INTRA'}${registered ? 'B2B' : 'B2C'}`;
        nil.set(supply, (nil.get(supply) ?? 0) + sign * toPaise(line.taxable));
        addLine(sections.nil, line, sign);
      }
    }
    const taxed = isExportOf(document) ? document.lines : document.lines.filter((line) => line.gstRate !== 0);
    const section = (name: keyof typeof sections) => {
      sections[name].count += 1;
      for (const line of taxed) addLine(sections[name], line, sign);
    };
    const toB2cs = () => {
      sections.b2cs.count += 1;
      for (const line of taxed) {
        const key = JSON.stringify([inter, pos, line.gstRate]);
        const sum = b2cs.get(key) ?? { ...emptySum(), sply_ty: inter ? 'INTER' : 'INTRA', pos, rt: line.gstRate };
        addLine(sum, line, sign);
        addLine(sections.b2cs, line, sign);
        b2cs.set(key, sum);
      }
    };
    const ntty = document.type === 'CRN' ? ('C' as const) : ('D' as const);
    const noteRow = { ntty, nt_num: document.number, nt_dt: portalDate(document.date), val: value, pos, itms: items };
    const invoiceRow = { inum: document.number, idt: portalDate(document.date), val: value, itms: items };
    const where = sectionOf(document);
    if (where === 'b2cs') toB2cs();
    else section(where);
    if (where === 'exp') {
      exportRow(document, exp);
      continue;
    }
    if (items.length === 0 || where === 'b2cs') continue;
    const invTyp = b2bInvoiceType(document);
    if (where === 'b2b')
      grouped(b2b, document.buyer.gstin as string, { ...invoiceRow, pos, rchrg: 'N', inv_typ: invTyp });
    else if (where === 'b2cl') grouped(b2cl, pos, invoiceRow);
    else if (where === 'cdnr')
      grouped(cdnr, document.buyer.gstin as string, { ...noteRow, rchrg: 'N', inv_typ: invTyp });
    else if (isExportOf(document)) {
      // A note on an export has no place of supply in India.
      const { pos: _pos, ...exportNote } = noteRow;
      cdnur.push({ typ: cdnurType(document), ...exportNote });
    } else cdnur.push({ typ: 'B2CL', ...noteRow });
  }

  const hsnRows = (table: Map<string, Gstr1HsnRow>) =>
    [...table.values()]
      .sort((a, b) => (a.hsn_sc === b.hsn_sc ? a.rt - b.rt : a.hsn_sc < b.hsn_sc ? -1 : 1))
      .map((row, i) => ({
        ...row,
        num: i + 1,
        qty: row.qty / 10 ** QUANTITY_DECIMALS,
        txval: rupees(row.txval),
        iamt: rupees(row.iamt),
        camt: rupees(row.camt),
        samt: rupees(row.samt),
      }));
  const json: Gstr1 = { gstin, fp: `${month.slice(5, 7)}${month.slice(0, 4)}`, version: 'GST3.2', hash: 'hash' };
  if (b2b.size > 0)
    json.b2b = [...b2b.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([ctin, inv]) => ({ ctin, inv }));
  if (b2cl.size > 0)
    json.b2cl = [...b2cl.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([pos, inv]) => ({ pos, inv }));
  const consumers = [...b2cs.values()].filter((sum) => sum.txval !== 0);
  if (consumers.length > 0) {
    json.b2cs = consumers.map(({ sply_ty, pos, rt, txval, iamt, camt, samt }) => ({
      sply_ty,
      pos,
      typ: 'OE',
      rt,
      txval: rupees(txval),
      ...(sply_ty === 'INTER' ? { iamt: rupees(iamt) } : { camt: rupees(camt), samt: rupees(samt) }),
      csamt: 0,
    }));
  }
  const exports = (['WPAY', 'WOPAY'] as const).filter((type) => exp[type].length > 0);
  if (exports.length > 0) json.exp = exports.map((exp_typ) => ({ exp_typ, inv: exp[exp_typ] }));
  if (cdnr.size > 0)
    json.cdnr = [...cdnr.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([ctin, nt]) => ({ ctin, nt }));
  if (cdnur.length > 0) json.cdnur = cdnur;
  const nilRows = [...nil.entries()].filter(([, paise]) => paise !== 0);
  if (nilRows.length > 0) {
    json.nil = {
      inv: nilRows.map(([sply_ty, paise]) => ({ sply_ty, expt_amt: 0, nil_amt: rupees(paise), ngsup_amt: 0 })),
    };
  }
  const hsnB2b = hsnRows(hsn.B2B);
  const hsnB2c = hsnRows(hsn.B2C);
  if (hsnB2b.length + hsnB2c.length > 0) json.hsn = { hsn_b2b: hsnB2b, hsn_b2c: hsnB2c };
  const docDet = documentsIssued(documents);
  if (docDet.length > 0) json.doc_issue = { doc_det: docDet };

  const net = emptySum();
  for (const [type, sum] of Object.entries(books) as [GstDocumentType, Sum][]) {
    const sign = type === 'CRN' ? -1 : 1;
    net.count += sum.count;
    for (const key of ['txval', 'iamt', 'camt', 'samt'] as const) net[key] += sign * sum[key];
  }
  const returned = emptySum();
  for (const sum of Object.values(sections)) {
    returned.count += sum.count;
    for (const key of ['txval', 'iamt', 'camt', 'samt'] as const) returned[key] += sum[key];
  }
  const hsnTotal = emptySum();
  for (const row of [...hsn.B2B.values(), ...hsn.B2C.values()]) {
    hsnTotal.count += 1;
    for (const key of ['txval', 'iamt', 'camt', 'samt'] as const) hsnTotal[key] += row[key];
  }
  const same = (a: Sum, b: Sum) => (['txval', 'iamt', 'camt', 'samt'] as const).every((key) => a[key] === b[key]);
  return {
    json,
    reconciliation: {
      books: [
        rowOf('Invoices', books.INV),
        rowOf('Credit notes', books.CRN),
        rowOf('Debit notes', books.DBN),
        rowOf('Net as per the books', net),
      ],
      returns: [
        rowOf('B2B invoices (4A)', sections.b2b),
        rowOf('B2C large invoices (5)', sections.b2cl),
        rowOf('B2C others (7)', sections.b2cs),
        rowOf('Exports (6A)', sections.exp),
        rowOf('Nil rated (8)', sections.nil),
        rowOf('Notes to registered buyers (9B)', sections.cdnr),
        rowOf('Notes to unregistered buyers (9B)', sections.cdnur),
        rowOf('Net as per GSTR-1', returned),
      ],
      hsn: rowOf('HSN summary (12)', hsnTotal),
      balanced: same(net, returned) && same(net, hsnTotal),
    },
  };
}

/** A note in cdnur: against a large B2C invoice, or against an export with or without payment. */
function cdnurType(document: GstDocument): 'B2CL' | 'EXPWP' | 'EXPWOP' {
  if (!isExportOf(document)) return 'B2CL';
  return isWithoutPayment(document.exportSupply?.type) ? 'EXPWOP' : 'EXPWP';
}

/** An export invoice as Table 6A lists it, by rate, under with or without payment. */
function exportRow(document: GstDocument, exp: Record<'WPAY' | 'WOPAY', Gstr1ExportInvoice[]>) {
  const supply = document.exportSupply;
  const row: Gstr1ExportInvoice = {
    inum: document.number as string,
    idt: portalDate(document.date),
    val: document.totals.grandTotal,
    ...(supply?.portCode ? { sbpcode: supply.portCode } : {}),
    ...(supply?.shippingBillNumber ? { sbnum: supply.shippingBillNumber } : {}),
    ...(supply?.shippingBillDate ? { sbdt: portalDate(supply.shippingBillDate) } : {}),
    itms: byRate(document).map(([rt, sum]) => ({ txval: rupees(sum.txval), rt, iamt: rupees(sum.iamt), csamt: 0 })),
  };
  exp[isWithoutPayment(supply?.type) ? 'WOPAY' : 'WPAY'].push(row);
}
