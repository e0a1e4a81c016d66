import {
  hundredthsOfHour,
  type LineWork,
  lineMachineMinutes,
  type MachineHoursPlan,
  machineHours,
  machineHoursPlan,
  type NeedsProduct,
  type SalesOrder,
  sumNeeds,
} from '@lathe/shared';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readGeneration } from '../../db/generations.js';
import {
  dashboardOpenPieces,
  products,
  salesOrderLines,
  salesOrders,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { pendingLine } from '../../lib/pending-order-lines.js';
import { firstOperation, startedPieces } from '../../lib/started-pieces.js';
import { NEEDS_COLUMNS } from '../products/index.js';
import { type Plan, scheduleReader } from '../schedule/index.js';
import type { OrderRead } from './order-rows.js';

/*
 * Order lines' machine hours as the plan counts them (machine-hours.ts in packages/shared), for
 * the order's answers, the open lines and the dashboard's card: the plan read as the board reads
 * it, the lines' work orders read beside it. Read outside any transaction: the plan is computed
 * from committed data, on its own connection.
 */

/** What a line's hours are worked from besides its work orders: its quantities and its product. */
export interface LineOfHours {
  id: string;
  quantity: number;
  dispatchedQuantity: number;
  /** The product's cycle times, under the names lineNeeds reads. */
  product: NeedsProduct;
}

type WorkOfLine = Pick<LineWork, 'started' | 'rejected' | 'openWorkOrders'>;

/** What is kept of a plan: its machine time, and the card's figure worked on it at a machine-hours generation. */
interface KeptOfPlan {
  hours: MachineHoursPlan;
  card?: { generation: bigint; hours: Promise<number> };
}

const kept = new WeakMap<Plan, KeptOfPlan>();

/** What is kept of `plan`, its machine time worked the first time it is asked. */
function keptOf(plan: Plan): KeptOfPlan {
  let held = kept.get(plan);
  if (!held) {
    held = { hours: machineHoursPlan(plan.input, plan.result) };
    kept.set(plan, held);
  }
  return held;
}

/** The machine time of a plan, kept with it. */
export const hoursOfPlan = (plan: Plan): MachineHoursPlan => keptOf(plan).hours;

/**
 * The plan of the data as it stands, and what is kept of it: the board's, shared by every reader
 * of it. Machine hours do not move with the clock: a plan computed minutes ago answers while
 * nothing it is computed from has changed.
 */
const currentPlan = async (db: Db): Promise<KeptOfPlan> => keptOf(await scheduleReader(db).ofData());

/** The work orders (not drafts) of the lines `condition` picks, with their first operation's started pieces. */
const workOrdersOf = (db: Db, condition: SQL) =>
  db
    .select({
      id: workOrders.id,
      lineId: sql<string>`${workOrders.salesOrderLineId}`,
      status: workOrders.status,
      quantity: workOrders.quantity,
      started: startedPieces,
      rejected: workOrders.rejectedQuantity,
    })
    .from(workOrders)
    .innerJoin(workOrderOperations, firstOperation)
    .where(and(ne(workOrders.status, 'draft'), condition));

/** Each line's work orders as the rule reads them: started and rejected over all, and the open ones. */
function workByLine(rows: Awaited<ReturnType<typeof workOrdersOf>>): Map<string, WorkOfLine> {
  const work = new Map<
    string,
    { started: number; rejected: number; openWorkOrders: LineWork['openWorkOrders'][number][] }
  >();
  for (const row of rows) {
    const line = work.get(row.lineId) ?? { started: 0, rejected: 0, openWorkOrders: [] };
    const started = Number(row.started);
    line.started += started;
    line.rejected += row.rejected;
    if (row.status === 'released' || row.status === 'in_progress') {
      line.openWorkOrders.push({ id: row.id, quantity: row.quantity, started, rejected: row.rejected });
    }
    work.set(row.lineId, line);
  }
  return work;
}

const NO_WORK: WorkOfLine = { started: 0, rejected: 0, openWorkOrders: [] };

/** A line's work as the rule reads it. */
const lineWork = (line: LineOfHours, work: WorkOfLine = NO_WORK): LineWork => ({
  product: line.product,
  ordered: line.quantity,
  dispatched: line.dispatchedQuantity,
  ...work,
});

/** Each line's machine hours (2 decimals), by line id. */
export async function linesMachineHours(db: Db, lines: readonly LineOfHours[]): Promise<Map<string, number>> {
  const hours = new Map<string, number>();
  if (lines.length === 0) return hours;
  const ids = lines.map((line) => line.id);
  const [{ hours: plan }, orders] = await Promise.all([
    currentPlan(db),
    workOrdersOf(db, inArray(workOrders.salesOrderLineId, ids)),
  ]);
  const work = workByLine(orders);
  for (const line of lines)
    hours.set(line.id, machineHours(lineMachineMinutes(plan, lineWork(line, work.get(line.id)))));
  return hours;
}

/**
 * The open lines' machine hours together, to 1 decimal: the sum of each open line's own figure
 * (the open lines' list shows them), so the card and the list agree. The lines with no work
 * order are read as the count of lines of each product and pieces still to dispatch
 * (dashboard_open_pieces, kept by triggers): one figure worked per row. The open lines with work
 * orders, a few beside them, are counted there as if they had none and put right here.
 */
export async function openLinesHoursOn(db: Db, plan: MachineHoursPlan): Promise<number> {
  const open = sql`exists (select 1 from ${salesOrderLines} join ${salesOrders} on ${salesOrders.id} = ${salesOrderLines.orderId}
    where ${salesOrderLines.id} = ${workOrders.salesOrderLineId} and ${pendingLine} and ${salesOrders.status} = 'confirmed')`;
  const [counted, orders] = await Promise.all([
    db
      .select({ pieces: dashboardOpenPieces.pieces, lines: dashboardOpenPieces.lineCount, ...NEEDS_COLUMNS })
      .from(dashboardOpenPieces)
      .innerJoin(products, eq(products.id, dashboardOpenPieces.productId)),
    workOrdersOf(db, open),
  ]);
  let hundredths = 0;
  for (const { pieces, lines, ...product } of counted) {
    const line = { id: '', quantity: pieces, dispatchedQuantity: 0, product };
    hundredths += lines * hundredthsOfHour(lineMachineMinutes(plan, lineWork(line)));
  }
  const work = workByLine(orders);
  if (work.size > 0) {
    const worked = await db
      .select({
        id: salesOrderLines.id,
        quantity: salesOrderLines.quantity,
        dispatchedQuantity: salesOrderLines.dispatchedQuantity,
        ...NEEDS_COLUMNS,
      })
      .from(salesOrderLines)
      .innerJoin(products, eq(products.id, salesOrderLines.productId))
      .where(inArray(salesOrderLines.id, [...work.keys()]));
    for (const { id, quantity, dispatchedQuantity, ...product } of worked) {
      const line = { id, quantity, dispatchedQuantity, product };
      // Counted above by its pieces still to dispatch, as a line with no work order.
      const asCounted = { ...line, quantity: quantity - dispatchedQuantity, dispatchedQuantity: 0 };
      hundredths +=
        hundredthsOfHour(lineMachineMinutes(plan, lineWork(line, work.get(id)))) -
        hundredthsOfHour(lineMachineMinutes(plan, lineWork(asCounted)));
    }
  }
  return Math.round(hundredths / 10) / 10;
}

/**
 * The open lines' machine hours together (openLinesHoursOn), worked once for the plan and
 * the machine-hours generation (migration 0027: moved by every change to what it reads besides the
 * plan) and kept till either moves: a read while both stand costs the two generations' queries.
 */
export async function openLinesMachineHours(db: Db): Promise<number> {
  const [held, generation] = await Promise.all([currentPlan(db), readGeneration(db, 'machine_hours')]);
  if (held.card && held.card.generation >= generation) return held.card.hours;
  const card = { generation, hours: openLinesHoursOn(db, held.hours) };
  held.card = card;
  card.hours.catch(() => {
    if (held.card === card) delete held.card;
  });
  return card.hours;
}

/** The order as the API answers it: each line's machine hours beside its bar and packs, and the order's sums. */
export async function withMachineHours(db: Db, order: OrderRead): Promise<SalesOrder> {
  const hours = await linesMachineHours(db, order.lines);
  const lines = order.lines.map(({ product: _product, needs, ...line }) => ({
    ...line,
    needs: { machiningHours: hours.get(line.id) ?? 0, ...needs },
  }));
  return { ...order, lines, needs: sumNeeds(lines.map((line) => line.needs)) };
}
