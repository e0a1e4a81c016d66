import { todayIn } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../src/db/client.js';

/*
 * The traceability bench's data (issue 31), on top of the bench's sales and production
 * (db/bench-seed.ts, run first with no stock movements): delivery challan numbers on the
 * dispatches; half the work orders made for order lines (the rest for stock); `heats` heats of
 * the products' bars, each received on a goods receipt of its own purchase order with its mill
 * certificate; two heats reserved for each work order; a box for each dispatched line a work
 * order was made for; an in-process inspection of each started work order; and a ledger of
 * exactly `movements` movements: the receipts, job work out and back, finished parts made (no
 * heat), and the rest issues of the work orders' heats to them. All set-based SQL.
 */

export interface TraceSeedCounts {
  heats: number;
  movements: number;
  heatMovements: number;
  workOrders: number;
  linkedWorkOrders: number;
  boxes: number;
}

/** Job-work challans: each sends 100 kg of one heat out and gets 95 back. */
const JOB_WORK = 1000;
/** Finished parts made, posted without a heat (outside the heat index). */
const PART_MOVEMENTS = 100_000;

export async function seedTrace(db: Db, { heats, movements }: { heats: number; movements: number }) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`select set_config('lathe.audit', 'off', true)`);
    await fill(tx, heats, movements);
  });
  try {
    await db.execute(sql`vacuum analyze`);
  } catch {
    await db.execute(sql`analyze`);
  }
  const result = (await db.execute(
    sql.raw(`select (select count(*)::int from stock_movements) as movements,
      (select count(*)::int from stock_movements where heat_number <> '') as "heatMovements",
      (select count(*)::int from work_orders) as "workOrders",
      (select count(*)::int from work_orders where sales_order_line_id is not null) as "linkedWorkOrders",
      (select count(*)::int from boxes) as boxes`),
  )) as unknown as { rows: Omit<TraceSeedCounts, 'heats'>[] };
  return { heats, ...(result.rows[0] as Omit<TraceSeedCounts, 'heats'>) };
}

async function fill(tx: Tx, K: number, movements: number) {
  const run = (text: string) => tx.execute(sql.raw(text));
  const today = `date '${todayIn()}'`;

  await run(`
    update dispatches d set challan_number = 'DC/BENCH/' || lpad(n::text, 7, '0')
    from (select id, row_number() over (order by dispatch_date, created_at, id) as n from dispatches) x
    where x.id = d.id`);

  // Every other work order of a product is made for one of its order lines, the rest for stock.
  await run(`
    with w as (
      select id, product_id, row_number() over (partition by product_id order by wo_date, id) as r
      from work_orders where status <> 'draft'
    ), l as (
      select sol.id, sol.order_id, sol.product_id, so.customer_id,
             row_number() over (partition by sol.product_id order by so.order_date, sol.id) as r
      from sales_order_lines sol join sales_orders so on so.id = sol.order_id
      where so.status in ('confirmed', 'completed', 'closed')
    )
    update work_orders t set sales_order_id = l.order_id, sales_order_line_id = l.id, customer_id = l.customer_id
    from w join l on l.product_id = w.product_id and l.r = w.r
    where t.id = w.id and w.r % 2 = 1`);

  // The products' bars, and K heats spread over them, each with its own purchase order, receipt and certificate.
  await run(`
    create temp table bench_bars on commit drop as
    select (row_number() over (order by grade, rod_size) - 1)::int as b, grade, rod_size,
           grade || '|Ø' || split_part(rod_size, ' ', 1) as item_key, 'Ø' || split_part(rod_size, ' ', 1) as rod
    from (select distinct grade, rod_size from products) bars`);
  await run(`
    create temp table bench_heats on commit drop as
    select k, 'HT' || lpad(k::text, 6, '0') as heat_number, bb.b, bb.item_key, bb.grade, bb.rod,
           (k - 1) / (select count(*) from bench_bars) + 1 as i,
           ${today} - 1100 + (k % 60) as receipt_date
    from generate_series(1, ${K}) k join bench_bars bb on bb.b = k % (select count(*) from bench_bars)`);
  await run(`
    create temp table bench_suppliers on commit drop as
    select (row_number() over (order by supplier_code) - 1)::int as s, id, name from suppliers order by supplier_code limit 50`);
  const supplierOf = (k: string) => `join bench_suppliers bs on bs.s = ${k} % (select count(*) from bench_suppliers)`;
  await run(`
    insert into purchase_orders (id, po_number, status, supplier_id, supplier_name, po_date, tax_type, taxable_total,
                                 cgst_total, sgst_total, grand_total, confirmed_at)
    select md5('po:' || k)::uuid, 'PO/BENCH/' || lpad(k::text, 6, '0'), 'received', bs.id, bs.name,
           receipt_date - 7, 'intra', 144000, 12960, 12960, 169920, receipt_date - 7
    from bench_heats h ${supplierOf('h.k')}`);
  await run(`
    insert into purchase_order_lines (id, purchase_order_id, line_number, kind, grade, rod_size, material_key, description,
                                      unit, quantity, rate, gst_rate, received_quantity, taxable, cgst, sgst, igst, total)
    select md5('pol:' || k)::uuid, md5('po:' || k)::uuid, 1, 'bar_stock', grade, rod, item_key, grade || ' ' || rod || ' bright bar',
           'KGS', 2000, 72, 18, 2000, 144000, 12960, 12960, 0, 169920
    from bench_heats`);
  await run(`
    insert into material_certificates (id, file_name, content_type, byte_size, sha256)
    select md5('mtc:' || k)::uuid, 'MTC ' || heat_number || '.pdf', 'application/pdf', 120000, md5(heat_number) || md5(heat_number)
    from bench_heats`);
  await run(`
    insert into goods_receipts (id, grn_number, status, purchase_order_id, supplier_id, po_number, supplier_name, receipt_date,
                                received_at)
    select md5('grn:' || k)::uuid, 'GRN/BENCH/' || lpad(k::text, 6, '0'), 'received', md5('po:' || k)::uuid, bs.id,
           'PO/BENCH/' || lpad(k::text, 6, '0'), bs.name, receipt_date, receipt_date + interval '10 hours'
    from bench_heats h ${supplierOf('h.k')}`);
  await run(`
    insert into goods_receipt_lines (goods_receipt_id, line_number, purchase_order_line_id, received_quantity, accepted_quantity,
                                     rejected_quantity, heat_number, certificate_id)
    select md5('grn:' || k)::uuid, 1, md5('pol:' || k)::uuid, 2000, 2000, 0, heat_number, md5('mtc:' || k)::uuid
    from bench_heats`);

  // Two heats of its product's bar reserved for each released work order.
  await run(`
    create temp table bench_bar_heats on commit drop as select b, count(*)::int as n from bench_heats group by b`);
  await run(`
    create temp table bench_wo on commit drop as
    select w.id, w.wo_number, w.wo_date, w.status, w.product_id, w.sales_order_id, bb.b, bb.item_key, bb.grade, bb.rod, c.n,
           abs(hashtext(w.id::text)) % c.n as i0
    from work_orders w join products p on p.id = w.product_id
    join bench_bars bb on bb.grade = p.grade and bb.rod_size = p.rod_size
    join bench_bar_heats c on c.b = bb.b
    where w.status <> 'draft'`);
  await run(`
    create temp table bench_wo_heats on commit drop as
    select w.*, h.heat_number, pick
    from bench_wo w cross join generate_series(0, 1) pick
    join bench_heats h on h.b = w.b and h.i = 1 + (w.i0 + pick) % w.n`);
  await run(`
    insert into work_order_materials (work_order_id, item_key, grade, rod_size, heat_number, reserved_quantity)
    select id, item_key, grade, rod, heat_number, 300 from bench_wo_heats
    on conflict (work_order_id, item_key, heat_number) do nothing`);

  // The ledger: receipts, job work out and back, parts made (no heat), and issues to fill it to `movements`.
  const rebuild = await dropLedgerIndexes(tx);
  await run(`
    insert into stock_movements (movement_date, kind, item_key, item_type, grade, rod_size, heat_number, quantity, bars,
                                 source_type, source_id, source_number, created_at)
    select receipt_date, 'receipt', item_key, 'material', grade, rod, heat_number, 2000, 0, 'goods_receipt',
           md5('grn:' || k)::uuid, 'GRN/BENCH/' || lpad(k::text, 6, '0'), receipt_date + interval '10 hours'
    from bench_heats`);
  await run(`
    insert into job_work_challans (id, challan_number, status, supplier_id, job_worker_name, challan_date, process, sent_at)
    select md5('jwc:' || c)::uuid, 'JWC/BENCH/' || lpad(c::text, 5, '0'), 'received', bs.id, bs.name,
           h.receipt_date + 20, 'Heat treatment', h.receipt_date + 20
    from generate_series(1, ${JOB_WORK}) c join bench_heats h on h.k = 1 + (c * 7) % ${K} ${supplierOf('c')}`);
  await run(`
    insert into stock_movements (movement_date, kind, item_key, item_type, grade, rod_size, heat_number, quantity, bars,
                                 source_type, source_id, source_number, reason, created_at)
    select h.receipt_date + 20 + leg * 10, case leg when 0 then 'job_work_out' else 'job_work_in' end, item_key, 'material',
           grade, rod, heat_number, case leg when 0 then -100 else 95 end, 0, 'job_work_challan', md5('jwc:' || c)::uuid,
           'JWC/BENCH/' || lpad(c::text, 5, '0'), 'Heat treatment', h.receipt_date + 20 + leg * 10 + interval '11 hours'
    from generate_series(1, ${JOB_WORK}) c join bench_heats h on h.k = 1 + (c * 7) % ${K}, generate_series(0, 1) leg`);
  await run(`
    insert into stock_movements (movement_date, kind, item_key, item_type, product_id, heat_number, quantity, bars,
                                 source_type, source_id, source_number, created_at)
    select w.wo_date + 2, 'production', 'part:' || w.product_id, 'part', w.product_id, '', 10, 0, 'work_order', w.id,
           w.wo_number, w.wo_date + 2 + interval '18 hours'
    from generate_series(0, ${PART_MOVEMENTS - 1}) g
    join (select row_number() over (order by id) - 1 as r, * from bench_wo) w on w.r = g % (select count(*) from bench_wo)`);
  const issues = movements - K - 2 * JOB_WORK - PART_MOVEMENTS;
  if (issues < 0) throw new RangeError(`${movements} movements leave no room for the issues`);
  await run(`
    create temp table bench_started on commit drop as
    select (row_number() over (order by id, pick) - 1)::int as r, * from bench_wo_heats
    where status in ('in_progress', 'completed', 'closed_short')`);
  await run(`
    insert into stock_movements (movement_date, kind, item_key, item_type, grade, rod_size, heat_number, quantity, bars,
                                 sales_order_id, source_type, source_id, source_number, created_at)
    select least(${today}, s.wo_date + 1 + (g / c.total)::int % 20), 'issue', s.item_key, 'material', s.grade, s.rod,
           s.heat_number, -1.5, 0, s.sales_order_id, 'work_order', s.id, s.wo_number, s.wo_date + 1 + interval '9 hours'
    from generate_series(0, ${issues - 1}) g
    cross join (select count(*)::int as total from bench_started) c
    join bench_started s on s.r = g % c.total`);
  for (const definition of rebuild) await run(definition);

  // What the ledger leaves: balances, and what each work order drew of each heat.
  await run('delete from stock_balances');
  await run(`
    insert into stock_balances (item_key, owner_key, heat_number, item_type, grade, rod_size, product_id, quantity, bars, first_in)
    select item_key, '', heat_number, min(item_type), min(grade), min(rod_size), (array_agg(product_id))[1], sum(quantity), 0,
           min(movement_date)
    from stock_movements group by item_key, heat_number`);
  await run(`
    update work_order_materials m set issued_quantity = drawn.kg
    from (select source_id, heat_number, -sum(quantity) as kg from stock_movements
          where kind = 'issue' and source_type = 'work_order' group by source_id, heat_number) drawn
    where drawn.source_id = m.work_order_id and drawn.heat_number = m.heat_number`);

  // A box for each dispatched line a work order was made for, and an in-process check of each started work order.
  await run(`
    insert into boxes (packing_id, product_id, work_order_id, heat_numbers, quantity, box_no, box_count, packed_on, dispatch_id)
    select md5('pack:' || dl.id)::uuid, w.product_id, w.id,
           (select string_agg(heat_number, ', ' order by heat_number) from work_order_materials m where m.work_order_id = w.id),
           dl.quantity, 1, 1, d.dispatch_date - 1, d.id
    from work_orders w
    join dispatch_lines dl on dl.order_line_id = w.sales_order_line_id
    join dispatches d on d.id = dl.dispatch_id`);
  await run(`
    insert into inspections (kind, work_order_id, operation_id, machine_id, trigger, product_id, inspected_on, inspector_id,
                             sample_size, result)
    select 'in_process', e.work_order_id, e.operation_id, e.machine_id, 'setup', w.product_id, e.entry_date, e.operator_id, 5,
           'pass'
    from (select distinct on (work_order_id) work_order_id, operation_id, machine_id, operator_id, entry_date
          from production_entries order by work_order_id, entry_date) e
    join work_orders w on w.id = e.work_order_id`);
}

/** Drops the ledger's indexes that no constraint owns, for the bulk load; answers the statements that make them again. */
async function dropLedgerIndexes(tx: Tx): Promise<string[]> {
  const { rows } = (await tx.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'stock_movements'
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const { name } of rows) await tx.execute(sql.raw(`drop index "${name}"`));
  return rows.map((row) => row.definition);
}
