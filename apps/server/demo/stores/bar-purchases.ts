import { addDays } from '@lathe/shared';
import { workingDay } from '../sales/calendar.js';
import type { SalesLine } from './inputs.js';
import { type Bar, barOf, roundKg, roundUpKg } from './materials.js';
import type { PlannedOrder, PurchaseDocuments } from './purchase-documents.js';
import { between, type Story } from './story.js';

/*
 * The bar stock the plant bought over the last four months: for each of the bars the open
 * orders need most, an order about four months ago and one about two months ago, both in by
 * now (one short-closed when the supplier ran out, one cancelled over the rate and placed
 * again), and a recent one whose fate decides what material planning shows today: in and
 * covering the need, part in, awaiting, still a draft, or not placed at all.
 */

/** What the latest order of a bar has come to, and so whether the bar is covered today. */
export type Fate =
  | 'covered-stock'
  | 'covered-partly'
  | 'covered-awaiting'
  | 'short-partly'
  | 'short-awaiting'
  | 'short-draft'
  | 'short-none';

/** The steel bars' fates, by need (largest first); brass comes partly in, aluminium is in stock. */
const STEEL_FATES: Fate[] = [
  'short-partly',
  'covered-awaiting',
  'covered-stock',
  'covered-partly',
  'short-draft',
  'covered-partly',
  'short-awaiting',
  'covered-stock',
  'short-none',
  'covered-stock',
];
const STEEL_BARS = STEEL_FATES.length;

export interface BoughtBar {
  bar: Bar;
  /** What the open orders need of it (grams). */
  needGrams: number;
  fate: Fate;
  /** The latest order, still open (or a draft): its quantity is settled once the story is played. */
  open: { order: PlannedOrder; receivedGrams: number } | null;
  /** Days goods came in, oldest first. */
  receipts: string[];
}

const isNonFerrous = (grade: string) => grade.startsWith('Brass') || grade.startsWith('Al');

/** The bars to buy: the steel bars the open orders need most, and the most needed brass and aluminium bar. */
export function barsToBuy(story: Story, lines: SalesLine[]): { bar: Bar; needGrams: number; fate: Fate }[] {
  const spelling = new Map<string, SalesLine>();
  for (const line of lines) if (!spelling.has(line.barKey)) spelling.set(line.barKey, line);
  const needed = story.inputs.planning
    .filter((row) => row.needKg > 0 && spelling.has(row.id))
    .map((row) => {
      const line = spelling.get(row.id) as SalesLine;
      return { bar: barOf(line.grade, line.rodSize), needGrams: Math.round(row.needKg * 1000) };
    })
    .filter(({ bar }) => story.inputs.supplierOf.has(bar.supplierCode));
  const topSteel = needed.filter(({ bar }) => !isNonFerrous(bar.grade)).slice(0, STEEL_BARS);
  // The case-hardening mill's stockist sells the plant something whenever an open order needs
  // its bar, even one outside the steel bars needed most.
  const caseHardening = needed.find(({ bar }) => bar.supplierCode === 'SUP-003');
  const steel =
    caseHardening && !topSteel.includes(caseHardening)
      ? [...topSteel.slice(0, STEEL_BARS - 1), caseHardening]
      : topSteel;
  const brass = needed.find(({ bar }) => bar.grade.startsWith('Brass'));
  const aluminium = needed.find(({ bar }) => bar.grade.startsWith('Al'));
  return [
    ...steel.map((item, i) => ({ ...item, fate: STEEL_FATES[i] as Fate })),
    ...(brass ? [{ ...brass, fate: 'covered-partly' as const }] : []),
    ...(aluminium ? [{ ...aluminium, fate: 'covered-stock' as const }] : []),
  ];
}

/** At least two bars' worth, in the round kg a buyer writes. */
const orderKg = (bar: Bar, kg: number) => roundKg(Math.max(kg, (2 * bar.gramsPerBar) / 1000));

export function buyBars(story: Story, documents: PurchaseDocuments, lines: SalesLine[]): BoughtBar[] {
  const { random } = story;
  const chosen = barsToBuy(story, lines);
  const bought: BoughtBar[] = chosen.map((item) => ({ ...item, open: null, receipts: [] }));
  const receivedOn = (bar: BoughtBar, days: string[]) => bar.receipts.push(...days);

  // The supplier who ran out: the case-hardening mill's stockist, else the brass rods' agent.
  const shortClosed =
    bought.find(({ bar }) => bar.supplierCode === 'SUP-003') ??
    bought.find(({ bar }) => bar.supplierCode === 'SUP-002');

  for (const [wave, daysAgo, share] of [
    ['four months ago', [96, 118], [1.0, 1.25]],
    ['two months ago', [50, 72], [0.9, 1.1]],
  ] as const) {
    const second = wave === 'two months ago';
    // The trader takes two bars on one order; the mills one each.
    const trader = bought.filter(({ bar }) => bar.supplierCode === 'SUP-001');
    const groups: BoughtBar[][] = [];
    const shuffled = [...trader];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [shuffled[i], shuffled[j]] = [shuffled[j] as BoughtBar, shuffled[i] as BoughtBar];
    }
    for (let i = 0; i < shuffled.length; i += 2) groups.push(shuffled.slice(i, i + 2));
    for (const item of bought) if (item.bar.supplierCode !== 'SUP-001') groups.push([item]);

    for (const group of groups) {
      const first = group[0] as BoughtBar;
      const date = story.ago(random.int(daysAgo[0], daysAgo[1]));
      const orderLines = group.map((item) =>
        documents.barLine(item.bar, orderKg(item.bar, (item.needGrams / 1000) * between(random, share[0], share[1]))),
      );
      if (second && group === groups[0]) {
        // Placed a few days earlier and cancelled: the trader put the rate up after the order.
        const placed = workingDay(addDays(date, -random.int(3, 6)));
        const copies = orderLines.map((line) => ({ ...line, body: { ...line.body } }));
        const cancelled = documents.order(first.bar.supplierCode, placed, copies);
        story.add({
          type: 'purchase-order-cancel',
          date: story.after(placed, random.int(1, 2), date),
          minute: story.minute(),
          ref: cancelled.ref,
          reason: 'Supplier revised the rate after the order; placed again at the agreed rate',
        });
      }
      const order = documents.order(first.bar.supplierCode, date, orderLines);
      if (second && group.length === 1 && first === shortClosed) {
        // Part came in; the mill had no more of the size, so the rest was dropped.
        const arrived = documents.arrival(order);
        const [part] = documents.split(order, 0, 2);
        if (arrived && part) {
          documents.receipt(order, arrived, [part]);
          receivedOn(first, [arrived]);
          story.add({
            type: 'purchase-order-close',
            date: story.after(arrived, random.int(15, 25), story.ago(1)),
            minute: story.minute(),
            ref: order.ref,
            reason: 'Supplier has no more of this size from the mill this month; balance dropped and ordered afresh',
          });
          continue;
        }
      }
      const days = documents.receiveAll(order, random.chance(0.45) ? 2 : 1);
      for (const item of group) receivedOn(item, days);
    }
  }

  for (const item of bought) latestOrder(story, documents, item);
  return bought;
}

/** The bar's latest order, as its fate has it. */
function latestOrder(story: Story, documents: PurchaseDocuments, item: BoughtBar) {
  const { random } = story;
  const { bar, fate } = item;
  const needKg = item.needGrams / 1000;
  if (fate === 'short-none') return;
  if (fate === 'covered-stock') {
    const order = documents.order(bar.supplierCode, story.ago(random.int(22, 34)), [
      documents.barLine(bar, orderKg(bar, needKg * between(random, 0.8, 1.0))),
    ]);
    item.receipts.push(...documents.receiveAll(order, 1));
    return;
  }
  if (fate === 'short-draft') {
    const order = documents.order(bar.supplierCode, story.ago(random.int(0, 2)), [documents.barLine(bar, 0)], false);
    item.open = { order, receivedGrams: 0 };
    return;
  }
  if (fate.endsWith('awaiting')) {
    const order = documents.order(bar.supplierCode, story.ago(random.int(3, 9)), [documents.barLine(bar, 0)]);
    item.open = { order, receivedGrams: 0 };
    return;
  }
  // Partly in: the first lorry brought about half of the need; the rest is awaited.
  const order = documents.order(bar.supplierCode, story.ago(random.int(16, 26)), [documents.barLine(bar, 0)]);
  const bars = Math.max(1, Math.round((item.needGrams * between(random, 0.35, 0.55)) / bar.gramsPerBar));
  const grams = Math.round((bars * bar.gramsPerBar * between(random, 0.985, 1.01)) / 500) * 500;
  const arrived = documents.arrival(order);
  if (arrived) {
    documents.receipt(order, arrived, [{ line: 0, thousandths: grams, bars }]);
    item.receipts.push(arrived);
  }
  item.open = { order, receivedGrams: arrived ? grams : 0 };
}

/**
 * The open order's quantity, once the story knows what is in stock and issued: enough to cover
 * the need (and a margin) when the bar is to be covered, about half the gap when it is to stay
 * short; at least two bars more than has come in.
 */
export function settleOpenOrder(item: BoughtBar, gapGrams: number) {
  if (!item.open) return;
  const { order, receivedGrams } = item.open;
  const { bar } = item;
  const covered = item.fate.startsWith('covered');
  const needKg = item.needGrams / 1000;
  const wanted =
    gapGrams > 0 ? (gapGrams / 1000) * (covered ? 1.3 : item.fate === 'short-draft' ? 1.1 : 0.55) : needKg * 0.4;
  const line = order.event.body.lines[0];
  if (!line) return;
  // A round quantity, as the buyer ordered it: what has come in was weighed, the order was not.
  const total = roundUpKg(orderKg(bar, wanted) + receivedGrams / 1000);
  line.quantity = total;
  line.bars = Math.max(1, Math.round((total * 1000) / bar.gramsPerBar));
  const first = order.lines[0];
  if (first) first.body = line;
}
