import type { HeatSource, TraceEntry, TraceHeat, TraceInspection, TraceWorkOrder } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { figure, kg, personName, rowsOf } from './trace-rows.js';

/*
 * What happened to the work orders a trace reaches, each read for all of them at once by index:
 * the work order itself, its production entries with machine and operator, the heats of its bar
 * (reserved at release, issued by the ledger) with where each heat came from, and its first-piece,
 * in-process and lot inspections.
 */

const uuids = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

const texts = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

interface InspectionRow {
  id: string;
  kind: 'first_piece' | 'in_process' | 'pdi';
  work_order_id: string | null;
  dispatch_id: string | null;
  inspected_on: string;
  result: 'pass' | 'fail';
  first_name: string | null;
  last_name: string | null;
  sample_size: number;
  lot_quantity: number | null;
  operation: string | null;
  machine_no: string | null;
  trigger: string | null;
  challan_number: string | null;
}

const INSPECTION_COLUMNS = sql`
  i.id, i.kind, i.work_order_id, i.dispatch_id, i.inspected_on::text as inspected_on, i.result,
  e.first_name, e.last_name, i.sample_size, i.lot_quantity, i.trigger,
  case when op.id is null then null else op.seq || '. ' || op.label end as operation,
  m.machine_no, d.challan_number`;

const INSPECTION_JOINS = sql`
  left join employees e on e.id = i.inspector_id
  left join work_order_operations op on op.id = i.operation_id
  left join machines m on m.id = i.machine_id
  left join dispatches d on d.id = i.dispatch_id`;

function toInspection(row: InspectionRow): TraceInspection {
  return {
    id: row.id,
    kind: row.kind === 'pdi' ? (row.dispatch_id ? 'pdi' : 'lot_pdi') : row.kind,
    inspectedOn: row.inspected_on,
    result: row.result,
    inspectorName: personName(row.first_name, row.last_name),
    sampleSize: row.sample_size,
    lotQuantity: row.lot_quantity,
    operation: row.operation,
    machineNo: row.machine_no,
    trigger: row.trigger,
    dispatchId: row.dispatch_id,
    challanNumber: row.challan_number,
  };
}

/** The PDI reports of the dispatches, of the products asked (each a range of the dispatch-and-product index). */
export async function dispatchPdis(tx: DbOrTx, dispatchIds: readonly string[]) {
  if (!dispatchIds.length) return new Map<string, TraceInspection[]>();
  const rows = rowsOf<InspectionRow & { product_id: string }>(
    await tx.execute(sql`
      select ${INSPECTION_COLUMNS}, i.product_id
      from inspections i ${INSPECTION_JOINS}
      where i.dispatch_id = any(${uuids(dispatchIds)})
      order by i.inspected_on, i.created_at`),
  );
  const byProduct = new Map<string, TraceInspection[]>();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), toInspection(row)]);
  return byProduct;
}

/** Where each heat came in: its goods receipts (with the supplier and the line's certificate), customers' material, and adjustments in. */
export async function heatSources(tx: DbOrTx, heatNumbers: readonly string[]): Promise<Map<string, HeatSource[]>> {
  const sources = new Map<string, HeatSource[]>();
  if (!heatNumbers.length) return sources;
  const receipts = rowsOf<{
    heat_number: string;
    id: string;
    grn_number: string | null;
    receipt_date: string;
    supplier_name: string;
    quantity: string;
    certificate_id: string | null;
    file_name: string | null;
  }>(
    await tx.execute(sql`
      select l.heat_number, g.id, g.grn_number, g.receipt_date::text as receipt_date, g.supplier_name,
             l.accepted_quantity::text as quantity, c.id as certificate_id, c.file_name
      from goods_receipt_lines l
      cross join lateral (
        select id, grn_number, receipt_date, supplier_name, status from goods_receipts where id = l.goods_receipt_id offset 0
      ) g
      left join lateral (select id, file_name from material_certificates where id = l.certificate_id offset 0) c on true
      where l.heat_number = any(${texts(heatNumbers)}) and g.status = 'received'
      order by g.receipt_date, g.grn_number, l.line_number`),
  );
  // Customers' material and adjustments in: the heat's own range of the ledger (materialized, so no
  // other index of the ledger, such as its kinds', is read instead).
  const others = rowsOf<{
    heat_number: string;
    kind: 'free_issue_in' | 'adjustment';
    source_id: string | null;
    source_number: string | null;
    movement_date: string;
    party: string | null;
    quantity: string;
  }>(
    await tx.execute(sql`
      with heat as materialized (
        select id, heat_number, kind, item_type, owner_id, source_id, source_number, movement_date, quantity
        from stock_movements where heat_number = any(${texts(heatNumbers)}) and heat_number <> ''
      )
      select s.heat_number, s.kind, s.source_id, s.source_number, s.movement_date::text as movement_date,
             (select name from customers where id = s.owner_id) as party, s.quantity::text as quantity
      from heat s
      where s.item_type = 'material' and (s.kind = 'free_issue_in' or (s.kind = 'adjustment' and s.quantity > 0))
      order by s.movement_date, s.id`),
  );
  const add = (heat: string, source: HeatSource) => sources.set(heat, [...(sources.get(heat) ?? []), source]);
  for (const row of receipts) {
    add(row.heat_number, {
      kind: 'goods_receipt',
      id: row.id,
      number: row.grn_number,
      date: row.receipt_date,
      party: row.supplier_name,
      quantity: kg(figure(row.quantity)),
      certificate: row.certificate_id ? { id: row.certificate_id, fileName: row.file_name ?? 'certificate' } : null,
    });
  }
  for (const row of others) {
    add(row.heat_number, {
      kind: row.kind === 'free_issue_in' ? 'customer_material' : 'adjustment',
      id: row.kind === 'free_issue_in' ? row.source_id : null,
      number: row.source_number,
      date: row.movement_date,
      party: row.party,
      quantity: kg(figure(row.quantity)),
      certificate: null,
    });
  }
  return sources;
}

interface WorkOrderRow {
  id: string;
  wo_number: string | null;
  status: string;
  wo_date: string;
  quantity: number;
  good_quantity: number;
  rejected_quantity: number;
  order_number: string | null;
}

/** The work orders, in the order asked, each with its entries, heats and inspections. */
export async function workOrderTraces(tx: DbOrTx, ids: readonly string[]): Promise<Map<string, TraceWorkOrder>> {
  const traces = new Map<string, TraceWorkOrder>();
  if (!ids.length) return traces;
  const list = uuids(ids);
  const orders = rowsOf<WorkOrderRow>(
    await tx.execute(sql`
      select w.id, w.wo_number, w.status, w.wo_date::text as wo_date, w.quantity, w.good_quantity, w.rejected_quantity,
             so.order_number
      from work_orders w left join sales_orders so on so.id = w.sales_order_id
      where w.id = any(${list})`),
  );
  const entries = rowsOf<{
    id: string;
    work_order_id: string;
    entry_date: string;
    shift: number;
    machine_no: string;
    machine_name: string | null;
    first_name: string;
    last_name: string | null;
    operation: string;
    good_quantity: number;
    rejected_quantity: number;
  }>(
    await tx.execute(sql`
      select p.id, p.work_order_id, p.entry_date::text as entry_date, p.shift, m.machine_no, m.machine_name,
             e.first_name, e.last_name, op.seq || '. ' || op.label as operation, p.good_quantity, p.rejected_quantity
      from production_entries p
      join machines m on m.id = p.machine_id
      join employees e on e.id = p.operator_id
      join work_order_operations op on op.id = p.operation_id
      where p.work_order_id = any(${list})
      order by p.entry_date, p.shift, op.seq, m.machine_no`),
  );
  // The heats: what release reserved (and production's issues recorded), and what the ledger issued less returned.
  const reserved = rowsOf<{
    work_order_id: string;
    heat_number: string;
    grade: string | null;
    rod_size: string | null;
    reserved: string;
  }>(
    await tx.execute(sql`
      select work_order_id, heat_number, min(grade) as grade, min(rod_size) as rod_size,
             sum(reserved_quantity)::text as reserved
      from work_order_materials
      where work_order_id = any(${list}) and heat_number <> ''
      group by work_order_id, heat_number`),
  );
  const issued = rowsOf<{
    work_order_id: string;
    heat_number: string;
    grade: string | null;
    rod_size: string | null;
    issued: string;
  }>(
    await tx.execute(sql`
      select source_id as work_order_id, heat_number, min(grade) as grade, min(rod_size) as rod_size,
             (-sum(quantity))::text as issued
      from stock_movements
      where source_id = any(${list}) and source_type = 'work_order' and kind in ('issue', 'return')
        and item_type = 'material' and heat_number <> ''
      group by source_id, heat_number`),
  );
  const inspections = rowsOf<InspectionRow>(
    await tx.execute(sql`
      select ${INSPECTION_COLUMNS}
      from inspections i ${INSPECTION_JOINS}
      where i.work_order_id = any(${list})
      order by i.inspected_on, i.created_at`),
  );

  const heats = new Map<string, Map<string, TraceHeat>>();
  const heatOf = (workOrderId: string, row: { heat_number: string; grade: string | null; rod_size: string | null }) => {
    const of = heats.get(workOrderId) ?? new Map<string, TraceHeat>();
    heats.set(workOrderId, of);
    const heat = of.get(row.heat_number) ?? {
      heatNumber: row.heat_number,
      grade: row.grade,
      rodSize: row.rod_size,
      reservedKg: 0,
      issuedKg: 0,
      sources: [],
    };
    of.set(row.heat_number, heat);
    return heat;
  };
  for (const row of reserved) heatOf(row.work_order_id, row).reservedKg = kg(figure(row.reserved));
  for (const row of issued) heatOf(row.work_order_id, row).issuedKg = kg(figure(row.issued));
  const sources = await heatSources(tx, [
    ...new Set([...reserved.map((row) => row.heat_number), ...issued.map((row) => row.heat_number)]),
  ]);

  const byOrder = new Map(orders.map((order) => [order.id, order]));
  for (const id of ids) {
    const order = byOrder.get(id);
    if (!order) continue;
    traces.set(id, {
      id,
      woNumber: order.wo_number,
      status: order.status,
      woDate: order.wo_date,
      quantity: order.quantity,
      goodQuantity: order.good_quantity,
      rejectedQuantity: order.rejected_quantity,
      orderNumber: order.order_number,
      entries: entries
        .filter((entry) => entry.work_order_id === id)
        .map(
          (entry): TraceEntry => ({
            id: entry.id,
            entryDate: entry.entry_date,
            shift: entry.shift,
            machineNo: entry.machine_no,
            machineName: entry.machine_name,
            operatorName: personName(entry.first_name, entry.last_name) ?? '',
            operation: entry.operation,
            goodQuantity: entry.good_quantity,
            rejectedQuantity: entry.rejected_quantity,
          }),
        ),
      heats: [...(heats.get(id)?.values() ?? [])]
        .sort((a, b) => a.heatNumber.localeCompare(b.heatNumber))
        .map((heat) => ({ ...heat, sources: sources.get(heat.heatNumber) ?? [] })),
      inspections: inspections.filter((row) => row.work_order_id === id).map(toInspection),
    });
  }
  return traces;
}

export { texts, uuids };
