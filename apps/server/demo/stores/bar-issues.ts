import { addDays, indianDate, type StockMovementInput } from '@lathe/shared';
import { workingDay } from '../sales/calendar.js';
import type { BoughtBar } from './bar-purchases.js';
import type { SalesLine } from './inputs.js';
import { type Bar, kgOf } from './materials.js';
import type { HeatPart, Shelf } from './shelf.js';
import { between, type Story } from './story.js';

/*
 * The bars going out to the machines: issues every week or so of whatever has come in, for the
 * orders of the time (now completed); the last ones against today's open orders, so material
 * planning counts them as issued; a few unused bars back; and the month-end physical counts
 * writing off bar-end scrap. How much each issue takes is settled while the story is played,
 * from what is on the rack that day, so that what stays in stock is what the bar's fate asks.
 */

/** A movement of whole bars of one heat. */
export function barMovement(
  bar: Bar,
  part: HeatPart,
  date: string,
  fields: Pick<StockMovementInput, 'kind'> & Partial<StockMovementInput>,
): StockMovementInput {
  const sign = fields.kind === 'adjustment' ? -1 : 1;
  return {
    itemType: 'material',
    grade: bar.grade,
    rodSize: bar.rodSize,
    heatNumber: part.heatNumber,
    quantity: sign * kgOf(part.grams),
    bars: part.bars === 0 ? null : sign * part.bars,
    movementDate: date,
    ...fields,
  };
}

/** An open order's need of one bar. */
interface OrderNeed {
  orderId: string;
  orderNumber: string;
  orderDate: string;
  grams: number;
}

function openNeeds(lines: SalesLine[], barKey: string): OrderNeed[] {
  const needs = new Map<string, OrderNeed>();
  for (const line of lines) {
    if (line.barKey !== barKey || line.needGrams <= 0 || !line.orderNumber) continue;
    const need = needs.get(line.orderId) ?? {
      orderId: line.orderId,
      orderNumber: line.orderNumber,
      orderDate: line.orderDate,
      grams: 0,
    };
    need.grams += line.needGrams;
    needs.set(line.orderId, need);
  }
  return [...needs.values()].sort((a, b) => a.orderDate.localeCompare(b.orderDate));
}

/** What the bar's fate leaves on the rack, of what the open orders still need after the issues. */
const STOCK_SHARE: Record<BoughtBar['fate'], [number, number]> = {
  'covered-stock': [1.1, 1.35],
  'covered-partly': [0.3, 0.5],
  'covered-awaiting': [0.3, 0.5],
  'short-partly': [0.1, 0.3],
  'short-awaiting': [0.1, 0.3],
  'short-draft': [0.1, 0.3],
  'short-none': [0.2, 0.4],
};

/** Accepted bars of each bar stock item over the planned goods receipts. */
export function barsReceived(story: Story): Map<string, number> {
  const orders = new Map<string, { grade?: string | null; rodSize?: string | null; kind: string }[]>();
  const received = new Map<string, number>();
  for (const event of story.events) {
    if (event.type === 'purchase-order') orders.set(event.ref, event.body.lines);
    if (event.type !== 'goods-receipt') continue;
    for (const line of event.body.lines) {
      const of = orders.get(event.order)?.[line.orderLine];
      if (of?.kind !== 'bar_stock' || typeof line.bars !== 'number') continue;
      const key = `${of.grade}|${of.rodSize}`;
      received.set(key, (received.get(key) ?? 0) + line.bars);
    }
  }
  return received;
}

export interface BarIssues {
  item: BoughtBar;
  /** Grams issued less returned against the open orders, each order's at most its need. */
  issuedToOpen(): number;
}

export function issueBars(story: Story, bought: BoughtBar[], lines: SalesLine[]): BarIssues[] {
  const { random, today } = story;
  const received = barsReceived(story);
  let returnsLeft = 2;
  let midReturn = true;

  const plans = bought.flatMap((item): BarIssues[] => {
    const { bar } = item;
    const days = [...item.receipts].sort();
    const first = days[0];
    const last = days.at(-1);
    if (!first || !last) return [];
    const total = received.get(`${bar.grade}|${bar.rodSize}`) ?? 0;

    // Against today's open orders: most of the oldest one or two orders' need, in whole bars.
    const needs = openNeeds(lines, bar.key);
    const issued = new Map<string, number>();
    const against = needs.slice(0, random.chance(0.6) ? 2 : 1).flatMap((need) => {
      let count = Math.floor((need.grams * between(random, 0.5, 0.9)) / bar.gramsPerBar);
      if (count === 0 && bar.gramsPerBar <= need.grams * 1.3) count = 1;
      return count > 0 ? [{ need, count }] : [];
    });
    let toOpen = against.reduce((sum, { count }) => sum + count, 0);
    if (toOpen > total) {
      against.splice(1);
      toOpen = Math.min(total, against[0]?.count ?? 0);
      if (against[0]) against[0].count = toOpen;
    }
    const back = returnsLeft > 0 ? against.find(({ count }) => count >= 3) : undefined;
    const backBars = back ? (back.count >= 8 ? 2 : 1) : 0;
    if (back) returnsLeft--;

    // What stays on the rack, in bars, and so what went to the machines before.
    const stillNeeded = Math.max(0, item.needGrams - toOpen * bar.gramsPerBar);
    const [low, high] = STOCK_SHARE[item.fate];
    let keep = Math.round((stillNeeded * between(random, low, high)) / bar.gramsPerBar);
    keep = Math.min(keep, total - toOpen + backBars);
    const used = total - keep - toOpen + backBars;

    // Issues every week or so from the first delivery, the last once the latest goods are in.
    const end = later(story.after(last, 1), story.ago(random.int(3, 6)));
    const issueDays: string[] = [];
    for (let day = story.after(first, random.int(1, 3)); day < end; day = story.after(day, random.int(6, 11))) {
      issueDays.push(day);
    }
    issueDays.push(end);
    let consumed = 0;
    const history = lines.filter((line) => line.barKey === bar.key && line.status !== 'confirmed');
    const reasonOn = (date: string) => {
      const recent = history.filter((line) => line.orderDate <= date && line.orderDate >= addDays(date, -45)).at(-1);
      return recent?.orderNumber ? `For ${recent.orderNumber} (${recent.partyCode})` : 'Issued to production';
    };
    issueDays.forEach((date, k) => {
      const minute = story.minute();
      story.add({
        type: 'stock',
        date,
        minute: k === issueDays.length - 1 ? 45 : minute,
        later: (shelf: Shelf) => {
          const wanted =
            k === issueDays.length - 1 ? used - consumed : Math.round((used * (k + 1)) / issueDays.length) - consumed;
          const count = Math.max(0, Math.min(wanted, shelf.bars(bar.key, null, date)));
          const parts = shelf.take(bar.key, null, count, date);
          consumed += count;
          const reason = reasonOn(date);
          const issues = parts.map((part) => barMovement(bar, part, date, { kind: 'issue', reason }));
          const firstPart = parts[0];
          if (
            midReturn &&
            k === Math.floor(issueDays.length / 2) &&
            issueDays.length >= 4 &&
            firstPart &&
            firstPart.bars > 1
          ) {
            midReturn = false;
            const next = issueDays[k + 1] ?? end;
            const on = story.after(date, 1, next);
            story.add({
              type: 'stock',
              date: on,
              minute: on === date ? minute + 120 : 20,
              later: (rack: Shelf) => {
                const part = {
                  heatNumber: firstPart.heatNumber,
                  bars: 1,
                  grams: Math.round(firstPart.grams / firstPart.bars),
                };
                rack.put(bar.key, null, part, date);
                consumed -= 1;
                return [
                  barMovement(bar, part, on, {
                    kind: 'return',
                    reason: 'Unused bar back from CNC-03 after a setup change',
                  }),
                ];
              },
            });
          }
          return issues;
        },
      });
    });

    for (const { need, count } of against) {
      const wanted = later(end, workingDay(addDays(need.orderDate, 1)));
      const date = wanted > today ? today : wanted;
      story.add({
        type: 'stock',
        date,
        minute: 90 + story.minute(),
        later: (shelf: Shelf) => {
          const parts = shelf.take(bar.key, null, Math.min(count, shelf.bars(bar.key, null, date)), date);
          for (const part of parts) issued.set(need.orderId, (issued.get(need.orderId) ?? 0) + part.grams);
          const firstPart = parts[0];
          if (back?.need === need && firstPart && firstPart.bars >= 1) {
            const on = story.after(date, random.int(1, 3));
            story.add({
              type: 'stock',
              date: on,
              minute: on === date ? 700 : story.minute(),
              later: (rack: Shelf) => {
                const bars = Math.min(backBars, firstPart.bars);
                const part = {
                  heatNumber: firstPart.heatNumber,
                  bars,
                  grams: Math.round((firstPart.grams * bars) / firstPart.bars),
                };
                rack.put(bar.key, null, part, date);
                issued.set(need.orderId, (issued.get(need.orderId) ?? 0) - part.grams);
                return [
                  barMovement(bar, part, on, {
                    kind: 'return',
                    salesOrderId: need.orderId,
                    reason: 'Customer cut the schedule; unused bars back to the rack',
                  }),
                ];
              },
            });
          }
          return parts.map((part) => barMovement(bar, part, date, { kind: 'issue', salesOrderId: need.orderId }));
        },
      });
    }

    return [
      {
        item,
        issuedToOpen: () =>
          needs.reduce((sum, need) => sum + Math.min(need.grams, Math.max(0, issued.get(need.orderId) ?? 0)), 0),
      },
    ];
  });

  physicalCounts(story, bought);
  return plans;
}

const later = (...days: string[]) => days.reduce((a, b) => (a > b ? a : b));

/** The last two month-end physical counts: bar-end scrap written off the fullest rack of the day. */
function physicalCounts(story: Story, bought: BoughtBar[]) {
  const { random, today } = story;
  let monthStart = `${today.slice(0, 8)}01`;
  const counts = [
    (date: string) => `Physical count ${indianDate(date).slice(0, 5)}: bar end scrap`,
    (date: string) =>
      `Physical count ${indianDate(date).slice(0, 5)}: short weight against the book (rusted ends cut off)`,
  ];
  for (const reasonOf of counts) {
    const date = workingDay(addDays(monthStart, -1));
    monthStart = `${date.slice(0, 8)}01`;
    story.add({
      type: 'stock',
      date,
      minute: 480,
      later: (shelf: Shelf) => {
        const fullest = [...bought].sort((a, b) => shelf.grams(b.bar.key, null) - shelf.grams(a.bar.key, null))[0];
        if (!fullest) return [];
        // Less than half a bar: the ledger keeps a heat's bars in step with its kg (bars-of-heat.ts),
        // so a write-off of a bar's weight or more would take a bar the rack still holds here.
        const halfBar = Math.floor(fullest.bar.gramsPerBar / 200) * 100;
        const grams = Math.min(Math.round(between(random, 2.5, 8.5) * 10) * 100, halfBar);
        const part = grams > 0 ? shelf.trim(fullest.bar.key, null, grams, date) : undefined;
        return part ? [barMovement(fullest.bar, part, date, { kind: 'adjustment', reason: reasonOf(date) })] : [];
      },
    });
  }
}
