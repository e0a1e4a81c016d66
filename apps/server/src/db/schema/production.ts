import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stockQuantity } from './buying.js';
import { recordColumns, searchText, trigramIndex } from './columns.js';
import { customers } from './customers.js';
import { employees } from './employees.js';
import { machines } from './machines.js';
import { products } from './products.js';
import { gauges } from './quality.js';
import { dispatches, salesOrderLines, salesOrders } from './sales-orders.js';
import { users } from './users.js';

/*
 * Making the parts (issue 21): each machine's capacity, the plant's holidays, work orders with
 * their operations and reserved bar, production entries per shift, and inspections. The spec's
 * machines table is left as it is; a machine's capacity lives beside it, one row per machine.
 */

const cycleTime = (name: string) => numeric(name, { precision: 8, scale: 1, mode: 'number' });
const measure = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'number' });

/** A machine's shifts, working days, the operations it can run, its setup time and its state. */
export const machineCapacity = pgTable(
  'machine_capacity',
  {
    machineId: uuid('machine_id')
      .primaryKey()
      .references(() => machines.id, { onDelete: 'cascade' }),
    shiftsPerDay: integer('shifts_per_day').notNull().default(2),
    hoursPerShift: numeric('hours_per_shift', { precision: 4, scale: 2, mode: 'number' }).notNull().default(8),
    /** When the first shift starts, 'HH:MM' plant time; the others follow back to back. */
    firstShiftStart: text('first_shift_start').notNull().default('08:00'),
    /** Weekdays worked, 0 = Sunday. */
    workingDays: integer('working_days').array().notNull().default(sql`'{1,2,3,4,5,6}'::integer[]`),
    /** What it can run: 'spm', 'rough', 'second_op', 'single_setup'. */
    operationKinds: text('operation_kinds')
      .array()
      .notNull()
      .default(sql`'{spm,rough,second_op,single_setup}'::text[]`),
    setupMinutes: integer('setup_minutes').notNull().default(60),
    /** Planning efficiency in whole percent: the schedule plans a run at its minutes × 100 ÷ this. */
    efficiencyPercent: integer('efficiency_percent').notNull().default(100),
    /** Breaks of every working day: [{ start: 'HH:MM', minutes }], in clock order. */
    breaks: jsonb('breaks').$type<{ start: string; minutes: number }[]>().notNull().default([]),
    /** Rupees an hour of the machine, with its operator and power: what quotations cost its time at. */
    hourRate: numeric('hour_rate', { precision: 10, scale: 2, mode: 'number' }),
    status: text('status').notNull().default('idle'),
    statusNote: text('status_note'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('machine_capacity_shifts', sql`shifts_per_day between 1 and 3`),
    check('machine_capacity_hours', sql`hours_per_shift > 0 and shifts_per_day * hours_per_shift <= 24`),
    check('machine_capacity_start', sql`first_shift_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('machine_capacity_setup', sql`setup_minutes between 0 and 1440`),
    check('machine_capacity_status', sql`status in ('running', 'idle', 'breakdown', 'maintenance')`),
    check('machine_capacity_efficiency', sql`efficiency_percent between 1 and 150`),
    check('machine_capacity_hour_rate', sql`hour_rate >= 0`),
    check('machine_capacity_breaks', sql`jsonb_typeof(breaks) = 'array' and jsonb_array_length(breaks) <= 6`),
  ],
);

/**
 * A window a machine does not work: planned maintenance, or a breakdown until its expected return,
 * plant wall-clock time. The schedule pauses the machine through it.
 */
export const machineDowntime = pgTable(
  'machine_downtime',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    machineId: uuid('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { mode: 'string' }).notNull(),
    /** When the machine is expected back. */
    endsAt: timestamp('ends_at', { mode: 'string' }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('machine_downtime_kind', sql`kind in ('maintenance', 'breakdown')`),
    check('machine_downtime_window', sql`ends_at > starts_at`),
    index('machine_downtime_machine_end').on(t.machineId, t.endsAt),
    index('machine_downtime_end').on(t.endsAt),
  ],
);

/** Days the whole plant does not work (festivals, national holidays). */
export const plantHolidays = pgTable('plant_holidays', {
  holidayDate: date('holiday_date').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Work orders: a product's quantity to make, from a sales order's line or for stock, with its
 * own yearly series (WO/2026-27/0001) taken on release.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    ...recordColumns(),
    woNumber: text('wo_number'),
    status: text('status').notNull().default('draft'),
    woDate: date('wo_date').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The product as the work order was drawn up: its description and drawing. */
    productDescription: text('product_description').notNull(),
    drawingNumber: text('drawing_number'),
    salesOrderId: uuid('sales_order_id').references(() => salesOrders.id, { onDelete: 'restrict' }),
    salesOrderLineId: uuid('sales_order_line_id').references(() => salesOrderLines.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    dueDate: date('due_date').notNull(),
    remarks: text('remarks'),
    /** Good pieces off the last operation, and pieces rejected at any operation: kept by production entries. */
    goodQuantity: integer('good_quantity').notNull().default(0),
    rejectedQuantity: integer('rejected_quantity').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    inProgressAt: timestamp('in_progress_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedShortAt: timestamp('closed_short_at', { withTimezone: true }),
    statusReason: text('status_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('wo_number', 'product_description', 'drawing_number'),
  },
  (t) => [
    check('work_orders_status', sql`status in ('draft', 'released', 'in_progress', 'completed', 'closed_short')`),
    check('work_orders_quantity', sql`quantity > 0 and quantity <= 10000000`),
    check('work_orders_made', sql`good_quantity >= 0 and rejected_quantity >= 0`),
    uniqueIndex('work_orders_number_unique').on(t.woNumber),
    trigramIndex('work_orders_search_trgm', t.searchText),
    index('work_orders_product').on(t.productId),
    index('work_orders_sales_order_line').on(t.salesOrderLineId),
    // The work orders of a sales order: those made for it, and a search by its number.
    index('work_orders_sales_order').on(t.salesOrderId),
    index('work_orders_open_due').on(t.dueDate, t.id).where(sql`status in ('released', 'in_progress')`),
    index('work_orders_number_sort').on(t.woNumber, t.id),
    index('work_orders_date_sort').on(t.woDate, t.id),
    index('work_orders_due_sort').on(t.dueDate, t.id),
    index('work_orders_product_sort').on(t.productDescription, t.id),
    index('work_orders_status_sort').on(t.status, t.id),
    index('work_orders_created_at_sort').on(t.createdAt, t.id),
    index('work_orders_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

/**
 * A work order's operations, in the order they run, one per cycle time the product has; a
 * planner's pinned placement (machine and start, plant time) is kept on the operation.
 */
export const workOrderOperations = pgTable(
  'work_order_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Which of the product's six cycle times this is ('single_setup_cycle_time_sec' …). */
    cycleField: text('cycle_field').notNull(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    cycleTimeSec: cycleTime('cycle_time_sec').notNull(),
    goodQuantity: integer('good_quantity').notNull().default(0),
    rejectedQuantity: integer('rejected_quantity').notNull().default(0),
    lockedMachineId: uuid('locked_machine_id').references(() => machines.id, { onDelete: 'set null' }),
    lockedStart: timestamp('locked_start', { mode: 'string' }),
    /** Its own wall-clock minutes from the end of the operation before it; null takes the plant's default. */
    transferMinutes: integer('transfer_minutes'),
  },
  (t) => [
    check('work_order_operations_transfer', sql`transfer_minutes between 0 and 10080`),
    check('work_order_operations_kind', sql`kind in ('spm', 'rough', 'second_op', 'single_setup')`),
    check('work_order_operations_cycle', sql`cycle_time_sec > 0`),
    check('work_order_operations_made', sql`good_quantity >= 0 and rejected_quantity >= 0`),
    check('work_order_operations_lock', sql`(locked_machine_id is null) = (locked_start is null)`),
    uniqueIndex('work_order_operations_seq').on(t.workOrderId, t.seq),
    index('work_order_operations_locked_machine').on(t.lockedMachineId).where(sql`${t.lockedMachineId} is not null`),
  ],
);

/** Bar reserved for a work order by heat, and how much of it production has drawn so far. */
export const workOrderMaterials = pgTable(
  'work_order_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    grade: text('grade'),
    rodSize: text('rod_size'),
    heatNumber: text('heat_number').notNull().default(''),
    reservedQuantity: stockQuantity('reserved_quantity').notNull(),
    issuedQuantity: stockQuantity('issued_quantity').notNull().default(0),
  },
  (t) => [
    check('work_order_materials_quantities', sql`reserved_quantity >= 0 and issued_quantity >= 0`),
    uniqueIndex('work_order_materials_heat').on(t.workOrderId, t.itemKey, t.heatNumber),
    index('work_order_materials_item').on(t.itemKey, t.heatNumber),
  ],
);

/** The company's own lists of why pieces were rejected and why a machine stood. */
export const productionReasons = pgTable(
  'production_reasons',
  {
    ...recordColumns(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('production_reasons_kind', sql`kind in ('rejection', 'downtime')`),
    uniqueIndex('production_reasons_name').on(t.kind, sql`lower(${t.name})`),
  ],
);

/**
 * What a machine made in a shift for one operation of a work order, who ran it, what was
 * rejected and how long it stood. The shift's planned minutes are kept as they were that day,
 * so OEE does not change when the machine's shifts are edited later.
 */
export const productionEntries = pgTable(
  'production_entries',
  {
    ...recordColumns(),
    entryDate: date('entry_date').notNull(),
    shift: integer('shift').notNull(),
    machineId: uuid('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'restrict' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'restrict' }),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => workOrderOperations.id, { onDelete: 'restrict' }),
    goodQuantity: integer('good_quantity').notNull().default(0),
    rejectedQuantity: integer('rejected_quantity').notNull().default(0),
    rejectionReasonId: uuid('rejection_reason_id').references(() => productionReasons.id, { onDelete: 'restrict' }),
    downtimeMinutes: integer('downtime_minutes').notNull().default(0),
    downtimeReasonId: uuid('downtime_reason_id').references(() => productionReasons.id, { onDelete: 'restrict' }),
    plannedMinutes: integer('planned_minutes').notNull(),
    /** The operation's cycle time when the entry was made: OEE's ideal rate. */
    cycleTimeSec: cycleTime('cycle_time_sec').notNull(),
    remarks: text('remarks'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('production_entries_shift', sql`shift between 1 and 3`),
    check('production_entries_quantities', sql`good_quantity >= 0 and rejected_quantity >= 0`),
    check('production_entries_rejection_reason', sql`rejected_quantity = 0 or rejection_reason_id is not null`),
    check(
      'production_entries_downtime',
      sql`downtime_minutes >= 0 and downtime_minutes <= planned_minutes and (downtime_minutes = 0 or downtime_reason_id is not null)`,
    ),
    uniqueIndex('production_entries_shift_operation').on(t.entryDate, t.shift, t.machineId, t.operationId),
    index('production_entries_machine_date').on(t.machineId, t.entryDate),
    index('production_entries_work_order').on(t.workOrderId, t.entryDate),
    index('production_entries_date').on(t.entryDate, t.id),
    // The list filtered by operator or by shift, newest first: a range of its own.
    index('production_entries_operator_date').on(t.operatorId, t.entryDate),
    index('production_entries_shift_date').on(t.shift, t.entryDate),
  ],
);

/**
 * Inspections: a work order's first piece against its drawing (production entries wait for a
 * pass), in-process inspections of an operation on its machine (at a setup, after a tool change,
 * or at the control plan's frequency), and the pre-dispatch inspection (PDI) of what a dispatch
 * sends or of a work order's lot before it is packed and sent (issue 31).
 */
export const inspections = pgTable(
  'inspections',
  {
    ...recordColumns(),
    kind: text('kind').notNull(),
    workOrderId: uuid('work_order_id').references(() => workOrders.id, { onDelete: 'restrict' }),
    dispatchId: uuid('dispatch_id').references(() => dispatches.id, { onDelete: 'restrict' }),
    /** An in-process inspection's operation and the machine it runs on, and what called for it. */
    operationId: uuid('operation_id').references(() => workOrderOperations.id, { onDelete: 'restrict' }),
    machineId: uuid('machine_id').references(() => machines.id, { onDelete: 'restrict' }),
    trigger: text('trigger'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    inspectedOn: date('inspected_on').notNull(),
    inspectorId: uuid('inspector_id').references(() => employees.id, { onDelete: 'restrict' }),
    /** Pieces measured (1 for a first piece), and the lot they stand for (a dispatch's quantity). */
    sampleSize: integer('sample_size').notNull().default(1),
    lotQuantity: integer('lot_quantity'),
    result: text('result').notNull(),
    remarks: text('remarks'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('inspections_kind', sql`kind in ('first_piece', 'in_process', 'pdi')`),
    check('inspections_result', sql`result in ('pass', 'fail')`),
    check(
      'inspections_subject',
      sql`(kind = 'first_piece' and work_order_id is not null)
        or (kind = 'in_process' and work_order_id is not null and operation_id is not null and machine_id is not null and trigger is not null)
        or (kind = 'pdi' and (dispatch_id is not null or work_order_id is not null))`,
    ),
    check('inspections_trigger', sql`trigger is null or trigger in ('setup', 'tool_change', 'periodic')`),
    check('inspections_sample', sql`sample_size between 1 and 1000`),
    index('inspections_work_order').on(t.workOrderId, t.createdAt).where(sql`${t.workOrderId} is not null`),
    // One PDI report a product a dispatch sends.
    uniqueIndex('inspections_dispatch_product').on(t.dispatchId, t.productId).where(sql`${t.dispatchId} is not null`),
    index('inspections_product').on(t.productId, t.createdAt),
    // The list's sorts and filters, each an index range whatever the table's size.
    index('inspections_inspected_on_sort').on(t.inspectedOn, t.id),
    index('inspections_kind_sort').on(t.kind, t.id),
    index('inspections_result_sort').on(t.result, t.id),
    index('inspections_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

/**
 * One characteristic of the drawing as measured: nominal and tolerance (both null for one
 * judged by eye, such as "free of burrs"), each sample piece's reading, and its verdict.
 */
export const inspectionReadings = pgTable(
  'inspection_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    characteristic: text('characteristic').notNull(),
    nominal: measure('nominal'),
    lowerTolerance: measure('lower_tolerance'),
    upperTolerance: measure('upper_tolerance'),
    unit: text('unit').notNull().default('mm'),
    measured: numeric('measured', { precision: 12, scale: 4, mode: 'number' }).array().notNull(),
    result: text('result').notNull(),
    /** The gauge it was measured with (issue 31): never one overdue for calibration on the day. */
    gaugeId: uuid('gauge_id').references(() => gauges.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('inspection_readings_result', sql`result in ('pass', 'fail')`),
    uniqueIndex('inspection_readings_seq').on(t.inspectionId, t.seq),
    // The readings a gauge took: what to look at again when it fails its calibration.
    index('inspection_readings_gauge').on(t.gaugeId).where(sql`${t.gaugeId} is not null`),
    // SPC reads a characteristic's readings across a product's inspections.
    index('inspection_readings_characteristic').on(t.characteristic, t.inspectionId),
  ],
);
