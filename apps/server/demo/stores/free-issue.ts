import { addDays } from '@lathe/shared';
import { barMovement } from './bar-issues.js';
import { barOf, kgOf } from './materials.js';
import { challanNumbers, heatNumber } from './references.js';
import type { Shelf } from './shelf.js';
import { between, type Story } from './story.js';

/*
 * Free-issue material: the customer with the largest open need of a bar the plant does not buy
 * sends that bar in three lots against their own delivery challans. It is kept as theirs, most
 * of the first two lots went into their parts, and part of the last is issued against their
 * open order.
 */

export function receiveFreeIssue(story: Story, boughtKeys: ReadonlySet<string>) {
  const { random, today } = story;
  const needs = new Map<string, { grams: number; line: (typeof story.inputs.lines)[number] }>();
  for (const line of story.inputs.lines) {
    if (line.needGrams <= 0 || boughtKeys.has(line.barKey)) continue;
    const key = `${line.customerId}|${line.barKey}`;
    const need = needs.get(key) ?? { grams: 0, line };
    need.grams += line.needGrams;
    needs.set(key, need);
  }
  const [largest] = [...needs.values()].sort((a, b) => b.grams - a.grams || a.line.barKey.localeCompare(b.line.barKey));
  if (!largest) return;
  const { line } = largest;
  const bar = barOf(line.grade, line.rodSize);
  const owner = line.customerId;
  const theirChallan = challanNumbers(`${line.partyCode}/DC`, random);
  const lotBars = () => Math.max(2, Math.round((largest.grams * between(random, 0.5, 0.8)) / bar.gramsPerBar));

  [story.ago(random.int(70, 85)), story.ago(random.int(35, 48)), story.ago(random.int(7, 12))].forEach((date, lot) => {
    const heats = lot === 1 ? 2 : 1;
    const lines = Array.from({ length: heats }, () => {
      const bars = lotBars();
      const grams = Math.round((bars * bar.gramsPerBar * between(random, 0.99, 1.01)) / 500) * 500;
      return {
        grade: bar.grade,
        rodSize: bar.rodSize,
        heatNumber: heatNumber('SUP-001', date, random),
        quantity: kgOf(grams),
        bars,
      };
    });
    story.add({
      type: 'customer-material',
      date,
      minute: story.minute(),
      body: {
        customerId: owner,
        receiptDate: date,
        customerChallanNumber: theirChallan(),
        customerChallanDate: addDays(date, -random.int(0, 2)),
        remarks: 'Free issue bars for our parts on their orders',
        lines,
      },
    });

    const last = lot === 2;
    const on = story.after(date, last ? random.int(1, 3) : random.int(3, 7));
    const order = story.inputs.lines
      .filter((open) => open.customerId === owner && open.barKey === bar.key && open.needGrams > 0)
      .sort((a, b) => b.needGrams - a.needGrams)[0];
    const issueDay = last && order && order.orderDate >= on ? (order.orderDate > today ? today : order.orderDate) : on;
    story.add({
      type: 'stock',
      date: issueDay,
      minute: story.minute(),
      later: (shelf: Shelf) => {
        const onHand = shelf.bars(bar.key, owner, issueDay);
        const count =
          last && order
            ? Math.min(onHand, Math.max(1, Math.floor((order.needGrams * 0.6) / bar.gramsPerBar)))
            : Math.floor(onHand * (lot === 0 ? 0.8 : 0.7));
        return shelf.take(bar.key, owner, count, issueDay).map((part) =>
          barMovement(bar, part, issueDay, {
            kind: 'issue',
            ownerId: owner,
            ...(last && order
              ? { salesOrderId: order.orderId }
              : { reason: `Machined into ${line.partyCode} parts (free issue)` }),
          }),
        );
      },
    });
  });
}
