import { INDIAN_STATES, SERIES_PREFIX, todayIn } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import { seedCompanySettings } from '../../demo/sales/company.js';
import type { Db, Tx } from './client.js';

/*
 * The benchmark's database (`npm run bench`, the plan tests): `rows` customers, suppliers,
 * employees, machines and products, and a tenth as many sales orders with their lines,
 * dispatches, GST invoices and payments, all written by set-based SQL (generate_series), so a
 * million rows take a minute or two rather than hours. Rows refer to each other by arithmetic:
 * each id is a version-4-shaped uuid made from a kind and a number (`p` 42 is product 42), so
 * no statement has to look another's ids up. Works on PGlite and on PostgreSQL, on a database
 * that has been migrated and holds no master data or sales yet.
 */

export interface BenchSeedCounts {
  customers: number;
  suppliers: number;
  employees: number;
  machines: number;
  products: number;
  salesOrders: number;
  orderLines: number;
  dispatches: number;
  invoices: number;
  invoiceLines: number;
  payments: number;
  stockMovements: number;
}

/** Products belong to the first thousand customers, as a shop has many parts per customer. */
const PRODUCT_OWNERS = 1000;
/** Invoices a financial year may hold in the seed: its series stops at 9,999 (INV/2026-27/9999). */
const INVOICES_PER_YEAR = 8000;
/** The stock ledger's movements: ten a master-data row, up to the million the stock bench is read at. */
export const stockMovementsFor = (rows: number) => Math.min(rows * 10, 1_000_000);
/** Bar stock the bench's ledger moves: every grade in every rod size. */
export const BENCH_GRADES = ['EN8', 'EN1A', 'EN19', 'EN24', 'SS304', 'SS316', 'C45', 'EN353', 'EN36', 'CZ121'];
export const BENCH_ROD_SIZES = [10, 12, 16, 20, 22, 25, 28, 32, 36, 40, 50, 60];
const STATES = ['Maharashtra', 'Gujarat', 'Karnataka', 'Tamil Nadu', 'Haryana', 'Punjab', 'Telangana', 'West Bengal'];

/** A uuid of version-4 form from a kind and a number: `uuidOf('p', 'g')` is product g's id. */
const uuidOf = (kind: string, n: string) =>
  `overlay(overlay(md5('${kind}:' || (${n})::text) placing '4' from 13) placing '8' from 17)::uuid`;
const word = (n: string) =>
  `(array['Precision','Auto','Hydraulics','Engineering','Pumps','Valves','Gears','Forge','Castings','Fasteners'])[1 + (${n} % 10)]`;
const stateOf = (n: string) => `(array[${STATES.map((s) => `'${s}'`).join(',')}])[1 + (${n} % ${STATES.length})]`;
const stateCode = (state: string) =>
  `case ${state} ${STATES.map((s) => `when '${s}' then '${INDIAN_STATES.find((x) => x.name === s)?.code}'`).join(' ')} end`;
/** A text literal in SQL. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** The financial year of a date, as the series names it: 2026-27 runs from April 2026 to March 2027. */
const financialYear = (date: string) => {
  const start = `(extract(year from ${date})::int - (extract(month from ${date}) < 4)::int)`;
  return `(${start}::text || '-' || lpad(((${start} + 1) % 100)::text, 2, '0'))`;
};
/** The n-th number of a series, zero-padded to 4 digits as seriesNumber writes it. */
const seriesText = (prefix: string, date: string, n: string) =>
  `'${prefix}/' || ${financialYear(date)} || '/' || case when ${n} < 10000 then lpad((${n})::text, 4, '0') else (${n})::text end`;

/**
 * `rows` of each master-data list; `documents` sales orders (and about as many invoices), a tenth
 * of `rows` unless given; `movements` in the stock ledger, ten a row up to a million unless given.
 */
export async function seedBench(
  db: Db,
  { rows, documents, movements }: { rows: number; documents?: number; movements?: number },
): Promise<BenchSeedCounts> {
  if (!Number.isSafeInteger(rows) || rows < 100) throw new RangeError(`seedBench needs 100 rows or more: ${rows}`);
  // One transaction: all or nothing, and one connection for the setting below.
  await db.transaction(async (tx) => {
    // The planner cannot size generate_series joins and would spend seconds compiling them (JIT).
    await tx.execute(sql`set local jit = off`);
    // A bulk load is not an audited change: the audit triggers skip this transaction's rows.
    await tx.execute(sql`select set_config('lathe.audit', 'off', true)`);
    await fill(tx, rows, documents, movements ?? stockMovementsFor(rows));
  });
  // Fresh statistics, and on PostgreSQL a vacuumed visibility map so index-only scans work.
  try {
    await db.execute(sql`vacuum analyze`);
  } catch {
    await db.execute(sql`analyze`);
  }
  return counts(db);
}

async function fill(db: Tx, rows: number, documents: number | undefined, movements: number) {
  const run = (text: string) => db.execute(sql.raw(text));
  const N = rows;
  const M = Math.min(N, PRODUCT_OWNERS);
  const O = documents ?? Math.max(1, Math.floor(N / 10));
  // Dated back from today over a year, or longer when one year would overflow the invoice series.
  const span = Math.max(365, Math.ceil((O * 365) / INVOICES_PER_YEAR));
  const today = `date '${todayIn()}'`;
  const seller = await seedCompanySettings(db);
  const sellerState = seller.state ?? 'Maharashtra';
  // A bulk load builds each index once at the end, sorted, rather than row by row.
  const rebuild = await dropIndexes(db);

  // Master data. Text mixes words and codes so trigram search has work to do.
  await run(`
    insert into customers (id, party_code, name, contact_person, email, phone, state, payment_terms_days, is_deleted, created_at)
    select ${uuidOf('c', 'g')}, 'P' || lpad(g::text, 7, '0'), ${word('g')} || ' ' || ${word('g / 10')} || ' ' || substr(md5(g::text), 1, 6),
           'Contact ' || substr(md5((g * 7)::text), 1, 8), 'buyer' || g || '@example.in', '+91 98' || lpad((g % 100000000)::text, 8, '0'),
           ${stateOf('g')}, 15 * (g % 5), g % 50 = 0, now() - (g || ' minutes')::interval
    from generate_series(1, ${N}) g`);
  await run(`
    insert into suppliers (supplier_code, name, contact_person, state, materials, created_at)
    select 'S' || lpad(g::text, 7, '0'), ${word('g')} || ' Traders ' || substr(md5(g::text), 1, 6),
           'Contact ' || substr(md5((g * 3)::text), 1, 8), ${stateOf('g')}, 'EN' || (g % 40) || ' bright bars', now() - (g || ' minutes')::interval
    from generate_series(1, ${N}) g`);
  await run(`
    insert into employees (id, employee_code, first_name, last_name, email, date_of_joining, created_at)
    select ${uuidOf('e', 'g')}, 'E' || lpad(g::text, 7, '0'), 'First' || substr(md5(g::text), 1, 5), 'Last' || substr(md5((g * 11)::text), 1, 6),
           'e' || g || '@example.in', date '2010-01-01' + (g % 5000), now() - (g || ' minutes')::interval
    from generate_series(1, ${N}) g`);
  await run(`
    insert into machines (id, machine_no, machine_name, setup_no, created_at)
    select ${uuidOf('m', 'g')}, 'M-' || lpad(g::text, 7, '0'), ${word('g')} || ' lathe ' || substr(md5(g::text), 1, 4),
           case when g % 3 = 0 then '' else 'S' || (g % 9) end, now() - (g || ' minutes')::interval
    from generate_series(1, ${N}) g`);
  // Product g belongs to customer 1 + g % M.
  await run(`
    insert into products (id, party_code, assembly, product_description, drawing_number, product_type, rod_size, grade,
                          raw_material_weight, net_weight, rough_first_cycle_time_sec, qty_in_box, hsn_code, gst_rate, created_at)
    select ${uuidOf('p', 'g')}, 'P' || lpad((1 + g % ${M})::text, 7, '0'), ${word('g')} || ' assembly',
           (array['Banjo bolt','Valve spool','Nozzle sleeve','Piston pin','Union nut','Hub','Spacer','Adaptor'])[1 + (g % 8)] || ' ' || substr(md5(g::text), 1, 4),
           'DRG-' || lpad(g::text, 7, '0') || '-' || chr(65 + g % 26),
           (array['Turned component','Threaded fitting','Hex part','Ground shaft'])[1 + (g % 4)], (12 + g % 30) || ' mm Round',
           'EN' || (1 + g % 40), 0.2 + (g % 500) / 1000.0, 0.15 + (g % 400) / 1000.0, 20 + (g % 600) / 10.0, 100 * (1 + g % 10),
           (array['7318','8481','8483','8487'])[1 + (g % 4)], 18, now() - (g || ' minutes')::interval
    from generate_series(1, ${N}) g`);

  /*
   * The sales plan, one row per order o: its first product g1 (its customer is the product's,
   * never a deleted one), its date (o = O is today's), and what became of it by age: drafts and
   * cancelled orders, open ones (nothing or part dispatched; some late), short-closed ones, and
   * completed ones (all dispatched and invoiced). Each dispatched quantity is invoiced once.
   */
  const plan = `
    plan as (
      select o, g1, 1 + g1 % ${M} as c, 1 + o % 3 as lines, age, ${today} - age as order_date,
             ${today} - age + 21 as delivery_date, ${today} - age + 10 + o % 3 as dispatch_date,
             case when o % 25 = 0 and age < 30 then 'draft'
                  when o % 25 = 0 then 'cancelled'
                  when age < 12 then 'open'
                  when age < 25 then case when o % 2 = 0 then 'partial' else 'open' end
                  when o % 7 = 3 and age < 90 then 'partial'
                  when o % 50 = 7 then 'closed'
                  else 'completed' end as kind
      from (
        select o, ((${O} - o)::bigint * ${span} / ${O})::int as age,
               case when (1 + g0 % ${M}) % 50 <> 0 then g0 when g0 < ${N} then g0 + 1 else g0 - 1 end as g1
        from (select o, 1 + (o::bigint * 7919) % ${N} as g0 from generate_series(1, ${O}) o) chosen
      ) dated
    ),
    plan_lines as (
      select sized.*,
             case kind when 'completed' then quantity when 'closed' then quantity / 2
                       when 'partial' then case when l = 1 then quantity / 2 else 0 end
                       else 0 end as shipped
      from (
        select plan.*, l, g, 50 * (1 + (o + l) % 20) + (o + l) % 7 as quantity, 12 + (g * 37) % 400 + (g % 4) * 0.25 as rate
        from plan, generate_series(1, plan.lines) l,
             lateral (select case when g1 + ${M} * (l - 1) <= ${N} then g1 + ${M} * (l - 1)
                                  when g1 - ${M} * (l - 1) >= 1 then g1 - ${M} * (l - 1)
                                  else g1 end as g) product
      ) sized
    )`;
  const status = `case kind when 'draft' then 'draft' when 'cancelled' then 'cancelled' when 'closed' then 'closed'
                            when 'completed' then 'completed' else 'confirmed' end`;
  const createdAt = `(order_date + interval '9 hours' + (o % 480) * interval '1 minute')`;
  const invoiced = `kind in ('partial', 'closed', 'completed')`;

  await run(`
    with ${plan},
    totals as (select o, sum(quantity * rate) as total from plan_lines group by o),
    orders as (
      select plan.*, total, ${createdAt} as created, ${createdAt} + interval '2 hours' as confirmed from plan join totals using (o)
    )
    insert into sales_orders (id, created_at, updated_at, order_number, status, customer_id, order_date, customer_po_number,
                              customer_po_date, delivery_date, total_amount, confirmed_at, closed_at, cancelled_at, status_reason)
    select ${uuidOf('o', 'o')}, created,
           case when ${invoiced} then dispatch_date + interval '16 hours' else confirmed end,
           case when kind <> 'draft' then ${seriesText(SERIES_PREFIX.salesOrder, 'order_date', `row_number() over (partition by kind = 'draft', ${financialYear('order_date')} order by order_date, confirmed, o)`)} end,
           ${status}, ${uuidOf('c', 'c')}, order_date, 'PO/' || c || '/' || o, order_date - 2, delivery_date, total,
           case when kind <> 'draft' then confirmed end,
           case when kind = 'closed' then dispatch_date + interval '20 hours' end,
           case when kind = 'cancelled' then created + interval '1 day' end,
           case kind when 'closed' then 'Short-closed: the customer revised the schedule'
                     when 'cancelled' then 'Cancelled: the customer withdrew the order' end
    from orders`);
  await run(`
    with ${plan}
    insert into sales_order_lines (id, order_id, line_number, product_id, drawing_number, description, quantity, rate, amount,
                                   delivery_date, dispatched_quantity, invoiced_quantity)
    select ${uuidOf('ol', 'o * 10 + l')}, ${uuidOf('o', 'o')}, l, p.id, p.drawing_number, p.product_description, quantity, rate,
           quantity * rate, case when l = 3 then delivery_date + 7 end, shipped, shipped
    from plan_lines join products p on p.id = ${uuidOf('p', 'g')}`);
  await run(`
    with ${plan}
    insert into dispatches (id, order_id, dispatch_date, vehicle_reference, created_at)
    select ${uuidOf('d', 'o')}, ${uuidOf('o', 'o')}, dispatch_date, 'MH12 ' || chr(65 + o % 26) || chr(65 + o / 26 % 26) || ' ' || lpad((o % 10000)::text, 4, '0'),
           dispatch_date + interval '14 hours'
    from plan where ${invoiced}`);
  await run(`
    with ${plan}
    insert into dispatch_lines (id, dispatch_id, order_line_id, quantity)
    select ${uuidOf('dl', 'o * 10 + l')}, ${uuidOf('d', 'o')}, ${uuidOf('ol', 'o * 10 + l')}, shipped
    from plan_lines where shipped > 0`);

  // One invoice per dispatch, dated that day: tax per line (CGST + SGST within the seller's state,
  // else IGST), the grand total rounded to the rupee (50 paise up) with the round-off kept.
  const taxed = `
    taxed as (
      select plan_lines.*, cu.party_code, cu.name, cu.state, cu.payment_terms_days, p.hsn_code, p.gst_rate,
             p.drawing_number, p.product_description, shipped * rate as taxable,
             case when cu.state = ${literal(sellerState)} then round(shipped * rate * p.gst_rate / 200, 2) else 0 end as half,
             case when cu.state = ${literal(sellerState)} then 0 else round(shipped * rate * p.gst_rate / 100, 2) end as igst
      from plan_lines join customers cu on cu.id = ${uuidOf('c', 'c')} join products p on p.id = ${uuidOf('p', 'g')}
      where shipped > 0
    )`;
  await run(`
    with ${plan}, ${taxed},
    sums as (
      select o, c, dispatch_date as invoice_date, ${today} - dispatch_date as age, party_code, name, state, payment_terms_days,
             sum(taxable) as taxable, sum(half) as half, sum(igst) as igst, sum(taxable + 2 * half + igst) as before
      from taxed group by o, c, dispatch_date, party_code, name, state, payment_terms_days
    ),
    settled as (
      select sums.*, round(before) as grand,
             case when age > 75 or (o % 3 = 0 and age > 30) then 'paid' when o % 3 = 1 then 'partially_paid' else 'issued' end as status,
             invoice_date + interval '16 hours' + (o % 3600) * interval '1 second' as issued
      from sums
    )
    insert into invoices (id, created_at, updated_at, invoice_number, status, customer_id, sales_order_id, invoice_date, due_date,
                          customer_party_code, customer_name, place_of_supply, place_of_supply_code, seller, customer_po_number,
                          customer_po_date, vehicle_reference, taxable_total, cgst_total, sgst_total, igst_total, round_off,
                          grand_total, amount_paid, issued_at)
    select ${uuidOf('i', 'o')}, issued - interval '5 hours', issued,
           ${seriesText(SERIES_PREFIX.invoice, 'invoice_date', `row_number() over (partition by ${financialYear('invoice_date')} order by invoice_date, issued, o)`)},
           status, ${uuidOf('c', 'c')}, ${uuidOf('o', 'o')}, invoice_date, invoice_date + payment_terms_days, party_code, name,
           state, ${stateCode('state')}, ${literal(JSON.stringify(seller))}::jsonb,
           'PO/' || c || '/' || o, invoice_date - 12 - o % 3, 'MH12 ' || chr(65 + o % 26) || chr(65 + o / 26 % 26) || ' ' || lpad((o % 10000)::text, 4, '0'),
           taxable, half, half, igst, grand - before, grand,
           case status when 'paid' then grand when 'partially_paid' then round(grand * 0.4) else 0 end, issued
    from settled`);
  await run(`
    with ${plan}, ${taxed}
    insert into invoice_lines (id, invoice_id, line_number, product_id, sales_order_line_id, description, drawing_number, hsn_code,
                               quantity, rate, gst_rate, taxable, cgst, sgst, igst, total)
    select ${uuidOf('il', 'o * 10 + l')}, ${uuidOf('i', 'o')}, l, ${uuidOf('p', 'g')}, ${uuidOf('ol', 'o * 10 + l')},
           product_description, drawing_number, hsn_code, shipped, rate, gst_rate, taxable, half, half, igst, taxable + 2 * half + igst
    from taxed`);
  // Payments add up to what each invoice has been paid: two instalments for some paid invoices.
  await run(`
    insert into payments (invoice_id, payment_date, amount, mode, reference, created_at)
    select id, invoice_date + least(${today} - invoice_date, days), amount,
           (array['bank_transfer','cheque','upi','cash'])[1 + extract(doy from invoice_date)::int % 4],
           'UTR' || substr(md5(id::text || days), 1, 12), (invoice_date + least(${today} - invoice_date, days)) + interval '12 hours'
    from (
      select id, invoice_date, 30 as days, amount_paid as amount from invoices
      where status = 'partially_paid' or (status = 'paid' and extract(day from invoice_date)::int % 4 <> 0)
      union all
      select id, invoice_date, 7, round(grand_total / 2) from invoices where status = 'paid' and extract(day from invoice_date)::int % 4 = 0
      union all
      select id, invoice_date, 35, grand_total - round(grand_total / 2) from invoices where status = 'paid' and extract(day from invoice_date)::int % 4 = 0
    ) instalments`);

  // The stock ledger: pairs of a receipt of 100 kg (17 bars) and an issue of 60 kg (10 bars) of one
  // bar and heat, dated over two years up to today, so no balance ever goes below zero.
  const S = movements;
  const items = BENCH_GRADES.length * BENCH_ROD_SIZES.length;
  const grade = `(array[${BENCH_GRADES.map(literal).join(',')}])[1 + (k % ${items}) / ${BENCH_ROD_SIZES.length}]`;
  const rod = `'Ø' || (array[${BENCH_ROD_SIZES.join(',')}])[1 + (k % ${items}) % ${BENCH_ROD_SIZES.length}]`;
  await run(`
    insert into stock_movements (movement_date, kind, item_key, item_type, grade, rod_size, heat_number, quantity, bars,
                                 source_type, source_number, created_at)
    select day, case when g % 2 = 1 then 'receipt' else 'issue' end, grade || '|' || upper(rod), 'material', grade, rod,
           'H' || (1 + (k / ${items}) % 40), case when g % 2 = 1 then 100 else -60 end, case when g % 2 = 1 then 17 else -10 end,
           case when g % 2 = 1 then 'goods_receipt' end, case when g % 2 = 1 then 'GRN/bench/' || k end, day + interval '10 hours'
    from (select g, k, ${grade} as grade, ${rod} as rod, ${today} - 730 + (k * 730 / ${Math.max(1, Math.ceil(S / 2))})::int as day
          from (select g, (g + 1) / 2 as k from generate_series(1, ${S}) g) numbered) movements`);
  await run(`
    insert into stock_balances (item_key, owner_key, heat_number, item_type, grade, rod_size, quantity, bars, first_in)
    select item_key, '', heat_number, 'material', min(grade), min(rod_size), sum(quantity), sum(bars), min(movement_date)
    from stock_movements group by item_key, heat_number`);

  await production(db, { N, O, span, today, plan });
  await quality(db, { N, today });

  // The series continue where the seed stopped: the next order confirmed, invoice issued or work order released takes the next number.
  await run(`
    insert into document_series (prefix, financial_year, last_number)
    select split_part(number, '/', 1), split_part(number, '/', 2), max(split_part(number, '/', 3)::int)
    from (select order_number as number from sales_orders where order_number is not null
          union all select invoice_number from invoices where invoice_number is not null
          union all select wo_number from work_orders where wo_number is not null) numbers
    group by 1, 2
    on conflict (prefix, financial_year) do update set last_number = greatest(document_series.last_number, excluded.last_number)`);
  for (const definition of rebuild) await run(definition);
}

/** A shop's machines and people on the floor: entries name one of the first few of each. */
const SHOP_MACHINES = 40;
const SHOP_OPERATORS = 120;
const SHOP_INSPECTORS = 10;

/**
 * Production as many work orders as sales orders, dated back over the same span: drafts and
 * released ones of the last days, in progress ones of the last month, completed (some closed
 * short) before; one rough operation each, from its product's cycle time; two shift entries of
 * each started one on the shop's machines (some rejects and downtime, with the company's first
 * reasons); a first-piece inspection of each released one and a PDI of each dispatch.
 */
async function production(
  db: Tx,
  { N, O, span, today, plan }: { N: number; O: number; span: number; today: string; plan: string },
) {
  const run = (text: string) => db.execute(sql.raw(text));
  const machines = Math.min(N, SHOP_MACHINES);
  const operators = Math.min(N, SHOP_OPERATORS);
  const inspectors = Math.min(N, SHOP_INSPECTORS);
  const work = `
    work_plan as (
      select w, p, age, wo_date, wo_date + 14 + w % 21 as due_date, quantity, kind,
             case kind when 'completed' then quantity when 'closed_short' then quantity * 3 / 4
                       when 'in_progress' then quantity / 2 else 0 end as good,
             case when kind in ('in_progress', 'completed', 'closed_short') then w % 7 else 0 end as rejected
      from (
        select w, p, age, ${today} - age as wo_date, 500 * (1 + w % 20) as quantity,
               case when w % 20 = 0 and age < 30 then 'draft'
                    when age < 5 then 'released'
                    when age < 30 then 'in_progress'
                    when w % 40 = 7 then 'closed_short'
                    else 'completed' end as kind
        from (select w, 1 + (w::bigint * 7919) % ${N} as p, ((${O} - w)::bigint * ${span} / ${O})::int as age
              from generate_series(1, ${O}) w) numbered
      ) dated
    )`;
  const started = `kind in ('in_progress', 'completed', 'closed_short')`;
  await run(`
    with ${work}
    insert into work_orders (id, created_at, updated_at, wo_number, status, wo_date, product_id, product_description,
                             drawing_number, quantity, due_date, good_quantity, rejected_quantity, released_at,
                             in_progress_at, completed_at, closed_short_at, status_reason)
    select ${uuidOf('w', 'w')}, wo_date + interval '9 hours', wo_date + interval '9 hours' + least(age, 20) * interval '1 day',
           case when kind <> 'draft' then ${seriesText(SERIES_PREFIX.workOrder, 'wo_date', `row_number() over (partition by kind = 'draft', ${financialYear('wo_date')} order by wo_date, w)`)} end,
           kind, wo_date, pr.id, pr.product_description, pr.drawing_number, quantity, due_date, good, rejected,
           case when kind <> 'draft' then wo_date + interval '10 hours' end,
           case when ${started} then wo_date + interval '1 day 8 hours' end,
           case when kind = 'completed' then wo_date + interval '20 days' end,
           case when kind = 'closed_short' then wo_date + interval '20 days' end,
           case when kind = 'closed_short' then 'Closed short: the customer cut the schedule' end
    from work_plan join products pr on pr.id = ${uuidOf('p', 'p')}`);
  await run(`
    with ${work}
    insert into work_order_operations (id, work_order_id, seq, cycle_field, kind, label, cycle_time_sec, good_quantity, rejected_quantity)
    select ${uuidOf('wop', 'w')}, ${uuidOf('w', 'w')}, 1, 'rough_first_cycle_time_sec', 'rough', 'Rough 1st side',
           pr.rough_first_cycle_time_sec, good, rejected
    from work_plan join products pr on pr.id = ${uuidOf('p', 'p')}`);
  // Two shifts' entries of each started work order, the day after its release and the day after that.
  await run(`
    with ${work},
    reasons as (
      select (select id from production_reasons where kind = 'rejection' order by name limit 1) as rejection,
             (select id from production_reasons where kind = 'downtime' order by name limit 1) as downtime
    )
    insert into production_entries (entry_date, shift, machine_id, operator_id, work_order_id, operation_id, good_quantity,
                                    rejected_quantity, rejection_reason_id, downtime_minutes, downtime_reason_id,
                                    planned_minutes, cycle_time_sec, created_at, updated_at)
    select wo_date + k, 1 + (w + k) % 2, ${uuidOf('m', `1 + w % ${machines}`)}, ${uuidOf('e', `1 + (w + k) % ${operators}`)},
           ${uuidOf('w', 'w')}, ${uuidOf('wop', 'w')},
           case when k = 1 then good / 2 else good - good / 2 end,
           case when k = 1 then rejected else 0 end, case when k = 1 and rejected > 0 then reasons.rejection end,
           case when k = 2 and w % 6 = 0 then 30 else 0 end, case when k = 2 and w % 6 = 0 then reasons.downtime end,
           480, pr.rough_first_cycle_time_sec, wo_date + k + interval '18 hours', wo_date + k + interval '18 hours'
    from work_plan join products pr on pr.id = ${uuidOf('p', 'p')}, generate_series(1, 2) k, reasons
    where ${started}`);
  // A first piece of each released work order (passed, but for a few of those just released), and a PDI of each dispatch.
  await run(`
    with ${work}
    insert into inspections (id, kind, work_order_id, product_id, inspected_on, inspector_id, sample_size, lot_quantity,
                             result, created_at, updated_at)
    select ${uuidOf('fp', 'w')}, 'first_piece', ${uuidOf('w', 'w')}, ${uuidOf('p', 'p')}, wo_date,
           ${uuidOf('e', `1 + w % ${inspectors}`)}, 1, quantity,
           case when kind = 'released' and w % 3 = 0 then 'fail' else 'pass' end,
           wo_date + interval '12 hours', wo_date + interval '12 hours'
    from work_plan where kind <> 'draft'`);
  await run(`
    with ${plan}
    insert into inspections (id, kind, dispatch_id, product_id, inspected_on, inspector_id, sample_size, lot_quantity,
                             result, created_at, updated_at)
    select ${uuidOf('pdi', 'o')}, 'pdi', ${uuidOf('d', 'o')}, ${uuidOf('p', 'g')}, dispatch_date,
           ${uuidOf('e', `1 + o % ${inspectors}`)}, 5, shipped, 'pass',
           dispatch_date + interval '11 hours', dispatch_date + interval '11 hours'
    from plan_lines where l = 1 and shipped > 0`);
  // Each started work order's good pieces packed in two boxes, packed three days after its release
  // (or today, when that is later); every third completed one's sent on the dispatch of its number.
  await run(`
    with ${work}
    insert into boxes (packing_id, product_id, work_order_id, heat_numbers, quantity, box_no, box_count, packed_on,
                       dispatch_id, created_at)
    select ${uuidOf('pk', 'w')}, ${uuidOf('p', 'p')}, ${uuidOf('w', 'w')}, 'H' || (1 + w % 40),
           case when k = 1 then good / 2 else good - good / 2 end, k, 2, least(wo_date + 3, ${today}),
           case when kind = 'completed' and w % 3 = 0 then d.id end,
           least(wo_date + 3, ${today}) + interval '16 hours' + k * interval '1 minute'
    from work_plan left join dispatches d on d.id = ${uuidOf('d', 'w')}, generate_series(1, 2) k
    where ${started} and good >= 2`);
}

/**
 * The quality side: \`rows\` gauges of the common kinds (calibrated over the last year at their
 * frequency, so some are overdue and some due soon; one in fifty retired), and a control plan
 * with two characteristics, its OD measured with a gauge, for every tenth product.
 */
async function quality(db: Tx, { N, today }: { N: number; today: string }) {
  const run = (text: string) => db.execute(sql.raw(text));
  const type = (n: string) =>
    `(array['Vernier caliper','Micrometer','Plug gauge','Ring gauge','Thread plug gauge','Height gauge','Bore gauge','Dial indicator'])[1 + (${n} % 8)]`;
  await run(`
    insert into gauges (id, code, name, gauge_type, range_text, least_count, location, calibration_frequency_days,
                        last_calibrated_on, due_on, status, created_at, updated_at)
    select ${uuidOf('gg', 'g')}, 'G-' || lpad(g::text, 7, '0'), ${type('g')} || ' ' || substr(md5(g::text), 1, 4),
           ${type('g')}, '0–' || (25 * (1 + g % 6)) || ' mm', case when g % 8 in (0, 1, 6, 7) then 0.01 end,
           'QC room, rack ' || (1 + g % 12), frequency, calibrated, calibrated + frequency,
           case when g % 50 = 0 then 'retired' else 'active' end,
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from (select g, 30 * (1 + g % 12) as frequency, ${today} - (g * 7919) % 365 as calibrated
          from generate_series(1, ${N}) g) numbered`);
  await run(`
    insert into control_plans (id, product_id, revision, revised_on, created_at, updated_at)
    select ${uuidOf('cp', 'g')}, ${uuidOf('p', 'g')}, 1 + g % 3, ${today} - g % 300,
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(10, ${N}, 10) g`);
  await run(`
    insert into control_plan_characteristics (control_plan_id, seq, characteristic, special, nominal, lower_tolerance,
                                              upper_tolerance, method, gauge_type, gauge_id, sample_size, frequency,
                                              first_piece, in_process, pdi, reaction_plan)
    select ${uuidOf('cp', 'g')}, k, case when k = 1 then 'OD' else 'Length' end, case when k = 1 then 'significant' else '' end,
           case when k = 1 then 12 + g % 30 else 40 + g % 60 end, -0.02, 0.02, 'At 3 places',
           case when k = 1 then 'Micrometer' else 'Vernier caliper' end,
           case when k = 1 then ${uuidOf('gg', `1 + g % ${N}`)} end, 5, 'Every 2 hours', true, k = 1, true,
           'Stop the machine, segregate since the last good check'
    from generate_series(10, ${N}, 10) g, generate_series(1, 2) k`);
}

/** The tables the seed fills: those that grow with the business (the plan test's large tables). */
export const SEEDED_TABLES = [
  'customers',
  'suppliers',
  'employees',
  'machines',
  'products',
  'sales_orders',
  'sales_order_lines',
  'dispatches',
  'dispatch_lines',
  'invoices',
  'invoice_lines',
  'payments',
  'stock_movements',
  'work_orders',
  'work_order_operations',
  'production_entries',
  'inspections',
  'boxes',
  'gauges',
];

/**
 * Drops the seeded tables' indexes that no constraint owns (keys and the unique keys foreign
 * keys point at stay), and returns the statements that make them again.
 */
async function dropIndexes(tx: Tx): Promise<string[]> {
  const { rows } = (await tx.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(
      SEEDED_TABLES.map((table) => sql`${table}`),
      sql`, `,
    )})
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const { name } of rows) await tx.execute(sql.raw(`drop index "${name}"`));
  return rows.map((row) => row.definition);
}

async function counts(db: Db): Promise<BenchSeedCounts> {
  const tables = {
    customers: 'customers',
    suppliers: 'suppliers',
    employees: 'employees',
    machines: 'machines',
    products: 'products',
    salesOrders: 'sales_orders',
    orderLines: 'sales_order_lines',
    dispatches: 'dispatches',
    invoices: 'invoices',
    invoiceLines: 'invoice_lines',
    payments: 'payments',
    stockMovements: 'stock_movements',
  } as const;
  const select = Object.entries(tables)
    .map(([key, table]) => `(select count(*)::int from ${table}) as "${key}"`)
    .join(', ');
  const result = (await db.execute(sql.raw(`select ${select}`))) as unknown as { rows: BenchSeedCounts[] };
  return result.rows[0] as BenchSeedCounts;
}
