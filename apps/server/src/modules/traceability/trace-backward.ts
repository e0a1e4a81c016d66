import type { Trace, TraceBox, TraceDispatchRef, TraceInvoiceRef, TraceProduct } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { dispatchesOfInvoice, invoicesOfDispatch, workOrdersOfDispatch } from '../inspections/index.js';
import { rowsOf } from './trace-rows.js';
import { dispatchPdis, uuids, workOrderTraces } from './trace-work-orders.js';

/*
 * The backward trace: from a dispatch, an invoice (through the dispatches it billed) or a box,
 * per product, the work orders its pieces were made in (those the PDI report names: made for the
 * dispatch's order lines, else the for-stock ones of the dispatch date; and those whose boxes it
 * carried), with everything that happened to them, the dispatches' PDI reports and boxes, the
 * invoices that billed them and the customer.
 */

interface DispatchRow {
  id: string;
  challan_number: string | null;
  dispatch_date: string;
  order_id: string;
  order_number: string | null;
  customer_po_number: string | null;
  vehicle_reference: string | null;
  customer_id: string;
  customer_name: string;
  party_code: string | null;
}

const dispatchRows = async (tx: DbOrTx, ids: readonly string[]) =>
  ids.length
    ? rowsOf<DispatchRow>(
        await tx.execute(sql`
          select d.*, cu.name as customer_name, cu.party_code
          from (
            select d.id, d.challan_number, d.dispatch_date::text as dispatch_date, d.order_id, so.order_number,
                   so.customer_po_number, d.vehicle_reference, so.customer_id, d.created_at
            from dispatches d join sales_orders so on so.id = d.order_id
            where d.id = any(${uuids(ids)})
            offset 0
          ) d
          cross join lateral (select name, party_code from customers where id = d.customer_id offset 0) cu
          order by d.dispatch_date, d.created_at`),
      )
    : [];

interface ProductRow {
  product_id: string;
  drawing_number: string;
  description: string;
  party_code: string;
  quantity: number;
}

/** What the dispatches sent, per product. */
const dispatchedProducts = async (tx: DbOrTx, ids: readonly string[]) =>
  rowsOf<ProductRow & { dispatch_id: string }>(
    await tx.execute(sql`
      select dl.dispatch_id, p.id as product_id, p.drawing_number, p.product_description as description, p.party_code,
             sum(dl.quantity)::int as quantity
      from dispatch_lines dl
      join sales_order_lines sol on sol.id = dl.order_line_id
      join products p on p.id = sol.product_id
      where dl.dispatch_id = any(${uuids(ids)})
      group by dl.dispatch_id, p.id, p.drawing_number, p.product_description, p.party_code
      order by p.drawing_number`),
  );

interface BoxRow {
  id: string;
  code: string;
  box_no: number;
  box_count: number;
  quantity: number;
  packed_on: string;
  heat_numbers: string;
  work_order_id: string;
  wo_number: string | null;
  dispatch_id: string | null;
  challan_number: string | null;
  product_id: string;
}

const BOX_SELECT = sql`
  select b.id, b.code, b.box_no, b.box_count, b.quantity, b.packed_on::text as packed_on, b.heat_numbers,
         b.work_order_id, w.wo_number, b.dispatch_id, d.challan_number, b.product_id
  from boxes b
  join work_orders w on w.id = b.work_order_id
  left join dispatches d on d.id = b.dispatch_id`;

const toBox = (row: BoxRow): TraceBox => ({
  id: row.id,
  code: row.code,
  boxNo: row.box_no,
  boxCount: row.box_count,
  quantity: row.quantity,
  packedOn: row.packed_on,
  heatNumbers: row.heat_numbers,
  workOrderId: row.work_order_id,
  woNumber: row.wo_number,
  dispatchId: row.dispatch_id,
  challanNumber: row.challan_number,
});

/** The boxes the dispatches carried. */
const boxesOf = async (tx: DbOrTx, dispatchIds: readonly string[]) =>
  dispatchIds.length
    ? rowsOf<BoxRow>(
        await tx.execute(sql`${BOX_SELECT}
          where b.dispatch_id = any(${uuids(dispatchIds)})
          order by b.packing_id, b.box_no`),
      )
    : [];

const dispatchRef = (row: DispatchRow, invoices: TraceInvoiceRef[]): TraceDispatchRef => ({
  id: row.id,
  challanNumber: row.challan_number,
  dispatchDate: row.dispatch_date,
  salesOrderId: row.order_id,
  orderNumber: row.order_number,
  customerPoNumber: row.customer_po_number,
  vehicleReference: row.vehicle_reference,
  invoices,
});

/** The dispatches with the invoices that billed each, in dispatch order. */
async function withInvoices(tx: DbOrTx, dispatches: DispatchRow[]) {
  const refs: TraceDispatchRef[] = [];
  for (const row of dispatches) refs.push(dispatchRef(row, await invoicesOfDispatch(tx, row.order_id, row.id)));
  return refs;
}

/** Every invoice of the dispatches, once, in the order they were issued. */
const invoicesAcross = (dispatches: TraceDispatchRef[]) => [
  ...new Map(dispatches.flatMap((d) => d.invoices).map((invoice) => [invoice.id, invoice])).values(),
];

/**
 * Per product the dispatches sent (its `quantity` as `quantities` give it, else as sent): its
 * work orders with their entries, heats and inspections, the dispatches' PDI reports and boxes.
 */
async function productsOf(
  tx: DbOrTx,
  dispatches: DispatchRow[],
  quantities?: Map<string, ProductRow>,
): Promise<TraceProduct[]> {
  const ids = dispatches.map((d) => d.id);
  const sent = ids.length ? await dispatchedProducts(tx, ids) : [];
  const boxes = await boxesOf(tx, ids);
  const products = new Map<string, ProductRow & { workOrderIds: string[] }>();
  for (const row of sent) {
    const product = products.get(row.product_id) ?? { ...row, quantity: 0, workOrderIds: [] };
    product.quantity += row.quantity;
    products.set(row.product_id, product);
  }
  // The invoice's own products and quantities, those without a dispatch too.
  if (quantities) {
    for (const id of [...products.keys()]) if (!quantities.has(id)) products.delete(id);
    for (const [id, row] of quantities) {
      products.set(id, { ...row, workOrderIds: products.get(id)?.workOrderIds ?? [] });
    }
  }
  for (const row of sent) {
    const product = products.get(row.product_id);
    const dispatch = dispatches.find((d) => d.id === row.dispatch_id);
    if (!product || !dispatch) continue;
    const made = await workOrdersOfDispatch(
      tx,
      { id: dispatch.id, dispatchDate: dispatch.dispatch_date },
      row.product_id,
    );
    product.workOrderIds.push(...made.map((order) => order.id));
  }
  for (const box of boxes) products.get(box.product_id)?.workOrderIds.push(box.work_order_id);
  const allWorkOrders = [...new Set([...products.values()].flatMap((product) => product.workOrderIds))];
  const traces = await workOrderTraces(tx, allWorkOrders);
  const pdis = await dispatchPdis(tx, ids);
  return [...products.values()].map((product) => ({
    productId: product.product_id,
    drawingNumber: product.drawing_number,
    description: product.description,
    partyCode: product.party_code,
    quantity: product.quantity,
    workOrders: [...new Set(product.workOrderIds)].flatMap((id) => {
      const trace = traces.get(id);
      return trace ? [trace] : [];
    }),
    pdis: pdis.get(product.product_id) ?? [],
    boxes: boxes.filter((box) => box.product_id === product.product_id).map(toBox),
  }));
}

const customerOf = (row: { customer_id: string | null; customer_name: string | null; party_code: string | null }) =>
  row.customer_id ? { id: row.customer_id, name: row.customer_name ?? '', partyCode: row.party_code } : null;

/** A dispatch's trace; 404 when there is no such dispatch. */
export async function dispatchTrace(tx: DbOrTx, id: string): Promise<Trace> {
  const [dispatch] = await dispatchRows(tx, [id]);
  if (!dispatch) throw notFound('Dispatch');
  const dispatches = await withInvoices(tx, [dispatch]);
  return {
    subject: {
      kind: 'dispatch',
      id,
      label: dispatch.challan_number ?? 'Dispatch',
      date: dispatch.dispatch_date,
    },
    customer: customerOf(dispatch),
    dispatches,
    invoices: invoicesAcross(dispatches),
    products: await productsOf(tx, [dispatch]),
  };
}

/** An invoice's trace, through the dispatches it billed; 404 when there is no such invoice. */
export async function invoiceTrace(tx: DbOrTx, id: string): Promise<Trace> {
  const [invoice] = rowsOf<{
    id: string;
    invoice_number: string | null;
    invoice_date: string;
    status: string;
    customer_id: string;
    customer_name: string;
    party_code: string | null;
  }>(
    await tx.execute(sql`
      select id, invoice_number, invoice_date::text as invoice_date, status, customer_id, customer_name,
             customer_party_code as party_code
      from invoices where id = ${id}`),
  );
  if (!invoice) throw notFound('Invoice');
  const billed = rowsOf<ProductRow>(
    await tx.execute(sql`
      select p.id as product_id, p.drawing_number, p.product_description as description, p.party_code,
             sum(l.quantity)::int as quantity
      from invoice_lines l join products p on p.id = l.product_id
      where l.invoice_id = ${id}
      group by p.id, p.drawing_number, p.product_description, p.party_code
      order by p.drawing_number`),
  );
  const rows = await dispatchRows(tx, await dispatchesOfInvoice(tx, id));
  const dispatches = await withInvoices(tx, rows);
  const self: TraceInvoiceRef = {
    id: invoice.id,
    invoiceNumber: invoice.invoice_number ?? 'Draft invoice',
    invoiceDate: invoice.invoice_date,
  };
  return {
    subject: { kind: 'invoice', id, label: self.invoiceNumber, date: invoice.invoice_date },
    customer: customerOf(invoice),
    dispatches,
    invoices: [self],
    products: await productsOf(tx, rows, new Map(billed.map((row) => [row.product_id, row]))),
  };
}

/** A box's trace: its work order, and its dispatch and invoices once it was sent; 404 when no box has the code. */
export async function boxTrace(tx: DbOrTx, code: string): Promise<Trace> {
  const [box] = rowsOf<
    BoxRow & {
      drawing_number: string;
      description: string;
      party_code: string;
      customer_id: string | null;
      customer_name: string | null;
      customer_code: string | null;
    }
  >(
    await tx.execute(sql`
      select b.id, b.code, b.box_no, b.box_count, b.quantity, b.packed_on::text as packed_on, b.heat_numbers,
             b.work_order_id, w.wo_number, b.dispatch_id, d.challan_number, b.product_id,
             p.drawing_number, p.product_description as description, p.party_code,
             cu.id as customer_id, cu.name as customer_name, cu.party_code as customer_code
      from boxes b
      join work_orders w on w.id = b.work_order_id
      join products p on p.id = b.product_id
      left join dispatches d on d.id = b.dispatch_id
      left join sales_orders so on so.id = d.order_id
      left join customers cu on cu.id = coalesce(so.customer_id, w.customer_id)
      where b.code = ${code.toUpperCase()}`),
  );
  if (!box) throw notFound('Box');
  const rows = box.dispatch_id ? await dispatchRows(tx, [box.dispatch_id]) : [];
  const dispatches = await withInvoices(tx, rows);
  const traces = await workOrderTraces(tx, [box.work_order_id]);
  const pdis = await dispatchPdis(
    tx,
    rows.map((row) => row.id),
  );
  const made = traces.get(box.work_order_id);
  return {
    subject: { kind: 'box', id: box.code, label: box.code, date: box.packed_on },
    customer: box.customer_id
      ? { id: box.customer_id, name: box.customer_name ?? '', partyCode: box.customer_code }
      : null,
    dispatches,
    invoices: invoicesAcross(dispatches),
    products: [
      {
        productId: box.product_id,
        drawingNumber: box.drawing_number,
        description: box.description,
        partyCode: box.party_code,
        quantity: box.quantity,
        workOrders: made ? [made] : [],
        pdis: pdis.get(box.product_id) ?? [],
        boxes: [toBox(box)],
      },
    ],
  };
}
