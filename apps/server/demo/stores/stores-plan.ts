import { materialKey, type PurchaseOrderLineInput } from '@lathe/shared';
import { seededRandom } from '../sales/random.js';
import { issueBars } from './bar-issues.js';
import { buyBars, settleOpenOrder } from './bar-purchases.js';
import { compareEvents, type StoresEvent } from './events.js';
import { receiveFreeIssue } from './free-issue.js';
import type { StoresInputs } from './inputs.js';
import { keepPartsAndJobWork, numberTheirChallans } from './job-work.js';
import { buyOthers } from './other-purchases.js';
import { purchaseOrders } from './purchase-documents.js';
import { Shelf } from './shelf.js';
import { type PlannedEvent, type Story, storyOf } from './story.js';

/*
 * The whole stores story, planned before anything is written: the purchases, the issues, the
 * free-issue material, the finished-parts stock and the job work; then played day by day on a
 * model of the racks, which settles how much each issue takes and what the open orders still
 * await. The same day's inputs give the same story.
 */

/** The same dice every run. */
const SEED = 202_610;

/** Grams of a receipt line. */
const grams = (kg: unknown) => Math.round(Number(kg) * 1000);

/** Plays the events in the order they happened, working out the later ones from the racks of the day. */
function play(story: Story): { events: StoresEvent[]; shelf: Shelf } {
  const shelf = new Shelf();
  const orders = new Map<string, PurchaseOrderLineInput[]>();
  // Waiting events in order; one planned later goes after those it ties with.
  const queue: PlannedEvent[] = [];
  let taken = 0;
  const enqueue = () => {
    for (; taken < story.events.length; taken++) {
      const event = story.events[taken] as PlannedEvent;
      const at = queue.findIndex((queued) => compareEvents(event, queued) < 0);
      queue.splice(at === -1 ? queue.length : at, 0, event);
    }
  };
  enqueue();
  const played: StoresEvent[] = [];
  for (let event = queue.shift(); event; event = queue.shift()) {
    if ('later' in event) {
      for (const body of event.later(shelf)) {
        played.push({ type: 'stock', date: event.date, minute: event.minute, body });
      }
      enqueue();
      continue;
    }
    if (event.type === 'purchase-order') orders.set(event.ref, event.body.lines);
    if (event.type === 'goods-receipt') {
      for (const line of event.body.lines) {
        const of = orders.get(event.order)?.[line.orderLine];
        if (of?.kind !== 'bar_stock' || !of.grade || !of.rodSize) continue;
        const part = {
          heatNumber: line.heatNumber ?? '',
          grams: grams(line.acceptedQuantity),
          bars: Number(line.bars ?? 0),
        };
        shelf.put(materialKey(of.grade, of.rodSize), null, part, event.date);
      }
    }
    if (event.type === 'customer-material') {
      for (const line of event.body.lines) {
        const part = { heatNumber: line.heatNumber ?? '', grams: grams(line.quantity), bars: Number(line.bars ?? 0) };
        shelf.put(materialKey(line.grade, line.rodSize), event.body.customerId, part, event.date);
      }
    }
    played.push(event);
  }
  return { events: played, shelf };
}

/** The stores' events in the order they are to be keyed in. */
export function planStores(inputs: StoresInputs): StoresEvent[] {
  const story = storyOf(inputs, seededRandom(SEED));
  const documents = purchaseOrders(story);
  const bought = buyBars(story, documents, inputs.lines);
  buyOthers(story, documents);
  const issued = issueBars(story, bought, inputs.lines);
  receiveFreeIssue(story, new Set(bought.map(({ bar }) => bar.key)));
  keepPartsAndJobWork(story);

  const { events, shelf } = play(story);
  documents.numberInvoices(events);
  numberTheirChallans(story, events);
  // The orders still open get their quantity from where each bar stands after the story.
  for (const item of bought) {
    const toOpen = issued.find((plan) => plan.item === item)?.issuedToOpen() ?? 0;
    settleOpenOrder(item, item.needGrams - toOpen - shelf.grams(item.bar.key, null));
  }
  return events;
}
