import { fromPaise, toPaise } from '../money/money.js';
import type {
  Gstr2bActionKind,
  Gstr2bCandidate,
  Gstr2bDecision,
  Gstr2bDifference,
  Gstr2bKind,
  Gstr2bReconciliation,
  Gstr2bRow,
  Gstr2bRowBill,
  Gstr2bRowDocument,
  Gstr2bSideTotals,
  Gstr2bView,
} from '../schemas/gstr2b.js';

/*
 * The GSTR-2B match (issue 32): each document the portal shows against the supplier bills, by the
 * supplier's GSTIN, the invoice number as a key (supplierInvoiceKey) and the financial year of its
 * date; a pair agrees when its date, taxable value, IGST, CGST, SGST, cess, invoice value and
 * reverse charge agree, each amount within the tolerance. The accountant's links pair what the
 * numbers do not; accepting and deferring close the rows that stay apart or differ.
 */

/** How far a bill's invoice date may be from a document's for the bill to be suggested as its link. */
export const GSTR2B_SUGGEST_DAYS = 7;
/** The most bills offered to link one document to. */
export const GSTR2B_MAX_CANDIDATES = 10;

/** A document of the month's 2B as the match reads it. */
export type Gstr2bMatchDocument = Gstr2bRowDocument & { numberKey: string; financialYear: string };

/** A bill the month's match may read, with where else it stands. */
export type Gstr2bMatchBill = Gstr2bRowBill & {
  supplierInvoiceKey: string;
  financialYear: string;
  /** Its bill date is in the month: only in the books unless a document pairs it. */
  inMonth: boolean;
  /** Deferred in the month before (yyyy-MM): carried into this one. */
  carriedFrom: string | null;
  /** A document of another month's 2B has its number: it is there, not here. */
  inOther2b: boolean;
  /** Linked to a document of another month. */
  linkedElsewhere: boolean;
};

/** An action of the month as stored: the document by its key (gstr2bDocumentKey), the bill by its id. */
export interface Gstr2bMatchAction {
  id: string;
  action: Gstr2bActionKind;
  documentKey: string | null;
  billId: string | null;
  reason: string | null;
  byName: string | null;
  at: string;
}

/** A document's key across imports: supplier GSTIN, kind, number key and financial year. */
export const gstr2bDocumentKey = (document: {
  supplierGstin: string;
  kind: Gstr2bKind;
  numberKey: string;
  financialYear: string;
}) => `${document.supplierGstin}|${document.kind}|${document.numberKey}|${document.financialYear}`;

/** The key a bill is matched by: an invoice of its supplier's GSTIN, its number's key, its year. */
const billKey = (bill: Gstr2bMatchBill) =>
  bill.supplierGstin
    ? gstr2bDocumentKey({
        supplierGstin: bill.supplierGstin,
        kind: 'invoice',
        numberKey: bill.supplierInvoiceKey,
        financialYear: bill.financialYear,
      })
    : null;

const AMOUNTS: [field: 'taxable' | 'igst' | 'cgst' | 'sgst', label: string][] = [
  ['taxable', 'Taxable value'],
  ['igst', 'IGST'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
];

/** Whether two rupee amounts are within `tolerance` paise of each other. */
const within = (a: number, b: number, tolerance: number) => Math.abs(toPaise(a) - toPaise(b)) <= tolerance;

/**
 * Where a document and a bill differ: the invoice date exactly, each amount beyond `tolerance`
 * (paise), reverse charge. A bill carries no cess, so a document's cess beyond the tolerance differs.
 */
export function gstr2bDifferences(
  document: Gstr2bRowDocument,
  bill: Gstr2bRowBill,
  tolerance: number,
): Gstr2bDifference[] {
  const differences: Gstr2bDifference[] = [];
  if (document.date !== bill.supplierInvoiceDate) {
    differences.push({ field: 'date', label: 'Invoice date', twoB: document.date, books: bill.supplierInvoiceDate });
  }
  for (const [field, label] of AMOUNTS) {
    if (!within(document[field], bill[field], tolerance)) {
      differences.push({ field, label, twoB: document[field], books: bill[field] });
    }
  }
  if (!within(document.cess, 0, tolerance)) {
    differences.push({ field: 'cess', label: 'Cess', twoB: document.cess, books: 0 });
  }
  if (!within(document.value, bill.value, tolerance)) {
    differences.push({ field: 'value', label: 'Invoice value', twoB: document.value, books: bill.value });
  }
  if (document.reverseCharge !== bill.reverseCharge) {
    differences.push({
      field: 'reverseCharge',
      label: 'Reverse charge',
      twoB: document.reverseCharge,
      books: bill.reverseCharge,
    });
  }
  return differences;
}

const DAY = 86_400_000;
const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY;

/** The row's bill as shown, without what only the match reads. */
const shownBill = (bill: Gstr2bMatchBill): Gstr2bRowBill => ({
  id: bill.id,
  billNumber: bill.billNumber,
  status: bill.status,
  supplierName: bill.supplierName,
  supplierGstin: bill.supplierGstin,
  supplierInvoiceNumber: bill.supplierInvoiceNumber,
  supplierInvoiceDate: bill.supplierInvoiceDate,
  billDate: bill.billDate,
  taxable: bill.taxable,
  igst: bill.igst,
  cgst: bill.cgst,
  sgst: bill.sgst,
  value: bill.value,
  reverseCharge: bill.reverseCharge,
});

const shownDocument = ({ numberKey: _key, financialYear: _year, ...document }: Gstr2bMatchDocument) => document;

const decisionOf = (action: Gstr2bMatchAction): Gstr2bDecision => ({
  id: action.id,
  action: action.action === 'defer' ? 'defer' : 'accept',
  reason: action.reason,
  byName: action.byName,
  at: action.at,
});

/** Whether a row is shown under a view (tab): a status's tab holds its rows nobody has decided on. */
export function inGstr2bView(row: Gstr2bRow, view: Gstr2bView): boolean {
  if (view === 'all') return true;
  if (view === 'decided') return row.decision !== null;
  return row.status === view && row.decision === null;
}

function sideTotals(
  parts: { sign: 1 | -1; amounts: Record<'taxable' | 'igst' | 'cgst' | 'sgst' | 'cess', number>; itc: boolean }[],
): Gstr2bSideTotals {
  const sums = { taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0, itc: 0 };
  for (const { sign, amounts, itc } of parts) {
    const tax = toPaise(amounts.igst) + toPaise(amounts.cgst) + toPaise(amounts.sgst) + toPaise(amounts.cess);
    for (const field of ['taxable', 'igst', 'cgst', 'sgst', 'cess'] as const)
      sums[field] += sign * toPaise(amounts[field]);
    if (itc) sums.itc += sign * tax;
  }
  return {
    count: parts.length,
    taxable: fromPaise(sums.taxable),
    igst: fromPaise(sums.igst),
    cgst: fromPaise(sums.cgst),
    sgst: fromPaise(sums.sgst),
    cess: fromPaise(sums.cess),
    itc: fromPaise(sums.itc),
  };
}

export interface Gstr2bMatchInput {
  documents: readonly Gstr2bMatchDocument[];
  bills: readonly Gstr2bMatchBill[];
  /** The month's actions. */
  actions: readonly Gstr2bMatchAction[];
  /** Rupees. */
  tolerance: number;
}

export type Gstr2bMatch = Pick<Gstr2bReconciliation, 'counts' | 'twoB' | 'books' | 'rows'>;

/**
 * The month's reconciliation: a row for each document (paired by the accountant's link, else by
 * its key; a credit note is never a bill), and one for each bill of the month (or carried into it)
 * that no document of any month pairs. Rows are in supplier, date and number order.
 */
export function reconcileGstr2b({ documents, bills, actions, tolerance }: Gstr2bMatchInput): Gstr2bMatch {
  const tolerancePaise = toPaise(tolerance);
  const billsById = new Map(bills.map((bill) => [bill.id, bill]));
  const links = new Map<string, Gstr2bMatchAction>();
  const decisions = new Map<string, Gstr2bMatchAction>();
  for (const action of actions) {
    if (action.action === 'link' && action.documentKey) links.set(action.documentKey, action);
    else if (action.action !== 'link') decisions.set(`${action.documentKey ?? ''}#${action.billId ?? ''}`, action);
  }
  const decisionFor = (documentKey: string | null, billId: string | null) => {
    const action = decisions.get(`${documentKey ?? ''}#${billId ?? ''}`);
    return action ? decisionOf(action) : null;
  };

  // Bills the links of the month take, then the rest by key; a bill pairs one document at most.
  const used = new Set<string>();
  const pairs = new Map<Gstr2bMatchDocument, { bill: Gstr2bMatchBill; linked: boolean }>();
  const keyed = new Map<string, Gstr2bMatchDocument>();
  for (const document of documents) {
    const key = gstr2bDocumentKey(document);
    keyed.set(key, keyed.get(key) ?? document);
    const link = links.get(key);
    const bill = link?.billId ? billsById.get(link.billId) : undefined;
    if (bill && !used.has(bill.id) && keyed.get(key) === document) {
      used.add(bill.id);
      pairs.set(document, { bill, linked: true });
    }
  }
  const freeByKey = new Map<string, Gstr2bMatchBill>();
  for (const bill of bills) {
    const key = billKey(bill);
    if (key && !used.has(bill.id) && !bill.linkedElsewhere && !freeByKey.has(key)) freeByKey.set(key, bill);
  }
  for (const document of documents) {
    if (pairs.has(document) || document.kind !== 'invoice') continue;
    const bill = freeByKey.get(gstr2bDocumentKey(document));
    if (bill && !used.has(bill.id)) {
      used.add(bill.id);
      pairs.set(document, { bill, linked: false });
    }
  }
  const free = bills.filter((bill) => !used.has(bill.id) && !bill.inOther2b && !bill.linkedElsewhere);

  const rows: Gstr2bRow[] = [];
  for (const document of documents) {
    const key = gstr2bDocumentKey(document);
    const pair = pairs.get(document);
    const link = links.get(key);
    if (pair) {
      const differences = gstr2bDifferences(document, pair.bill, tolerancePaise);
      const status = differences.length === 0 ? 'matched' : 'mismatched';
      rows.push({
        key: document.id,
        status,
        linked: pair.linked,
        linkId: pair.linked ? (link?.id ?? null) : null,
        document: shownDocument(document),
        bill: shownBill(pair.bill),
        differences,
        decision: status === 'mismatched' ? decisionFor(key, pair.bill.id) : null,
        carriedFrom: null,
        candidates: [],
      });
      continue;
    }
    rows.push({
      key: document.id,
      status: 'only-in-2b',
      linked: false,
      // A link whose bill is no longer counted (cancelled since): shown so it can be undone.
      linkId: link?.id ?? null,
      document: shownDocument(document),
      bill: null,
      differences: [],
      decision: decisionFor(key, null),
      carriedFrom: null,
      candidates: document.kind === 'credit-note' ? [] : candidatesFor(document, free, tolerancePaise),
    });
  }
  for (const bill of free) {
    if (!bill.inMonth && !bill.carriedFrom) continue;
    rows.push({
      key: `bill:${bill.id}`,
      status: 'only-in-books',
      linked: false,
      linkId: null,
      document: null,
      bill: shownBill(bill),
      differences: [],
      decision: decisionFor(null, bill.id),
      carriedFrom: bill.carriedFrom,
      candidates: [],
    });
  }
  rows.sort(byRowOrder);

  const counts = {
    all: rows.length,
    matched: rows.filter((row) => row.status === 'matched').length,
    mismatched: rows.filter((row) => inGstr2bView(row, 'mismatched')).length,
    'only-in-2b': rows.filter((row) => inGstr2bView(row, 'only-in-2b')).length,
    'only-in-books': rows.filter((row) => inGstr2bView(row, 'only-in-books')).length,
    decided: rows.filter((row) => row.decision !== null).length,
    open: 0,
  };
  counts.open = counts.mismatched + counts['only-in-2b'] + counts['only-in-books'];

  const twoB = sideTotals(
    documents.map((document) => ({
      sign: document.kind === 'credit-note' ? -1 : 1,
      amounts: document,
      itc: document.itcAvailable !== 'N',
    })),
  );
  const books = sideTotals(
    rows.flatMap((row) => (row.bill ? [{ sign: 1 as const, amounts: { ...row.bill, cess: 0 }, itc: true }] : [])),
  );
  return { counts, twoB, books, rows };
}

/** The supplier's free bills a document only in 2B may be linked to: value and date close first, at most ten. */
function candidatesFor(
  document: Gstr2bMatchDocument,
  free: readonly Gstr2bMatchBill[],
  tolerance: number,
): Gstr2bCandidate[] {
  return free
    .filter((bill) => bill.supplierGstin === document.supplierGstin)
    .map((bill) => ({
      ...shownBill(bill),
      suggested:
        within(document.value, bill.value, tolerance) &&
        daysApart(document.date, bill.supplierInvoiceDate) <= GSTR2B_SUGGEST_DAYS,
      apart: daysApart(document.date, bill.supplierInvoiceDate),
    }))
    .sort((a, b) => Number(b.suggested) - Number(a.suggested) || a.apart - b.apart || a.id.localeCompare(b.id))
    .slice(0, GSTR2B_MAX_CANDIDATES)
    .map(({ apart: _apart, ...candidate }) => candidate);
}

/** Supplier (trade name, else GSTIN), then the document's or the bill's invoice date, then its number. */
function byRowOrder(a: Gstr2bRow, b: Gstr2bRow): number {
  const facts = (row: Gstr2bRow) => ({
    party: (row.document?.supplierName ?? row.bill?.supplierName ?? row.document?.supplierGstin ?? '').toUpperCase(),
    date: row.document?.date ?? row.bill?.supplierInvoiceDate ?? '',
    number: row.document?.number ?? row.bill?.supplierInvoiceNumber ?? '',
  });
  const x = facts(a);
  const y = facts(b);
  return x.party.localeCompare(y.party) || x.date.localeCompare(y.date) || x.number.localeCompare(y.number);
}
