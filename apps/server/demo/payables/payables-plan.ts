import { addDays, type ItcStatus } from '@lathe/shared';
import { daysBetween, workingDay } from '../sales/calendar.js';
import { type Random, seededRandom } from '../sales/random.js';
import type { PayablesInputs, Receipt, ReceiptLine } from './inputs.js';

/*
 * The accountant's side of the stores' months, planned before anything is written: every goods
 * receipt's supplier invoice booked as a bill a few days after the goods came in (the newest one
 * not yet in from the supplier, the one before it still a draft being checked), matched three
 * ways against its order and receipt; one billed at a rate over the order, held and approved with
 * the reason; one billing the bars rejected at the gate too, held for the supplier's credit note;
 * a lot of cartons scrapped before use, its credit blocked under 17(5)(h); the coolant supplier
 * paid in advance against its proforma, the advance set against its bill; and a payment run on the
 * 10th of every month paying each supplier's bills then due in one payment, one bill held back for
 * its mill certificate and, at the last run, the biggest bill paid only in part. The same receipts
 * on the same day give the same plan.
 */

const SEED = 320_032;

/** A change the supplier's invoice makes to a proposed line (the receipt line's accepted quantity at the order's rate). */
export interface LineChange {
  quantity?: number;
  rate?: number;
  itcStatus?: ItcStatus;
  itcReason?: string;
}

interface When {
  date: string;
  /** Minutes after 09:00 that day. */
  minute: number;
}

export type PayablesEvent = When &
  (
    | {
        type: 'bill';
        ref: string;
        receipt: Receipt;
        /** Keyed by the goods receipt line's id. */
        changes: Record<string, LineChange>;
        remarks: string | null;
        /** False: left a draft. */
        book: boolean;
      }
    | { type: 'approve'; bill: string; reason: string }
    | { type: 'advance'; ref: string; supplierId: string; amount: number; proforma: string }
    | { type: 'set-advance'; advance: string; bill: string }
    | {
        type: 'payment-run';
        /** Bills kept back from every run (their refs). */
        withheld: string[];
        /** The last run pays the biggest bill due only in part. */
        partly: boolean;
      }
  );

/** On one day: bills first, then approvals, advances and what is set against them, the payment run last. */
const RANK: Record<PayablesEvent['type'], number> = {
  advance: 0,
  bill: 1,
  approve: 2,
  'set-advance': 3,
  'payment-run': 4,
};

export const RATE_REASON =
  'Trader’s revised price list for bright bars from the 1st: purchase agreed the new rate for this lot; PO rate to be amended';
export const QUANTITY_REMARK =
  'Billed the bars rejected at inspection too: credit note asked for before the bill is approved';
export const SCRAPPED_REASON =
  'Cartons soaked by a roof leak at the stores and scrapped before use: blocked u/s 17(5)(h)';
export const WITHHELD_REMARK = 'Mill test certificate of the heat not received: payment held until it comes';

/** The supplier whose bill is held back for its certificate: the aluminium mill, else the brass rods' agent. */
const WITHHELD_FROM = ['SUP-007', 'SUP-002'];
/** The supplier paid in advance against its proforma invoice (its terms say so). */
const ADVANCE_FROM = 'SUP-006';

/** The day of the payment run in each month. */
const RUN_DAY = 10;

/** A line of bar, weighed in at the gate. */
const weighed = (line: ReceiptLine) => line.kind === 'bar_stock';
/** A line some of whose goods were rejected at inspection. */
const overBilled = (line: ReceiptLine) => line.rejected > 0;

/** `days` after `date`, on a working day, never before `date` nor after `latest`. */
function after(date: string, days: number, latest: string): string {
  const day = workingDay(addDays(date, days));
  return day > latest ? latest : day < date ? date : day;
}

const compare = (a: PayablesEvent, b: PayablesEvent) =>
  a.date.localeCompare(b.date) || RANK[a.type] - RANK[b.type] || a.minute - b.minute;

/** The day each receipt's bill is booked, and when it falls due. */
function billDays(receipts: readonly Receipt[], today: string, random: Random) {
  return new Map(
    receipts.map((receipt) => {
      const invoiceDate = receipt.supplierInvoiceDate ?? receipt.receiptDate;
      const date = after(receipt.receiptDate, random.int(1, 4), today);
      return [receipt.id, { date, due: addDays(invoiceDate, receipt.paymentTermsDays) }];
    }),
  );
}

/** The bills' and payments' events of the stores' receipts, in the order they are to be keyed in. */
export function planPayables(inputs: PayablesInputs): PayablesEvent[] {
  const { today } = inputs;
  const random = seededRandom(SEED);
  const receipts = inputs.receipts.filter((receipt) => receipt.supplierInvoiceNumber && receipt.lines.length);
  if (!receipts.length) return [];
  const days = billDays(receipts, today, random);
  const dayOf = (receipt: Receipt) => days.get(receipt.id) as { date: string; due: string };
  const minute = () => random.int(60, 240);
  // The newest invoice has not reached accounts yet; the one before it is being checked.
  const billed = receipts.slice(0, -1);
  if (!billed.length) return [];
  const draft = billed.at(-1);
  const settled = billed.slice(0, -1);

  const runs: string[] = [];
  for (let month = dayOf(billed[0] as Receipt).date.slice(0, 7); ; ) {
    month = addDays(`${month}-28`, 5).slice(0, 7);
    const run = workingDay(`${month}-${String(RUN_DAY).padStart(2, '0')}`);
    if (run > today) break;
    runs.push(run);
  }
  const lastRun = runs.at(-1) ?? today;

  const closest = (list: Receipt[], target: string) =>
    [...list].sort(
      (a, b) =>
        Math.abs(daysBetween(target, dayOf(a).date)) - Math.abs(daysBetween(target, dayOf(b).date)) ||
        a.receiptDate.localeCompare(b.receiptDate),
    )[0];
  const old = (receipt: Receipt, age: number) => daysBetween(dayOf(receipt).date, today) >= age;

  // A bar of the trader's at a rate over the order, about six weeks ago: held, then approved.
  const rateOver = closest(
    settled.filter((r) => r.supplierCode === 'SUP-001' && r.lines.some(weighed) && old(r, 20)),
    addDays(today, -45),
  );
  // The latest bars with some rejected at the gate, the supplier billing them anyway (else billing
  // 3 % over what its weighbridge found): held.
  const candidates = (wanted: (line: ReceiptLine) => boolean) =>
    settled.filter((r) => r !== rateOver && r.supplierCode !== ADVANCE_FROM && r.lines.some(wanted) && old(r, 7));
  const quantityOver = candidates(overBilled).at(-1) ?? candidates(weighed).at(-1);
  const cartons = settled
    .flatMap((receipt) => receipt.lines.map((line) => ({ receipt, line })))
    .find(({ line }) => line.description.startsWith('Corrugated box'));
  const special = new Set([rateOver, quantityOver]);
  // Held back: a bill that fell due since the run before the last, else the latest due before the last run.
  const dueBeforeLast = WITHHELD_FROM.map((code) =>
    settled.filter((r) => r.supplierCode === code && !special.has(r) && dayOf(r).due < lastRun),
  );
  const sinceRun = runs.at(-2) ?? '';
  const withheld =
    dueBeforeLast.map((list) => list.find((r) => dayOf(r).due >= sinceRun)).find(Boolean) ??
    dueBeforeLast.map((list) => list.at(-1)).find(Boolean);

  const events: PayablesEvent[] = [];
  const refOf = new Map<Receipt, string>();
  billed.forEach((receipt, i) => {
    const { date } = dayOf(receipt);
    const ref = `bill:${i + 1}`;
    refOf.set(receipt, ref);
    const changes: Record<string, LineChange> = {};
    let remarks: string | null = null;
    if (receipt === rateOver) {
      const bar = receipt.lines.find(weighed) as ReceiptLine;
      changes[bar.id] = { rate: bar.rate + 1.5 };
    }
    if (receipt === quantityOver) {
      const line = (receipt.lines.find(overBilled) ?? receipt.lines.find(weighed)) as ReceiptLine;
      const quantity = line.rejected > 0 ? line.accepted + line.rejected : Math.round(line.accepted * 1.03 * 2) / 2;
      changes[line.id] = { quantity: Math.round(quantity * 1000) / 1000 };
      remarks = QUANTITY_REMARK;
    }
    if (receipt === cartons?.receipt) {
      changes[cartons.line.id] = { ...changes[cartons.line.id], itcStatus: 'ineligible', itcReason: SCRAPPED_REASON };
    }
    if (receipt === withheld) remarks = WITHHELD_REMARK;
    events.push({ type: 'bill', date, minute: minute(), ref, receipt, changes, remarks, book: receipt !== draft });
    if (receipt === rateOver) {
      events.push({
        type: 'approve',
        date: after(date, random.int(2, 4), today),
        minute: minute(),
        bill: ref,
        reason: RATE_REASON,
      });
    }
  });

  // The coolant supplier's proforma paid a day or two after the order, set against its bill once booked.
  const advances = new Map<string, string>();
  for (const receipt of settled.filter((r) => r.supplierCode === ADVANCE_FROM)) {
    let advance = advances.get(receipt.purchaseOrderId);
    if (!advance) {
      advance = `advance:${advances.size + 1}`;
      advances.set(receipt.purchaseOrderId, advance);
      events.push({
        type: 'advance',
        date: after(receipt.poDate, random.int(1, 2), receipt.receiptDate),
        minute: minute(),
        ref: advance,
        supplierId: receipt.supplierId,
        amount: receipt.poGrandTotal,
        proforma: receipt.poNumber ?? '',
      });
    }
    events.push({
      type: 'set-advance',
      date: dayOf(receipt).date,
      minute: 300,
      advance,
      bill: refOf.get(receipt) ?? '',
    });
  }

  runs.forEach((date, i) => {
    events.push({
      type: 'payment-run',
      date,
      minute: 330 + random.int(0, 60),
      withheld: withheld ? [refOf.get(withheld) ?? ''] : [],
      partly: i === runs.length - 1,
    });
  });
  return events.sort(compare);
}
