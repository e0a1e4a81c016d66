import { addDays, indianDate, type JobWorkChallanInput } from '@lathe/shared';
import type { StoresEvent } from './events.js';
import type { SalesLine } from './inputs.js';
import { challanNumbers, PLATING_REJECTIONS, vehicleNumber } from './references.js';
import { between, type Story } from './story.js';

/*
 * Finished parts: ten products of the open orders whose stock the stores now keep (switched on
 * about six months ago with an opening physical count), and the plating shop's job work of the
 * last six months — zinc plating and blackodising of steel parts, most of it back with a few
 * pieces rejected, some partly back, two lots out now — and one lot sent over a year ago of
 * which some pieces never came back, so the one-year alert of section 143 shows.
 */

/** Steel grades that are plated or blackodised; stainless, brass and aluminium are not. */
const PLATED = ['EN1A', 'EN8', 'C45', 'EN19'];
const isPlated = (line: SalesLine) => PLATED.some((grade) => line.grade.startsWith(grade));

type ChallanFate = 'overdue' | 'received' | 'closed' | 'partly' | 'sent';

/** The challans, oldest first: days ago, and what has come of them. */
const CHALLANS: [min: number, max: number, fate: ChallanFate][] = [
  [395, 410, 'overdue'],
  [160, 172, 'received'],
  [138, 150, 'received'],
  [114, 126, 'received'],
  [92, 104, 'received'],
  [74, 84, 'closed'],
  [56, 66, 'received'],
  [32, 40, 'partly'],
  [16, 22, 'partly'],
  [7, 10, 'sent'],
  [2, 4, 'sent'],
];

interface Product {
  line: SalesLine;
  /** Pieces still to dispatch on the open orders. */
  pending: number;
  /** The pieces its orders usually ask for. */
  usual: number;
}

function productsOf(lines: SalesLine[]): Map<string, Product> {
  const products = new Map<string, Product & { count: number; total: number }>();
  for (const line of lines) {
    const product = products.get(line.productId) ?? { line, pending: 0, usual: 0, count: 0, total: 0 };
    product.pending += line.pending;
    product.count++;
    product.total += line.quantity;
    product.usual = product.total / product.count;
    product.line = line;
    products.set(line.productId, product);
  }
  return products;
}

const byDrawing = (a: Product, b: Product) => a.line.drawingNumber.localeCompare(b.line.drawingNumber);

export function keepPartsAndJobWork(story: Story) {
  const { random, inputs } = story;
  const products = productsOf(inputs.lines);
  const onOrder = [...products.values()].filter((product) => product.pending > 0).sort(byDrawing);
  const plated = random.sample(
    onOrder.filter((product) => isPlated(product.line)),
    6,
  );
  const tracked = [
    ...plated,
    ...random.sample(
      onOrder.filter((product) => !plated.includes(product)),
      10 - plated.length,
    ),
  ];
  const untrackedPlated = [...products.values()]
    .filter((product) => isPlated(product.line) && !tracked.includes(product))
    .sort(byDrawing);
  if (tracked.length === 0) return;

  // What each tracked product's stock does once it is kept: sent out (−), good back (+), by day.
  const flows = new Map<string, { date: string; pieces: number }[]>(tracked.map((p) => [p.line.productId, []]));
  const lot = (product: Product) => product.line.qtyInBox ?? 100;

  for (const [min, max, fate] of CHALLANS) {
    const date = story.ago(random.int(min, max));
    const pool = fate === 'overdue' || (untrackedPlated.length && random.chance(0.35)) ? untrackedPlated : plated;
    if (pool.length === 0) continue;
    const sent = random.sample(pool, random.chance(0.35) ? 2 : 1);
    const process = random.chance(0.65) ? 'Zinc plating' : 'Blackodising';
    const quantities = sent.map(
      (product) => lot(product) * Math.max(1, Math.round((product.usual * between(random, 0.3, 0.7)) / lot(product))),
    );
    const ref = story.ref('challan');
    const body: JobWorkChallanInput = {
      supplierId: story.supplier('SUP-008').id,
      challanDate: date,
      process,
      expectedReturnDate: addDays(date, random.int(7, 10)),
      vehicleNumber: vehicleNumber('Maharashtra', random),
      remarks: process === 'Zinc plating' ? 'Yellow passivation, 8-12 micron' : 'Black oxide, oil dipped',
      lines: sent.map((product, i) => ({
        itemType: 'part',
        productId: product.line.productId,
        description: `${product.line.drawingNumber} ${product.line.description}`,
        hsnCode: product.line.hsnCode,
        unit: 'NOS',
        quantity: quantities[i] as number,
        // What the pieces are worth before plating: about 70 % of their price.
        value: Math.max(1, Math.round((quantities[i] as number) * product.line.rate * 0.7 * 100) / 100),
        gstRate: product.line.gstRate,
      })),
    };
    story.add({ type: 'challan', date, minute: story.minute(), ref, body });
    sent.forEach((product, i) => {
      flows.get(product.line.productId)?.push({ date, pieces: -(quantities[i] as number) });
    });

    // What comes back: good pieces (into stock again) and a few rejected, against the job worker's challans.
    const back = (
      on: string,
      lines: { line: number; good: number; rejected: number }[],
      remarks: string | null = null,
    ) => {
      const day = on > story.today ? story.today : on;
      const theirDate = addDays(day, -random.int(0, 1));
      story.add({
        type: 'challan-receipt',
        date: day,
        minute: story.minute(),
        challan: ref,
        body: {
          receiptDate: day,
          jobWorkerChallanNumber: null,
          jobWorkerChallanDate: theirDate < date ? date : theirDate,
          remarks,
          lines: lines
            .filter(({ good, rejected }) => good + rejected > 0)
            .map(({ line, good, rejected }) => ({
              challanLine: line,
              goodQuantity: good,
              rejectedQuantity: rejected,
              ...(rejected ? { rejectionReason: random.pick(PLATING_REJECTIONS) } : {}),
            })),
        },
      });
      for (const { line, good } of lines) {
        const product = sent[line];
        if (product && good) flows.get(product.line.productId)?.push({ date: day, pieces: good });
      }
    };
    /** Some of a lot, in tens, leaving at least one piece (and what is rejected) still out. */
    const share = (q: number, low: number, high: number, kept = 0) =>
      Math.max(1, Math.min(q - kept - 1, Math.round((q * between(random, low, high)) / 10) * 10));
    const rejects = (q: number) =>
      q >= 100 && random.chance(0.6) ? Math.max(1, Math.round(q * between(random, 0.002, 0.012))) : 0;
    const first = story.after(date, random.int(6, 10));
    if (fate === 'received') {
      const lines = quantities.map((q) => {
        const rejected = rejects(q);
        return { q, rejected, now: q > 1 && random.chance(0.5) ? share(q, 0.5, 0.7, rejected) : q };
      });
      back(
        first,
        lines.map(({ q, rejected, now }, line) => ({
          line,
          good: now === q ? q - rejected : now,
          rejected: now === q ? rejected : 0,
        })),
      );
      const rest = lines.filter(({ q, now }) => now < q);
      if (rest.length) {
        back(
          story.after(first, random.int(4, 8)),
          lines.map(({ q, rejected, now }, line) => ({
            line,
            good: now < q ? q - now - rejected : 0,
            rejected: now < q ? rejected : 0,
          })),
        );
      }
    } else if (fate === 'overdue') {
      back(
        first,
        quantities.map((q, line) => ({ line, good: share(q, 0.85, 0.92), rejected: 0 })),
        'Balance held back for re-plating',
      );
    } else if (fate === 'closed' || fate === 'partly') {
      const lines = quantities.map((q, line) => {
        const rejected = rejects(q);
        // A closed lot came nearly all back; a lot still at the plater about half.
        const [low, high] = fate === 'closed' ? [0.9, 0.97] : [0.45, 0.7];
        return { line, good: share(q, low, high, rejected), rejected };
      });
      back(first, lines);
      if (fate === 'closed') {
        const missing = quantities.reduce(
          (sum, q, i) => sum + q - (lines[i]?.good ?? 0) - (lines[i]?.rejected ?? 0),
          0,
        );
        story.add({
          type: 'challan-close',
          date: story.after(first, random.int(10, 20)),
          minute: story.minute(),
          challan: ref,
          reason: `Balance ${missing} pcs damaged in the plating barrel at the job worker; debit note raised`,
        });
      }
    }
  }

  // Stock keeping began about six months ago with a physical count: enough for the plating lots
  // sent since, and somewhere between a third and one and a half times what the open orders still want.
  const start = story.ago(random.int(186, 196));
  for (const product of tracked) {
    const flow = (flows.get(product.line.productId) ?? []).sort(
      (a, b) => a.date.localeCompare(b.date) || a.pieces - b.pieces,
    );
    let running = 0;
    let lowest = 0;
    for (const { pieces } of flow) {
      running += pieces;
      lowest = Math.min(lowest, running);
    }
    const wanted = -lowest + product.pending * between(random, 0.35, 1.5);
    const opening = Math.max(1, Math.ceil(wanted / lot(product))) * lot(product);
    story.add({ type: 'track', date: start, minute: 30, productId: product.line.productId });
    story.add({
      type: 'stock',
      date: start,
      minute: 40,
      body: {
        kind: 'adjustment',
        itemType: 'part',
        productId: product.line.productId,
        quantity: opening,
        movementDate: start,
        reason: `Opening stock: physical count on ${indianDate(start)} when stock keeping began`,
      },
    });
  }
}

/** The job worker's own challans, numbered in the order the goods came back. */
export function numberTheirChallans(story: Story, events: readonly StoresEvent[]) {
  const theirChallan = challanNumbers('SFP/DC', story.random);
  for (const event of events) if (event.type === 'challan-receipt') event.body.jobWorkerChallanNumber = theirChallan();
}
