import { fromPaise, toPaise } from '../money/money.js';
import type { ItcStatus } from '../schemas/supplier-bill.js';
import type { Gstr1Document } from './gstr1.js';

/*
 * GSTR-3B of a month from the books, as the form stands since notification 14/2022-Central Tax
 * and CBIC circular 170/02/2022-GST: 3.1 outward supplies and inward supplies under reverse
 * charge, 3.2 inter-state supplies to unregistered persons by place of supply, 4 eligible ITC
 * (available, reversed, net, other details) and 5 exempt and nil-rated inward supplies. Each
 * figure carries the documents behind it. Every figure is added up in paise; the JSON the GST
 * portal's offline tool takes carries rupees with 2 decimals.
 */

/** A supplier bill's statuses that count: booked into the books. Draft, held and cancelled bills do not. */
export const GSTR3B_BILL_STATUSES = ['booked', 'partly_paid', 'paid'] as const;

/** An invoice or a note of the month as GSTR-3B reads it (cancelled ones do not count). */
export type Gstr3bOutwardDocument = Gstr1Document & { id: string };

export interface Gstr3bBillLine {
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  itcStatus: ItcStatus;
}

/** A supplier bill dated (bill date) in the month, with its lines. */
export interface Gstr3bBill {
  id: string;
  number: string | null;
  status: string;
  /** The bill date: the day it was taken into the books, the month its ITC is claimed in. */
  date: string;
  supplierName: string;
  supplierGstin: string | null;
  taxType: 'intra' | 'inter';
  reverseCharge: boolean;
  lines: Gstr3bBillLine[];
}

export type Gstr3bSourceKind = 'invoice' | 'credit-note' | 'debit-note' | 'supplier-bill';

/** A document behind a figure, with what it adds to it (a credit note takes away: negative). */
export interface Gstr3bSource {
  kind: Gstr3bSourceKind;
  id: string;
  number: string;
  date: string;
  party: string;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}

export interface Gstr3bFigure {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
  documents: Gstr3bSource[];
}

export interface Gstr3bPosFigure extends Gstr3bFigure {
  /** The place of supply's two-digit state code. */
  pos: string;
}

export interface Gstr3bItc {
  /** 4(A)(1) to (5) */
  importGoods: Gstr3bFigure;
  importServices: Gstr3bFigure;
  reverseCharge: Gstr3bFigure;
  isd: Gstr3bFigure;
  allOther: Gstr3bFigure;
  /** 4(B)(1) rules 38, 42, 43 and section 17(5); 4(B)(2) others. */
  reversedRules: Gstr3bFigure;
  reversedOthers: Gstr3bFigure;
  /** 4(C) = (A) − (B) */
  net: Gstr3bFigure;
  /** 4(D)(1) reclaimed from 4(B)(2) of earlier months; 4(D)(2) ineligible under 16(4) and PoS rules. */
  reclaimed: Gstr3bFigure;
  ineligible: Gstr3bFigure;
}

export interface Gstr3bInward {
  /** From a supplier under composition scheme, exempt and nil-rated supply: inter- and intra-state. */
  nilExemptInter: Gstr3bFigure;
  nilExemptIntra: Gstr3bFigure;
  nonGstInter: Gstr3bFigure;
  nonGstIntra: Gstr3bFigure;
}

export interface Gstr3bWorksheet {
  outward: {
    /** 3.1(a) */
    taxable: Gstr3bFigure;
    /** 3.1(b) */
    zeroRated: Gstr3bFigure;
    /** 3.1(c) */
    nilExempt: Gstr3bFigure;
    /** 3.1(d): null when the bills are not shown. */
    reverseCharge: Gstr3bFigure | null;
    /** 3.1(e) */
    nonGst: Gstr3bFigure;
  };
  /** 3.2 */
  interState: { unregistered: Gstr3bPosFigure[]; composition: Gstr3bPosFigure[]; uin: Gstr3bPosFigure[] };
  itc: Gstr3bItc | null;
  inward: Gstr3bInward | null;
  /** What to look at before filing: a figure the portal will not take as it is. */
  warnings: string[];
}

interface Tax {
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}
type ItcType = 'IMPG' | 'IMPS' | 'ISRC' | 'ISD' | 'OTH';

/** GSTR-3B as the GST portal's offline tool and GSTN's returns API name it. */
export interface Gstr3bJson {
  gstin: string;
  ret_period: string;
  sup_details: {
    osup_det: { txval: number } & Tax;
    osup_zero: { txval: number; iamt: number; csamt: number };
    osup_nil_exmp: { txval: number };
    isup_rev: { txval: number } & Tax;
    osup_nongst: { txval: number };
  };
  inter_sup: {
    unreg_details: { pos: string; txval: number; iamt: number }[];
    comp_details: { pos: string; txval: number; iamt: number }[];
    uin_details: { pos: string; txval: number; iamt: number }[];
  };
  itc_elg: {
    itc_avl: ({ ty: ItcType } & Tax)[];
    itc_rev: ({ ty: 'RUL' | 'OTH' } & Tax)[];
    itc_net: Tax;
    itc_inelg: ({ ty: 'RUL' | 'OTH' } & Tax)[];
  };
  inward_sup: { isup_details: { ty: 'GST' | 'NONGST'; inter: number; intra: number }[] };
}

type SourceHead = Pick<Gstr3bSource, 'kind' | 'id' | 'number' | 'date' | 'party'>;
interface Amounts {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}
interface Paise {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}
const KEYS = ['txval', 'iamt', 'camt', 'samt'] as const;
const zero = (): Paise => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });

/** A figure added up in paise, document by document. */
class Sum {
  readonly total = zero();
  private readonly sources = new Map<string, SourceHead & Paise>();

  add(head: SourceHead, amounts: Amounts, sign = 1, withTaxable = true) {
    const paise = {
      txval: withTaxable ? sign * toPaise(amounts.taxable) : 0,
      iamt: sign * toPaise(amounts.igst),
      camt: sign * toPaise(amounts.cgst),
      samt: sign * toPaise(amounts.sgst),
    };
    const source = this.sources.get(head.id) ?? { ...head, ...zero() };
    for (const key of KEYS) {
      this.total[key] += paise[key];
      source[key] += paise[key];
    }
    this.sources.set(head.id, source);
  }

  figure(): Gstr3bFigure {
    return {
      txval: fromPaise(this.total.txval),
      iamt: fromPaise(this.total.iamt),
      camt: fromPaise(this.total.camt),
      samt: fromPaise(this.total.samt),
      csamt: 0,
      documents: [...this.sources.values()]
        .filter((source) => KEYS.some((key) => source[key] !== 0))
        .map((source) => ({
          ...source,
          txval: fromPaise(source.txval),
          iamt: fromPaise(source.iamt),
          camt: fromPaise(source.camt),
          samt: fromPaise(source.samt),
        })),
    };
  }
}

const KIND_OF = { INV: 'invoice', CRN: 'credit-note', DBN: 'debit-note' } as const;
const posOf = (code: string | null) => String(Number(code ?? '0')).padStart(2, '0');
const interState = (document: Gstr1Document) => document.seller.stateCode !== document.buyer.placeOfSupplyCode;
const counts = (bill: Gstr3bBill) => (GSTR3B_BILL_STATUSES as readonly string[]).includes(bill.status);

/** yyyy-MM → MMyyyy, the return period as the portal writes it. */
export const gstr3bPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/**
 * The worksheet of a month from its invoices and notes (cancelled ones are skipped) and, when
 * the reader may see them, its supplier bills (`null`: not shown; only booked, part-paid and
 * paid bills count).
 */
export function gstr3bOf(
  documents: readonly Gstr3bOutwardDocument[],
  bills: readonly Gstr3bBill[] | null,
): Gstr3bWorksheet {
  const outward = { taxable: new Sum(), zeroRated: new Sum(), nilExempt: new Sum(), reverseCharge: new Sum() };
  const unregistered = new Map<string, Sum>();

  for (const document of documents) {
    if (document.cancelled) continue;
    const head: SourceHead = {
      kind: KIND_OF[document.type],
      id: document.id,
      number: document.number,
      date: document.date,
      party: document.buyer.name,
    };
    const sign = document.type === 'CRN' ? -1 : 1;
    // 3.2 is "of the supplies shown in 3.1(a)": taxed, inter-state, to a buyer without a GSTIN.
    const toUnregistered = !document.exportSupply && !document.buyer.gstin && interState(document);
    for (const line of document.lines) {
      if (document.exportSupply) outward.zeroRated.add(head, line, sign);
      else if (line.gstRate === 0) outward.nilExempt.add(head, line, sign);
      else {
        outward.taxable.add(head, line, sign);
        if (toUnregistered) {
          const pos = posOf(document.buyer.placeOfSupplyCode);
          const sum = unregistered.get(pos) ?? new Sum();
          sum.add(head, line, sign);
          unregistered.set(pos, sum);
        }
      }
    }
  }

  const itc = {
    reverseCharge: new Sum(),
    allOther: new Sum(),
    reversedRules: new Sum(),
    net: new Sum(),
  };
  const inward = { inter: new Sum(), intra: new Sum() };
  for (const bill of bills ?? []) {
    if (!counts(bill)) continue;
    const head: SourceHead = {
      kind: 'supplier-bill',
      id: bill.id,
      number: bill.number ?? '',
      date: bill.date,
      party: bill.supplierName,
    };
    for (const line of bill.lines) {
      if (line.gstRate === 0) {
        // Table 5: a registered supplier's nil-rated or exempt supply, by the bill's tax type.
        if (bill.supplierGstin) (bill.taxType === 'inter' ? inward.inter : inward.intra).add(head, line);
        continue;
      }
      if (bill.reverseCharge) outward.reverseCharge.add(head, line);
      // 4(A) holds all the ITC of the month's bills (as GSTR-2B gives it), 4(B)(1) takes away
      // what section 17(5) blocks and what the rules reverse for good; 4(C) is what is left.
      (bill.reverseCharge ? itc.reverseCharge : itc.allOther).add(head, line, 1, false);
      if (line.itcStatus === 'eligible') itc.net.add(head, line, 1, false);
      else itc.reversedRules.add(head, line, 1, false);
    }
  }

  const none = () => new Sum().figure();
  const interStateRows = [...unregistered.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([pos, sum]) => ({ pos, ...sum.figure() }))
    .filter((row) => row.txval !== 0 || row.iamt !== 0);
  const worksheet: Gstr3bWorksheet = {
    outward: {
      taxable: outward.taxable.figure(),
      zeroRated: outward.zeroRated.figure(),
      nilExempt: outward.nilExempt.figure(),
      reverseCharge: bills ? outward.reverseCharge.figure() : null,
      nonGst: none(),
    },
    interState: { unregistered: interStateRows, composition: [], uin: [] },
    itc: bills
      ? {
          importGoods: none(),
          importServices: none(),
          reverseCharge: itc.reverseCharge.figure(),
          isd: none(),
          allOther: itc.allOther.figure(),
          reversedRules: itc.reversedRules.figure(),
          reversedOthers: none(),
          net: itc.net.figure(),
          reclaimed: none(),
          ineligible: none(),
        }
      : null,
    inward: bills
      ? {
          nilExemptInter: inward.inter.figure(),
          nilExemptIntra: inward.intra.figure(),
          nonGstInter: none(),
          nonGstIntra: none(),
        }
      : null,
    warnings: [],
  };
  worksheet.warnings = warningsOf(worksheet);
  return worksheet;
}

/** A figure below zero: the month's credit notes took away more than its invoices and debit notes added. */
function warningsOf(worksheet: Gstr3bWorksheet): string[] {
  const rows: [string, Gstr3bFigure][] = [
    ['3.1(a)', worksheet.outward.taxable],
    ['3.1(b)', worksheet.outward.zeroRated],
    ['3.1(c)', worksheet.outward.nilExempt],
    ...worksheet.interState.unregistered.map((row): [string, Gstr3bFigure] => [
      `3.2 (place of supply ${row.pos})`,
      row,
    ]),
  ];
  return rows
    .filter(([, figure]) => KEYS.some((key) => figure[key] < 0))
    .map(
      ([table]) =>
        `${table} is below zero: the month's credit notes take away more than its invoices add. The portal takes no negative value: report the notes against the months of their invoices (GSTR-1 amendments) before filing.`,
    );
}

const tax = (figure: Gstr3bFigure): Tax => ({
  iamt: figure.iamt,
  camt: figure.camt,
  samt: figure.samt,
  csamt: figure.csamt,
});
const pos = (rows: Gstr3bPosFigure[]) => rows.map((row) => ({ pos: row.pos, txval: row.txval, iamt: row.iamt }));

/** The file the portal's offline tool takes, from a worksheet with its bills shown. */
export function gstr3bJsonOf(gstin: string, month: string, worksheet: Gstr3bWorksheet): Gstr3bJson {
  const { outward, interState, itc, inward } = worksheet;
  if (!outward.reverseCharge || !itc || !inward) throw new Error('GSTR-3B needs the supplier bills');
  return {
    gstin,
    ret_period: gstr3bPeriod(month),
    sup_details: {
      osup_det: { txval: outward.taxable.txval, ...tax(outward.taxable) },
      osup_zero: { txval: outward.zeroRated.txval, iamt: outward.zeroRated.iamt, csamt: outward.zeroRated.csamt },
      osup_nil_exmp: { txval: outward.nilExempt.txval },
      isup_rev: { txval: outward.reverseCharge.txval, ...tax(outward.reverseCharge) },
      osup_nongst: { txval: outward.nonGst.txval },
    },
    inter_sup: {
      unreg_details: pos(interState.unregistered),
      comp_details: pos(interState.composition),
      uin_details: pos(interState.uin),
    },
    itc_elg: {
      itc_avl: [
        { ty: 'IMPG', ...tax(itc.importGoods) },
        { ty: 'IMPS', ...tax(itc.importServices) },
        { ty: 'ISRC', ...tax(itc.reverseCharge) },
        { ty: 'ISD', ...tax(itc.isd) },
        { ty: 'OTH', ...tax(itc.allOther) },
      ],
      itc_rev: [
        { ty: 'RUL', ...tax(itc.reversedRules) },
        { ty: 'OTH', ...tax(itc.reversedOthers) },
      ],
      itc_net: tax(itc.net),
      itc_inelg: [
        { ty: 'RUL', ...tax(itc.reclaimed) },
        { ty: 'OTH', ...tax(itc.ineligible) },
      ],
    },
    inward_sup: {
      isup_details: [
        { ty: 'GST', inter: inward.nilExemptInter.txval, intra: inward.nilExemptIntra.txval },
        { ty: 'NONGST', inter: inward.nonGstInter.txval, intra: inward.nonGstIntra.txval },
      ],
    },
  };
}
