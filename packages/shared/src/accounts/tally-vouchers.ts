import { indianDate } from '../calendar.js';
import type { TaxType } from '../documents/tax-type.js';
import { formatRupees } from '../money/indian-format.js';
import { sumPaise, toPaise } from '../money/money.js';
import { TALLY_KIND_LABELS, type TallyKind } from './tally-kinds.js';
import type { TallyLedgerNames } from './tally-ledgers.js';

/*
 * Lathe's documents as Tally Prime's accounting vouchers: each a list of ledger entries, debit
 * positive, in paise, that add up to nothing. Sales are the issued invoices, credit and debit notes
 * the issued GST notes, purchases the booked supplier bills, receipts the customers' payments and
 * payments those to suppliers. A party's entry carries its bill-wise reference, so Tally's
 * outstanding reports match Lathe's: an invoice or a supplier's bill is a new reference, a note,
 * a receipt or a payment is against it.
 */

/** Tally Prime's own voucher types, as its import names them. */
export type TallyVoucherType = 'Sales' | 'Credit Note' | 'Debit Note' | 'Purchase' | 'Receipt' | 'Payment';

const VOUCHER_TYPE: Record<TallyKind, TallyVoucherType> = {
  sales: 'Sales',
  'credit-notes': 'Credit Note',
  'debit-notes': 'Debit Note',
  purchases: 'Purchase',
  receipts: 'Receipt',
  payments: 'Payment',
};

/** A bill-wise reference of a party's entry (Tally's BILLALLOCATIONS). */
export interface TallyBillRef {
  name: string;
  type: 'New Ref' | 'Agst Ref' | 'On Account';
  /** Paise, debit positive, as its entry's. */
  amount: number;
}

export interface TallyEntry {
  ledger: string;
  /** Paise: a debit positive, a credit negative. */
  amount: number;
  /** The customer's or the supplier's own entry. */
  party?: true;
  bills?: TallyBillRef[];
}

export interface TallyVoucher {
  kind: TallyKind;
  type: TallyVoucherType;
  /** Lathe's record, and the id Tally keeps for it (REMOTEID and GUID), so the same document is one voucher. */
  id: string;
  remoteId: string;
  date: string;
  /** Lathe's number; none for a customer's payment (Lathe numbers none), which Tally numbers itself. */
  number: string | null;
  /** The supplier's invoice number and date (a purchase), a payment's bank reference. */
  reference: string | null;
  referenceDate: string | null;
  party: string;
  narration: string;
  /** What the document is worth (its grand total, the money paid or received with its TDS): the summary's total. */
  value: number;
  entries: TallyEntry[];
}

/** An issued invoice as its sales voucher reads it (rupees as the columns hold them). */
export interface TallyInvoiceSource {
  id: string;
  number: string;
  date: string;
  party: string;
  taxType: TaxType;
  /** An export or a supply to an SEZ unit, with or without IGST. */
  exportSupply: boolean;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  roundOff: number;
  grandTotal: number;
  customerPoNumber: string | null;
}

/** An issued credit or debit note, with its invoice. */
export interface TallyNoteSource extends Omit<TallyInvoiceSource, 'customerPoNumber'> {
  kind: 'credit' | 'debit';
  invoiceNumber: string;
  invoiceDate: string;
  reason: string;
}

export interface TallyBillLineSource {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  itcStatus: 'eligible' | 'ineligible' | 'reversed';
}

/** A booked supplier bill (booked, part paid or paid) with its lines. */
export interface TallyBillSource {
  id: string;
  number: string;
  /** The bill date: the day it was taken into the books. */
  date: string;
  party: string;
  supplierInvoiceNumber: string;
  supplierInvoiceDate: string;
  taxType: TaxType;
  reverseCharge: boolean;
  roundOff: number;
  grandTotal: number;
  tdsSection: '194Q' | '194C' | null;
  tdsRate: number | null;
  tdsAmount: number;
  lines: TallyBillLineSource[];
}

export type TallyPaymentMode = 'bank_transfer' | 'cheque' | 'upi' | 'cash' | 'other';

const MODE_TEXT: Record<TallyPaymentMode, string> = {
  bank_transfer: 'bank transfer',
  cheque: 'cheque',
  upi: 'UPI',
  cash: 'cash',
  other: 'other',
};

/** A customer's payment against one invoice, with the TDS the customer deducted. */
export interface TallyReceiptSource {
  id: string;
  date: string;
  party: string;
  invoiceNumber: string;
  amount: number;
  tdsAmount: number;
  tdsSection: string | null;
  mode: TallyPaymentMode;
  reference: string | null;
}

/** A payment to a supplier and the bills it is set against (each by the supplier's invoice number). */
export interface TallyPaymentSource {
  id: string;
  number: string;
  date: string;
  party: string;
  amount: number;
  mode: TallyPaymentMode;
  reference: string | null;
  allocations: { bill: string; amount: number }[];
}

/** A voucher whose debits and credits disagree: refused, never written. */
export class UnbalancedVoucherError extends Error {
  constructor(voucher: Pick<TallyVoucher, 'type' | 'number' | 'party' | 'date'>, debits: number, credits: number) {
    super(
      `${voucher.type} voucher ${voucher.number ?? `of ${voucher.party} dated ${indianDate(voucher.date)}`} does not balance: ` +
        `debits ${formatRupees(debits)}, credits ${formatRupees(credits)}`,
    );
    this.name = 'UnbalancedVoucherError';
  }
}

/** Refuses a voucher whose entries do not add up to nothing to the paisa, or whose bill references disagree with their entry. */
export function assertBalanced(voucher: TallyVoucher): TallyVoucher {
  const debits = sumPaise(voucher.entries.filter((e) => e.amount > 0).map((e) => e.amount));
  const credits = -sumPaise(voucher.entries.filter((e) => e.amount < 0).map((e) => e.amount));
  if (debits !== credits || voucher.entries.length < 2) throw new UnbalancedVoucherError(voucher, debits, credits);
  for (const entry of voucher.entries) {
    if (entry.bills && sumPaise(entry.bills.map((b) => b.amount)) !== entry.amount) {
      throw new Error(
        `${voucher.type} voucher ${voucher.number ?? ''}: the bill references of ${entry.ledger} do not add up`,
      );
    }
  }
  return voucher;
}

/** The entries that post something: a ledger with 0 is left out. */
const posting = (entries: (TallyEntry | null)[]) => entries.filter((e): e is TallyEntry => !!e && e.amount !== 0);

const partyEntry = (ledger: string, amount: number, bill: TallyBillRef['type'], name: string): TallyEntry => ({
  ledger,
  amount,
  party: true,
  bills: [{ name, type: bill, amount }],
});

/** The sales ledger of a supply: exports and SEZ apart, then by its tax type. */
const salesLedger = (source: { exportSupply: boolean; taxType: TaxType }, ledgers: TallyLedgerNames) =>
  source.exportSupply ? ledgers.salesExport : source.taxType === 'inter' ? ledgers.salesInterState : ledgers.salesLocal;

/**
 * A tax document's entries, as a sale: the party debited its grand total, the sales ledger and the
 * output taxes credited, the round-off either side. `sign` −1 turns them round (a credit note).
 */
function saleEntries(source: TallyInvoiceSource | TallyNoteSource, ledgers: TallyLedgerNames, sign: 1 | -1) {
  return [
    { ledger: salesLedger(source, ledgers), amount: -sign * toPaise(source.taxable) },
    { ledger: ledgers.outputCgst, amount: -sign * toPaise(source.cgst) },
    { ledger: ledgers.outputSgst, amount: -sign * toPaise(source.sgst) },
    { ledger: ledgers.outputIgst, amount: -sign * toPaise(source.igst) },
    // Rounded up (+) is more the party pays: credited, as the sale; rounded down, debited.
    { ledger: ledgers.roundOff, amount: -sign * toPaise(source.roundOff) },
  ];
}

export function salesVoucher(invoice: TallyInvoiceSource, ledgers: TallyLedgerNames): TallyVoucher {
  const total = toPaise(invoice.grandTotal);
  return assertBalanced({
    kind: 'sales',
    type: VOUCHER_TYPE.sales,
    id: invoice.id,
    remoteId: `lathe-invoice-${invoice.id}`,
    date: invoice.date,
    number: invoice.number,
    reference: invoice.customerPoNumber,
    referenceDate: null,
    party: invoice.party,
    narration: `Invoice ${invoice.number}${invoice.customerPoNumber ? ` against PO ${invoice.customerPoNumber}` : ''}`,
    value: total,
    entries: posting([
      partyEntry(invoice.party, total, 'New Ref', invoice.number),
      ...saleEntries(invoice, ledgers, 1),
    ]),
  });
}

const NOTE_REASON: Record<string, string> = {
  goods_returned: 'goods returned',
  rate_correction: 'rate correction',
  other: 'other',
};

/** A credit note takes back from the party what the sale gave; a debit note adds to it. Both are against the invoice. */
export function noteVoucher(note: TallyNoteSource, ledgers: TallyLedgerNames): TallyVoucher {
  const sign = note.kind === 'credit' ? -1 : 1;
  const kind = note.kind === 'credit' ? 'credit-notes' : 'debit-notes';
  const total = toPaise(note.grandTotal);
  return assertBalanced({
    kind,
    type: VOUCHER_TYPE[kind],
    id: note.id,
    remoteId: `lathe-note-${note.id}`,
    date: note.date,
    number: note.number,
    reference: note.invoiceNumber,
    referenceDate: note.invoiceDate,
    party: note.party,
    narration:
      `${note.kind === 'credit' ? 'Credit' : 'Debit'} note ${note.number} against invoice ${note.invoiceNumber} ` +
      `of ${indianDate(note.invoiceDate)} (${NOTE_REASON[note.reason] ?? note.reason})`,
    value: total,
    entries: posting([
      partyEntry(note.party, sign * total, 'Agst Ref', note.invoiceNumber),
      ...saleEntries(note, ledgers, sign),
    ]),
  });
}

/**
 * A booked supplier bill: the party credited its grand total (a new reference, the supplier's
 * invoice number); the purchases ledger debited its taxable value and the tax of the lines whose
 * credit is ineligible or reversed (a cost, not a credit); the input taxes the eligible lines' tax;
 * the round-off the rest. Under reverse charge the supplier charges no tax: its bill is the
 * taxable value (and its rounding), and the tax the plant pays and claims is Tally's own
 * reverse-charge journal, not this voucher. TDS deducted: the party debited it, TDS payable credited.
 */
export function purchaseVoucher(bill: TallyBillSource, ledgers: TallyLedgerNames): TallyVoucher {
  const total = toPaise(bill.grandTotal);
  const sum = (key: keyof Omit<TallyBillLineSource, 'itcStatus'>, of = bill.lines) =>
    sumPaise(of.map((line) => toPaise(line[key])));
  const eligible = bill.lines.filter((line) => line.itcStatus === 'eligible');
  const costed = bill.lines.filter((line) => line.itcStatus !== 'eligible');
  const taxable = sum('taxable');
  const rcm = bill.reverseCharge;
  const costedTax = rcm ? 0 : sum('cgst', costed) + sum('sgst', costed) + sum('igst', costed);
  const input = rcm
    ? { cgst: 0, sgst: 0, igst: 0 }
    : { cgst: sum('cgst', eligible), sgst: sum('sgst', eligible), igst: sum('igst', eligible) };
  // The bill's own round-off: what its total differs from its lines by. Under reverse charge the
  // lines' tax is not on the supplier's invoice, so the round-off is the total less the taxable value.
  const roundOff = rcm ? total - taxable : toPaise(bill.roundOff);
  const tds = toPaise(bill.tdsAmount);
  const tdsLedger = bill.tdsSection === '194C' ? ledgers.tdsPayable194c : ledgers.tdsPayable194q;
  const rcmTax = sum('cgst') + sum('sgst') + sum('igst');
  const narration = [
    `Bill ${bill.number} of supplier invoice ${bill.supplierInvoiceNumber} dated ${indianDate(bill.supplierInvoiceDate)}`,
    tds ? `TDS u/s ${bill.tdsSection}${bill.tdsRate === null ? '' : ` at ${bill.tdsRate}%`} ${formatRupees(tds)}` : '',
    rcm && rcmTax ? `reverse charge: GST ${formatRupees(rcmTax)} payable by us, not in this voucher` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return assertBalanced({
    kind: 'purchases',
    type: VOUCHER_TYPE.purchases,
    id: bill.id,
    remoteId: `lathe-supplier-bill-${bill.id}`,
    date: bill.date,
    number: bill.number,
    reference: bill.supplierInvoiceNumber,
    referenceDate: bill.supplierInvoiceDate,
    party: bill.party,
    narration,
    value: total,
    entries: posting([
      partyEntry(bill.party, -total, 'New Ref', bill.supplierInvoiceNumber),
      {
        ledger: bill.taxType === 'inter' ? ledgers.purchasesInterState : ledgers.purchasesLocal,
        amount: taxable + costedTax,
      },
      { ledger: ledgers.inputCgst, amount: input.cgst },
      { ledger: ledgers.inputSgst, amount: input.sgst },
      { ledger: ledgers.inputIgst, amount: input.igst },
      { ledger: ledgers.roundOff, amount: roundOff },
      tds ? partyEntry(bill.party, tds, 'Agst Ref', bill.supplierInvoiceNumber) : null,
      tds ? { ledger: tdsLedger, amount: -tds } : null,
    ]),
  });
}

const moneyLedger = (mode: TallyPaymentMode, ledgers: TallyLedgerNames) =>
  mode === 'cash' ? ledgers.cash : ledgers.bank;

const paidBy = (mode: TallyPaymentMode, reference: string | null) =>
  `by ${MODE_TEXT[mode]}${reference ? ` ref ${reference}` : ''}`;

/** A customer's payment: the bank or cash debited what came in, TDS receivable what the customer deducted, the party credited both against the invoice. */
export function receiptVoucher(receipt: TallyReceiptSource, ledgers: TallyLedgerNames): TallyVoucher {
  const amount = toPaise(receipt.amount);
  const tds = toPaise(receipt.tdsAmount);
  return assertBalanced({
    kind: 'receipts',
    type: VOUCHER_TYPE.receipts,
    id: receipt.id,
    remoteId: `lathe-payment-${receipt.id}`,
    date: receipt.date,
    number: null,
    reference: receipt.reference,
    referenceDate: null,
    party: receipt.party,
    narration: [
      `Received against invoice ${receipt.invoiceNumber} ${paidBy(receipt.mode, receipt.reference)}`,
      tds
        ? `TDS${receipt.tdsSection ? ` u/s ${receipt.tdsSection}` : ''} ${formatRupees(tds)} deducted by the customer`
        : '',
    ]
      .filter(Boolean)
      .join('; '),
    value: amount + tds,
    entries: posting([
      { ledger: moneyLedger(receipt.mode, ledgers), amount },
      { ledger: ledgers.tdsReceivable, amount: tds },
      partyEntry(receipt.party, -(amount + tds), 'Agst Ref', receipt.invoiceNumber),
    ]),
  });
}

/** A payment to a supplier: the party debited, against the bills it settles and on account for the advance left; the bank or cash credited. */
export function paymentVoucher(payment: TallyPaymentSource, ledgers: TallyLedgerNames): TallyVoucher {
  const amount = toPaise(payment.amount);
  const against: TallyBillRef[] = payment.allocations.map((a) => ({
    name: a.bill,
    type: 'Agst Ref',
    amount: toPaise(a.amount),
  }));
  const advance = amount - sumPaise(against.map((a) => a.amount));
  const bills = advance
    ? [...against, { name: payment.number, type: 'On Account' as const, amount: advance }]
    : against;
  return assertBalanced({
    kind: 'payments',
    type: VOUCHER_TYPE.payments,
    id: payment.id,
    remoteId: `lathe-supplier-payment-${payment.id}`,
    date: payment.date,
    number: payment.number,
    reference: payment.reference,
    referenceDate: null,
    party: payment.party,
    narration: `Payment ${payment.number} ${paidBy(payment.mode, payment.reference)}${advance ? `; ${formatRupees(advance)} on account (advance)` : ''}`,
    value: amount,
    entries: posting([
      { ledger: payment.party, amount, party: true, bills },
      { ledger: moneyLedger(payment.mode, ledgers), amount: -amount },
    ]),
  });
}

/** A round-off beyond a rupee is no rounding: the summary names the voucher to look at before importing. */
export const ROUND_OFF_WARNING_PAISE = 100;

/**
 * Each kind's count and total, the ledgers the vouchers post to (the parties apart), how many
 * parties, and the vouchers whose round-off passes a rupee (a document's total that is not its
 * lines' rounded: worth a look before importing).
 */
export function tallySummaryOf(kinds: readonly TallyKind[], vouchers: readonly TallyVoucher[], roundOffLedger: string) {
  const ledgers = new Set<string>();
  const parties = new Set<string>();
  const warnings: string[] = [];
  for (const voucher of vouchers) {
    for (const entry of voucher.entries) {
      (entry.party ? parties : ledgers).add(entry.ledger);
      if (!entry.party && entry.ledger === roundOffLedger && Math.abs(entry.amount) > ROUND_OFF_WARNING_PAISE) {
        warnings.push(
          `${voucher.type} ${voucher.number ?? voucher.reference ?? ''} of ${voucher.party}: ` +
            `round-off of ${formatRupees(Math.abs(entry.amount))}, more than a rupee. Check its total before importing.`,
        );
      }
    }
  }
  return {
    kinds: kinds.map((kind) => {
      const of = vouchers.filter((v) => v.kind === kind);
      return { kind, label: TALLY_KIND_LABELS[kind], count: of.length, total: sumPaise(of.map((v) => v.value)) };
    }),
    ledgers: [...ledgers].sort((a, b) => a.localeCompare(b)),
    parties: parties.size,
    warnings,
  };
}
