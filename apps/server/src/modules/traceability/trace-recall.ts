import type {
  Recall,
  RecallCustomer,
  RecallDispatch,
  RecallMovement,
  RecallWorkOrder,
  TraceInvoiceRef,
} from '@lathe/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { invoicesOfDispatch } from '../inspections/index.js';
import { figure, kg, rowsOf } from './trace-rows.js';
import { heatSources, texts, uuids } from './trace-work-orders.js';

/*
 * A heat's recall list: every movement of the heat is one range of the ledger's heat index; the
 * work orders that drew it are its issues (and the reservations made at release); the dispatches
 * their pieces reached are found the way the backward trace finds a dispatch's work orders, read
 * the other way: a work order made for an order line reached that line's dispatches; a for-stock
 * one reached each dispatch of its product whose trace names it (the latest few for-stock work
 * orders released by the dispatch date, when the dispatch's lines had none of their own); and the
 * dispatches that carried its boxes. Each of those reads is an index range.
 */

/** How many for-stock work orders a dispatch's trace names: the latest few released by its date (inspection-trace.ts). */
const STOCK_WORK_ORDERS = 5;

/** A heat as typed: trimmed, single spaces; also looked up upper-case, as goods receipts keep them. */
export const heatKeys = (heatNumber: string) => {
  const typed = heatNumber.trim().replace(/\s+/g, ' ');
  return [...new Set([typed, typed.toUpperCase()])].filter((key) => key !== '');
};

interface MovementRow {
  id: number;
  heat_number: string;
  movement_date: string;
  kind: string;
  item_key: string;
  item_type: 'material' | 'part';
  grade: string | null;
  rod_size: string | null;
  quantity: string;
  source_type: string | null;
  source_id: string | null;
  source_number: string | null;
  reason: string | null;
  party: string | null;
  customer_id: string | null;
}

/**
 * Every movement of the heat, with who it went to where its document says: each party is a
 * primary-key lookup made only for the rows of its kind, so the heat's range of the ledger is all
 * that is read however large the other tables grow.
 */
const movementsOf = async (tx: DbOrTx, keys: string[]) =>
  rowsOf<MovementRow>(
    await tx.execute(sql`
      select s.id::int as id, s.heat_number, s.movement_date::text as movement_date, s.kind, s.item_key, s.item_type,
             s.grade, s.rod_size, s.quantity::text as quantity, s.source_type, s.source_id, s.source_number, s.reason,
             case s.source_type
               when 'work_order' then null
               when 'goods_receipt' then null
               when 'job_work_challan' then (select j.job_worker_name from job_work_challans j where j.id = s.source_id)
               when 'customer_material' then
                 (select c.customer_name from customer_material_receipts c where c.id = s.source_id)
               when 'dispatch' then
                 (select cu.name from dispatches d join sales_orders so on so.id = d.order_id
                  join customers cu on cu.id = so.customer_id where d.id = s.source_id)
               else coalesce(
                 (select cu.name from sales_orders so join customers cu on cu.id = so.customer_id where so.id = s.sales_order_id),
                 (select cu.name from customers cu where cu.id = s.owner_id))
             end as party,
             case s.source_type
               when 'work_order' then null
               when 'goods_receipt' then null
               when 'job_work_challan' then null
               when 'customer_material' then s.owner_id
               when 'dispatch' then
                 (select so.customer_id from dispatches d join sales_orders so on so.id = d.order_id where d.id = s.source_id)
               else coalesce((select so.customer_id from sales_orders so where so.id = s.sales_order_id), s.owner_id)
             end as customer_id
      from stock_movements s
      where s.heat_number = any(${texts(keys)}) and s.heat_number <> ''
      order by s.movement_date, s.id`),
  );

const drawnByWorkOrder = (row: MovementRow) =>
  row.source_type === 'work_order' && (row.kind === 'issue' || row.kind === 'return') && row.item_type === 'material';
const cameIn = (row: MovementRow) =>
  ['receipt', 'receipt_reversal', 'free_issue_in', 'free_issue_out'].includes(row.kind) ||
  (row.kind === 'adjustment' && figure(row.quantity) > 0);

interface WorkOrderRow {
  id: string;
  wo_number: string | null;
  status: string;
  wo_date: string;
  product_id: string;
  drawing_number: string | null;
  description: string;
  quantity: number;
  good_quantity: number;
  sales_order_id: string | null;
  sales_order_line_id: string | null;
  released_on: string | null;
  order_number: string | null;
  customer_id: string | null;
  customer_name: string | null;
}

interface Reach {
  workOrderId: string;
  dispatchId: string;
  quantity: number;
  /** What the pieces are counted under, so two work orders reaching one line count it once. */
  key: string;
  product: string;
  byBox: boolean;
}

/** Dispatches of work orders made for order lines: the lines' own dispatches. */
async function lineReaches(tx: DbOrTx, orders: WorkOrderRow[]): Promise<Reach[]> {
  const made = orders.filter((order) => order.sales_order_line_id && order.sales_order_id);
  if (!made.length) return [];
  const rows = rowsOf<{ dispatch_id: string; order_line_id: string; quantity: number }>(
    await tx.execute(sql`
      select d.id as dispatch_id, dl.order_line_id, dl.quantity
      from dispatches d join dispatch_lines dl on dl.dispatch_id = d.id
      where d.order_id = any(${uuids([...new Set(made.map((order) => order.sales_order_id as string))])})
        and dl.order_line_id = any(${uuids(made.map((order) => order.sales_order_line_id as string))})`),
  );
  return made.flatMap((order) =>
    rows
      .filter((row) => row.order_line_id === order.sales_order_line_id)
      .map((row) => ({
        workOrderId: order.id,
        dispatchId: row.dispatch_id,
        quantity: row.quantity,
        key: `${row.dispatch_id}:${row.order_line_id}`,
        product: order.product_id,
        byBox: false,
      })),
  );
}

/**
 * Dispatches of for-stock work orders: each dispatch of the product since the earliest of them was
 * released, whose lines of the product have no work order of their own, and whose latest few
 * for-stock work orders released by its date include one of ours. Read as a few index ranges (the
 * product's order lines, their orders' dispatches, those dispatches' lines, the work orders made
 * for those lines, the product's for-stock work orders) and matched here.
 */
async function stockReaches(tx: DbOrTx, orders: WorkOrderRow[]): Promise<Reach[]> {
  const forStock = orders.filter((order) => !order.sales_order_line_id && order.released_on);
  if (!forStock.length) return [];
  const products = [...new Set(forStock.map((order) => order.product_id))];
  const since = forStock.map((order) => order.released_on as string).sort()[0] as string;
  const lines = rowsOf<{ id: string; order_id: string; product_id: string }>(
    await tx.execute(sql`
      select id, order_id, product_id from sales_order_lines where product_id = any(${uuids(products)})`),
  );
  if (!lines.length) return [];
  const dispatches = rowsOf<{ id: string; dispatch_date: string }>(
    await tx.execute(sql`
      select id, dispatch_date::text as dispatch_date from dispatches
      where order_id = any(${uuids([...new Set(lines.map((line) => line.order_id))])}) and dispatch_date >= ${since}::date`),
  );
  if (!dispatches.length) return [];
  const productOf = new Map(lines.map((line) => [line.id, line.product_id]));
  const sent = rowsOf<{ dispatch_id: string; order_line_id: string; quantity: number }>(
    await tx.execute(sql`
      select dispatch_id, order_line_id, quantity from dispatch_lines
      where dispatch_id = any(${uuids(dispatches.map((d) => d.id))})`),
  ).filter((line) => productOf.has(line.order_line_id));
  if (!sent.length) return [];
  const ownMade = new Set(
    rowsOf<{ line: string }>(
      await tx.execute(sql`
        select distinct sales_order_line_id as line from work_orders
        where sales_order_line_id = any(${uuids([...new Set(sent.map((line) => line.order_line_id))])})
          and status <> 'draft'`),
    ).map((row) => row.line),
  );
  const candidates = rowsOf<{
    id: string;
    product_id: string;
    wo_date: string;
    wo_number: string | null;
    released_on: string;
  }>(
    await tx.execute(sql`
      select id, product_id, wo_date::text as wo_date, wo_number,
             (released_at at time zone 'Asia/Kolkata')::date::text as released_on
      from work_orders
      where product_id = any(${uuids(products)}) and sales_order_line_id is null and status <> 'draft'
        and released_at is not null`),
  ).sort((a, b) => descending(a.wo_date, b.wo_date) || descending(a.wo_number ?? '', b.wo_number ?? ''));
  const ours = new Set(forStock.map((order) => order.id));
  const dateOf = new Map(dispatches.map((d) => [d.id, d.dispatch_date]));
  // What each dispatch sent of each product, and whether any of those lines had a work order of its own.
  const byDispatch = new Map<string, { dispatchId: string; productId: string; quantity: number; own: boolean }>();
  for (const line of sent) {
    const productId = productOf.get(line.order_line_id) as string;
    const at = `${line.dispatch_id}:${productId}`;
    const entry = byDispatch.get(at) ?? { dispatchId: line.dispatch_id, productId, quantity: 0, own: false };
    entry.quantity += line.quantity;
    entry.own ||= ownMade.has(line.order_line_id);
    byDispatch.set(at, entry);
  }
  const reaches: Reach[] = [];
  for (const entry of byDispatch.values()) {
    if (entry.own) continue;
    const date = dateOf.get(entry.dispatchId) as string;
    const latest = candidates
      .filter((order) => order.product_id === entry.productId && order.released_on <= date)
      .slice(0, STOCK_WORK_ORDERS);
    for (const order of latest) {
      if (!ours.has(order.id)) continue;
      reaches.push({
        workOrderId: order.id,
        dispatchId: entry.dispatchId,
        quantity: entry.quantity,
        key: `${entry.dispatchId}:${entry.productId}`,
        product: entry.productId,
        byBox: false,
      });
    }
  }
  return reaches;
}

/** Later first, as the dispatch's trace orders its for-stock work orders (dates and numbers compare as written). */
const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Dispatches that carried the work orders' boxes. */
async function boxReaches(tx: DbOrTx, orders: WorkOrderRow[]): Promise<Reach[]> {
  const rows = rowsOf<{ work_order_id: string; dispatch_id: string; product_id: string; quantity: number }>(
    await tx.execute(sql`
      select work_order_id, dispatch_id, min(product_id::text) as product_id, sum(quantity)::int as quantity
      from boxes
      where work_order_id = any(${uuids(orders.map((order) => order.id))}) and dispatch_id is not null
      group by work_order_id, dispatch_id`),
  );
  return rows.map((row) => ({
    workOrderId: row.work_order_id,
    dispatchId: row.dispatch_id,
    quantity: row.quantity,
    key: `${row.dispatch_id}:box:${row.work_order_id}`,
    product: row.product_id,
    byBox: true,
  }));
}

/** The reaches with a box's only where no rule reached that work order and dispatch already. */
function merged(reaches: Reach[]) {
  const ruled = new Set(reaches.filter((r) => !r.byBox).map((r) => `${r.workOrderId}:${r.dispatchId}`));
  return reaches.filter((r) => !r.byBox || !ruled.has(`${r.workOrderId}:${r.dispatchId}`));
}

/** Pieces per dispatch and product: the rules' lines once each, else the boxes' pieces. */
function piecesOf(reaches: Reach[]) {
  const byDispatchProduct = new Map<string, { ruled: Map<string, number>; boxes: Map<string, number> }>();
  for (const reach of reaches) {
    const at = `${reach.dispatchId}:${reach.product}`;
    const entry = byDispatchProduct.get(at) ?? { ruled: new Map(), boxes: new Map() };
    (reach.byBox ? entry.boxes : entry.ruled).set(reach.key, reach.quantity);
    byDispatchProduct.set(at, entry);
  }
  const pieces = new Map<string, number>();
  for (const [at, { ruled, boxes }] of byDispatchProduct) {
    const dispatchId = at.split(':')[0] as string;
    const counted = [...(ruled.size ? ruled : boxes).values()].reduce((sum, n) => sum + n, 0);
    pieces.set(dispatchId, (pieces.get(dispatchId) ?? 0) + counted);
  }
  return pieces;
}

/** The heat's recall list; 404 when no movement, goods receipt or work order knows it. */
export async function recall(tx: DbOrTx, heatNumber: string): Promise<Recall> {
  const keys = heatKeys(heatNumber);
  if (!keys.length) throw notFound('Heat');
  const all = await movementsOf(tx, keys);
  const sourcesByHeat = await heatSources(tx, keys);
  // The heat as the records spell it: the typed form when both spellings exist.
  const known = (key: string) => all.some((row) => row.heat_number === key) || sourcesByHeat.has(key);
  const itemKeys = [...new Set(all.filter((row) => row.item_type === 'material').map((row) => row.item_key))];
  const reservations = itemKeys.length
    ? rowsOf<{ work_order_id: string }>(
        await tx.execute(sql`
          select distinct work_order_id from work_order_materials
          where item_key = any(${texts(itemKeys)}) and heat_number = any(${texts(keys)})`),
      )
    : [];
  const heatNo = keys.find(known) ?? (reservations.length ? keys.at(-1) : undefined);
  if (!heatNo) throw notFound('Heat');
  const movements = all.filter((row) => row.heat_number === heatNo);

  const drawn = new Map<string, number>();
  for (const row of movements.filter(drawnByWorkOrder)) {
    drawn.set(row.source_id as string, (drawn.get(row.source_id as string) ?? 0) - figure(row.quantity));
  }
  const workOrderIds = [...new Set([...drawn.keys(), ...reservations.map((row) => row.work_order_id)])];
  const orders = workOrderIds.length
    ? rowsOf<WorkOrderRow>(
        await tx.execute(sql`
          select o.*, (select name from customers where id = o.customer_id) as customer_name
          from (
            select w.id, w.wo_number, w.status, w.wo_date::text as wo_date, w.product_id, w.drawing_number,
                   w.product_description as description, w.quantity, w.good_quantity, w.sales_order_id,
                   w.sales_order_line_id, (w.released_at at time zone 'Asia/Kolkata')::date::text as released_on,
                   so.order_number, coalesce(so.customer_id, w.customer_id) as customer_id, w.created_at
            from work_orders w left join sales_orders so on so.id = w.sales_order_id
            where w.id = any(${uuids(workOrderIds)})
            offset 0
          ) o
          order by o.wo_date, o.created_at, o.wo_number`),
      )
    : [];
  const heatsOf = orders.length
    ? rowsOf<{ work_order_id: string; heat_number: string }>(
        await tx.execute(sql`
          select distinct work_order_id, heat_number from work_order_materials
          where work_order_id = any(${uuids(orders.map((order) => order.id))}) and heat_number <> ''
          order by heat_number`),
      )
    : [];
  const reaches = orders.length
    ? merged([
        ...(await lineReaches(tx, orders)),
        ...(await stockReaches(tx, orders)),
        ...(await boxReaches(tx, orders)),
      ])
    : [];

  // The dispatches reached, with their customers and the invoices that billed them.
  const dispatchIds = [...new Set(reaches.map((reach) => reach.dispatchId))];
  const dispatchRows = dispatchIds.length
    ? rowsOf<{
        id: string;
        challan_number: string | null;
        dispatch_date: string;
        order_id: string;
        order_number: string | null;
        customer_id: string;
        customer_name: string;
      }>(
        await tx.execute(sql`
          select d.*, (select name from customers where id = d.customer_id) as customer_name
          from (
            select d.id, d.challan_number, d.dispatch_date::text as dispatch_date, d.order_id, so.order_number,
                   so.customer_id, d.created_at
            from dispatches d join sales_orders so on so.id = d.order_id
            where d.id = any(${uuids(dispatchIds)})
            offset 0
          ) d
          order by d.dispatch_date, d.created_at`),
      )
    : [];
  const invoices = new Map<string, TraceInvoiceRef[]>();
  for (const row of dispatchRows) invoices.set(row.id, await invoicesOfDispatch(tx, row.order_id, row.id));
  const dispatchOf = new Map(dispatchRows.map((row) => [row.id, row]));

  const workOrders: RecallWorkOrder[] = orders.map((order) => ({
    id: order.id,
    woNumber: order.wo_number,
    status: order.status,
    woDate: order.wo_date,
    productId: order.product_id,
    drawingNumber: order.drawing_number,
    description: order.description,
    customerName: order.customer_name,
    orderNumber: order.order_number,
    quantity: order.quantity,
    goodQuantity: order.good_quantity,
    kg: kg(drawn.get(order.id) ?? 0),
    heatNumbers: heatsOf.filter((row) => row.work_order_id === order.id).map((row) => row.heat_number),
    dispatches: dispatchRows.flatMap((row): RecallDispatch[] => {
      const mine = reaches.filter((reach) => reach.workOrderId === order.id && reach.dispatchId === row.id);
      if (!mine.length) return [];
      return [
        {
          id: row.id,
          challanNumber: row.challan_number,
          dispatchDate: row.dispatch_date,
          salesOrderId: row.order_id,
          orderNumber: row.order_number,
          customerId: row.customer_id,
          customerName: row.customer_name,
          quantity: mine.reduce((sum, reach) => sum + reach.quantity, 0),
          invoices: invoices.get(row.id) ?? [],
        },
      ];
    }),
  }));

  const others: RecallMovement[] = movements
    .filter((row) => !drawnByWorkOrder(row) && row.kind !== 'receipt' && row.kind !== 'free_issue_in')
    .map((row) => ({
      id: row.id,
      date: row.movement_date,
      kind: row.kind,
      sourceType: row.source_type,
      sourceId: row.source_id,
      sourceNumber: row.source_number,
      party: row.party,
      customerId: row.customer_id,
      quantity: kg(figure(row.quantity)),
      unit: row.item_type === 'material' ? 'kg' : 'nos',
      reason: row.reason,
    }));

  const material = movements.filter((row) => row.item_type === 'material');
  const sum = (rows: MovementRow[]) => kg(rows.reduce((total, row) => total + figure(row.quantity), 0));
  const receivedKg = sum(material.filter(cameIn));
  const issuedKg = kg(-sum(material.filter(drawnByWorkOrder)));
  const inStockKg = sum(material);
  const first = material[0] ?? movements[0];
  const sources = sourcesByHeat.get(heatNo) ?? [];

  return {
    heatNumber: heatNo,
    grade: first?.grade ?? null,
    rodSize: first?.rod_size ?? null,
    sources,
    receivedKg,
    issuedKg,
    otherKg: kg(receivedKg - issuedKg - inStockKg),
    inStockKg,
    workOrders,
    movements: others,
    customers: customerTotals(orders, reaches, dispatchOf, invoices, others),
  };
}

/** Movements that take the heat to a customer without a work order: an issue against their order, a dispatch. */
const SENT_TO_CUSTOMER = new Set(['issue', 'return', 'dispatch', 'dispatch_reversal']);

/** What reached each customer: work orders, dispatches, pieces (each line once), invoices, and material sent directly. */
function customerTotals(
  orders: WorkOrderRow[],
  reaches: Reach[],
  dispatchOf: Map<string, { customer_id: string; customer_name: string }>,
  invoices: Map<string, TraceInvoiceRef[]>,
  others: RecallMovement[],
): RecallCustomer[] {
  const totals = new Map<
    string,
    {
      name: string;
      workOrders: Set<string>;
      dispatches: Set<string>;
      invoices: Set<string>;
      pieces: number;
      kg: number;
    }
  >();
  const of = (id: string, name: string) => {
    const entry = totals.get(id) ?? {
      name,
      workOrders: new Set(),
      dispatches: new Set(),
      invoices: new Set(),
      pieces: 0,
      kg: 0,
    };
    totals.set(id, entry);
    return entry;
  };
  for (const order of orders)
    if (order.customer_id) of(order.customer_id, order.customer_name ?? '').workOrders.add(order.id);
  for (const reach of reaches) {
    const dispatch = dispatchOf.get(reach.dispatchId);
    if (!dispatch) continue;
    const entry = of(dispatch.customer_id, dispatch.customer_name);
    entry.workOrders.add(reach.workOrderId);
    entry.dispatches.add(reach.dispatchId);
    for (const invoice of invoices.get(reach.dispatchId) ?? []) entry.invoices.add(invoice.id);
  }
  for (const [dispatchId, pieces] of piecesOf(reaches)) {
    const dispatch = dispatchOf.get(dispatchId);
    if (dispatch) of(dispatch.customer_id, dispatch.customer_name).pieces += pieces;
  }
  for (const movement of others) {
    if (!movement.customerId || !SENT_TO_CUSTOMER.has(movement.kind)) continue;
    const entry = of(movement.customerId, movement.party ?? '');
    if (movement.unit === 'kg') entry.kg -= movement.quantity;
    else entry.pieces -= movement.quantity;
  }
  return [...totals.entries()]
    .map(([customerId, entry]) => ({
      customerId,
      customerName: entry.name,
      workOrders: entry.workOrders.size,
      dispatches: entry.dispatches.size,
      pieces: entry.pieces,
      invoices: entry.invoices.size,
      directKg: kg(entry.kg),
    }))
    .sort((a, b) => a.customerName.localeCompare(b.customerName));
}
