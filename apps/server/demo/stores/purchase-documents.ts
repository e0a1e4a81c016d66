import { addDays, type PurchaseOrderLineInput } from '@lathe/shared';
import type { PlannedReceiptLine, StoresEvent } from './events.js';
import { type Bar, kgOf } from './materials.js';
import { BAR_REJECTIONS, heatNumber, invoiceNumbers, PAYMENT_TERMS, PO_REMARKS, vehicleNumber } from './references.js';
import { between, type Story } from './story.js';

/*
 * A purchase order and the goods receipts against it, as the buyer and the stores key them in:
 * the order with its supplier's terms, each receipt with the supplier's invoice, the lorry, a
 * heat number per bar-stock line (sometimes two heats on one line), and now and then a few
 * bars rejected at inspection with why.
 */

export interface OrderLine {
  /** The bar, for bar stock. */
  bar?: Bar;
  body: PurchaseOrderLineInput;
}

export interface PlannedOrder {
  ref: string;
  supplierCode: string;
  date: string;
  lines: OrderLine[];
  event: Extract<StoresEvent, { type: 'purchase-order' }>;
}

/** Accepted at one receipt on one line: thousandths of its unit (grams of bar) and bars. */
export interface Portion {
  line: number;
  thousandths: number;
  bars: number | null;
}

/** Days from order to the goods at the gate, by supplier: Pune's traders are quick, other states' mills slower. */
const LEAD_DAYS: Record<string, [number, number]> = {
  'SUP-001': [3, 8],
  'SUP-002': [7, 13],
  'SUP-003': [6, 12],
  'SUP-005': [4, 7],
  'SUP-006': [6, 10],
  'SUP-007': [9, 15],
  'SUP-008': [24, 30],
};

export function purchaseOrders(story: Story) {
  const { random } = story;
  const supplierOf = new Map<string, string>();

  /** A bar-stock line at the supplier's rate of the day (the price list ±4 %). */
  function barLine(bar: Bar, kg: number): OrderLine {
    return {
      bar,
      body: {
        kind: 'bar_stock',
        grade: bar.grade,
        rodSize: bar.rodSize,
        hsnCode: bar.hsnCode,
        quantity: kg,
        bars: Math.max(1, Math.round((kg * 1000) / bar.gramsPerBar)),
        rate: Math.round(bar.ratePerKg * between(random, 0.96, 1.04) * 2) / 2,
        gstRate: 18,
      },
    };
  }

  function order(supplierCode: string, date: string, lines: OrderLine[], confirm = true): PlannedOrder {
    const ref = story.ref('po');
    const bars = lines.some((line) => line.bar);
    const event = story.add({
      type: 'purchase-order' as const,
      date,
      minute: story.minute(),
      ref,
      confirm,
      body: {
        supplierId: story.supplier(supplierCode).id,
        poDate: date,
        deliveryDate: addDays(date, random.int(10, 15)),
        paymentTerms: PAYMENT_TERMS[supplierCode] ?? null,
        remarks: bars ? random.pick(PO_REMARKS) : null,
        lines: lines.map((line) => line.body),
      },
    });
    supplierOf.set(ref, supplierCode);
    return { ref, supplierCode, date, lines, event };
  }

  /** The day goods ordered on `date` come in: the supplier's lead time after, on a working day, or null when not yet. */
  function arrival(order: PlannedOrder, after = order.date, latest = addDays(story.today, -3)): string | null {
    const [min, max] = LEAD_DAYS[order.supplierCode] ?? [5, 10];
    const day = story.after(after, random.int(min, max), latest);
    return day > after ? day : null;
  }

  /** A receipt's lines for one portion: a bar's heat (or two), and a few bars rejected now and then. */
  function receiptLines(order: PlannedOrder, portion: Portion, date: string): PlannedReceiptLine[] {
    const { bar } = order.lines[portion.line] ?? {};
    const quantity = kgOf(portion.thousandths);
    if (!bar || !portion.bars) {
      return [
        {
          orderLine: portion.line,
          receivedQuantity: quantity,
          acceptedQuantity: quantity,
          rejectedQuantity: 0,
        },
      ];
    }
    const heat = () => heatNumber(order.supplierCode, date, random);
    const rejectedBars = random.chance(0.2) ? (portion.bars > 20 ? random.int(2, 5) : 1) : 0;
    const rejectedGrams = Math.round((rejectedBars * bar.gramsPerBar) / 500) * 500;
    const rejected = rejectedBars
      ? { rejectedQuantity: kgOf(rejectedGrams), rejectionReason: random.pick(BAR_REJECTIONS) }
      : { rejectedQuantity: 0 };
    if (portion.bars >= 4 && random.chance(0.25)) {
      // Two heats in one delivery: each its own line, the bars and weight shared between them.
      const first = random.int(1, portion.bars - 1);
      const grams = Math.round((portion.thousandths * first) / portion.bars);
      return [
        {
          orderLine: portion.line,
          receivedQuantity: kgOf(grams + rejectedGrams),
          acceptedQuantity: kgOf(grams),
          bars: first,
          heatNumber: heat(),
          ...rejected,
        },
        {
          orderLine: portion.line,
          receivedQuantity: kgOf(portion.thousandths - grams),
          acceptedQuantity: kgOf(portion.thousandths - grams),
          rejectedQuantity: 0,
          bars: portion.bars - first,
          heatNumber: heat(),
        },
      ];
    }
    return [
      {
        orderLine: portion.line,
        receivedQuantity: kgOf(portion.thousandths + rejectedGrams),
        acceptedQuantity: quantity,
        bars: portion.bars,
        heatNumber: heat(),
        ...rejected,
      },
    ];
  }

  /** A goods receipt of the portions on `date`, against the supplier's invoice of that day or a little before (numbered later). */
  function receipt(order: PlannedOrder, date: string, portions: Portion[]) {
    const invoiceDate = addDays(date, -random.int(0, 2));
    const services = order.lines.every((line) => line.body.kind === 'service');
    story.add({
      type: 'goods-receipt' as const,
      date,
      minute: story.minute(),
      order: order.ref,
      body: {
        receiptDate: date,
        supplierInvoiceNumber: null,
        supplierInvoiceDate: invoiceDate < order.date ? order.date : invoiceDate,
        vehicleNumber: services ? null : vehicleNumber(story.supplier(order.supplierCode).state, random),
        remarks: services ? 'Job work bill for the month' : null,
        lines: portions.flatMap((portion) => receiptLines(order, portion, date)),
      },
    });
  }

  /**
   * What one line delivers over `count` receipts: the first weighed as it comes (whole bars, to
   * the half kg), the last exactly what is left, so the line ends fully received.
   */
  function split(order: PlannedOrder, line: number, count: number): Portion[] {
    const { bar, body } = order.lines[line] as OrderLine;
    const total = Math.round(Number(body.quantity) * 1000);
    const bars = typeof body.bars === 'number' ? body.bars : null;
    if (count < 2 || (bars !== null && bars < 2)) return [{ line, thousandths: total, bars }];
    if (bar && bars) {
      const first = Math.min(bars - 1, Math.max(1, Math.round(bars * between(random, 0.45, 0.7))));
      const weighed = Math.round((first * bar.gramsPerBar * between(random, 0.985, 1.01)) / 500) * 500;
      const grams = Math.min(total - 500, Math.max(500, weighed));
      return [
        { line, thousandths: grams, bars: first },
        { line, thousandths: total - grams, bars: bars - first },
      ];
    }
    const first = Math.round((total * between(random, 0.45, 0.7)) / 1000) * 1000;
    if (first <= 0 || first >= total) return [{ line, thousandths: total, bars }];
    return [
      { line, thousandths: first, bars: null },
      { line, thousandths: total - first, bars: null },
    ];
  }

  /**
   * Everything ordered comes in: in one receipt, or in two (each line split, or one line after
   * the other). Answers the receipt days; none when the goods would come after `latest`.
   */
  function receiveAll(order: PlannedOrder, count: 1 | 2, latest?: string): string[] {
    const first = arrival(order, order.date, latest);
    if (!first) return [];
    const lines = order.lines.map((_, i) => i);
    if (count === 1) {
      receipt(
        order,
        first,
        lines.flatMap((i) => split(order, i, 1)),
      );
      return [first];
    }
    const second = arrival(order, first, latest);
    if (!second) {
      receipt(
        order,
        first,
        lines.flatMap((i) => split(order, i, 1)),
      );
      return [first];
    }
    if (lines.length > 1 && random.chance(0.5)) {
      // One line now, the rest on the second lorry.
      receipt(order, first, split(order, 0, 1));
      receipt(
        order,
        second,
        lines.slice(1).flatMap((i) => split(order, i, 1)),
      );
    } else {
      const parts = lines.map((i) => split(order, i, 2));
      receipt(
        order,
        first,
        parts.flatMap((p) => p.slice(0, 1)),
      );
      receipt(
        order,
        second,
        parts.flatMap((p) => p.slice(1)),
      );
    }
    return [first, second];
  }

  /** Each supplier's invoices numbered in the order the goods came in: theirs rise with the days. */
  function numberInvoices(events: readonly StoresEvent[]) {
    const invoiceNo = invoiceNumbers(random);
    for (const event of events) {
      if (event.type !== 'goods-receipt') continue;
      event.body.supplierInvoiceNumber = invoiceNo(supplierOf.get(event.order) ?? 'SUP-001', event.date);
    }
  }

  return { barLine, order, arrival, receipt, split, receiveAll, numberInvoices };
}

export type PurchaseDocuments = ReturnType<typeof purchaseOrders>;
