import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { materialCertificates } from './buying.js';
import { recordColumns, searchText, sortIndex, trigramIndex } from './columns.js';
import { products } from './products.js';
import { users } from './users.js';

/*
 * Proving the parts (issue 31): the gauges and instruments inspections measure with and their
 * calibrations, and each product's control plan, the characteristics its first-piece, in-process
 * and pre-dispatch inspections measure.
 */

const measure = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'number' });

/**
 * A gauge or instrument: what it is, what it measures and where it is kept, and how often it is
 * calibrated. `due_on` is the last day it may be used (its last passed calibration + the
 * frequency), kept by the calibrations so "overdue" and "due soon" are one index range.
 */
export const gauges = pgTable(
  'gauges',
  {
    ...recordColumns(),
    /** The plant's own number, engraved or tagged on the gauge: "VC-012". */
    code: text('code').notNull(),
    name: text('name').notNull(),
    gaugeType: text('gauge_type').notNull(),
    /** What it reads across, as its maker states it: "0–150 mm". */
    rangeText: text('range_text').notNull().default(''),
    leastCount: measure('least_count'),
    unit: text('unit').notNull().default('mm'),
    location: text('location').notNull().default(''),
    calibrationFrequencyDays: integer('calibration_frequency_days').notNull(),
    lastCalibratedOn: date('last_calibrated_on'),
    dueOn: date('due_on'),
    /** 'active', or 'retired' (kept for the readings taken with it, never offered again). */
    status: text('status').notNull().default('active'),
    remarks: text('remarks'),
    searchText: searchText('code', 'name', 'gauge_type', 'location'),
  },
  (t) => [
    check('gauges_status', sql`status in ('active', 'retired')`),
    check('gauges_frequency', sql`calibration_frequency_days between 1 and 3650`),
    uniqueIndex('gauges_code_unique').on(sql`lower(${t.code})`),
    trigramIndex('gauges_search_trgm', t.searchText),
    sortIndex('gauges_code_sort', t.code, t.id),
    sortIndex('gauges_name_sort', t.name, t.id),
    sortIndex('gauges_gauge_type_sort', t.gaugeType, t.id),
    sortIndex('gauges_due_on_sort', t.dueOn, t.id),
    sortIndex('gauges_created_at_sort', t.createdAt, t.id),
    sortIndex('gauges_updated_at_sort', t.updatedAt, t.id),
    index('gauges_status_due').on(t.status, t.dueOn),
  ],
);

/** One calibration of a gauge: when, by whom, the result, its certificate and the next due date it set. */
export const gaugeCalibrations = pgTable(
  'gauge_calibrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gaugeId: uuid('gauge_id')
      .notNull()
      .references(() => gauges.id, { onDelete: 'cascade' }),
    calibratedOn: date('calibrated_on').notNull(),
    result: text('result').notNull(),
    /** The laboratory or the plant's own standards room. */
    agency: text('agency').notNull().default(''),
    certificateNumber: text('certificate_number').notNull().default(''),
    certificateId: uuid('certificate_id').references(() => materialCertificates.id, { onDelete: 'restrict' }),
    /** The gauge's due date this calibration set: calibrated on + frequency when passed. */
    nextDueOn: date('next_due_on'),
    remarks: text('remarks'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gauge_calibrations_result', sql`result in ('pass', 'fail')`),
    index('gauge_calibrations_gauge').on(t.gaugeId, t.calibratedOn),
  ],
);

/** A product's control plan: its revision, saved whole each time (AIAG's control plan, production phase). */
export const controlPlans = pgTable(
  'control_plans',
  {
    ...recordColumns(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 1 on the first save, one more on each save after. */
    revision: integer('revision').notNull().default(1),
    revisedOn: date('revised_on').notNull(),
    remarks: text('remarks'),
  },
  (t) => [uniqueIndex('control_plans_product').on(t.productId)],
);

/**
 * One characteristic of the control plan: the drawing's specification and tolerance, how it is
 * measured and with which gauge, how many pieces how often, the stages that measure it, and what
 * to do when it is out.
 */
export const controlPlanCharacteristics = pgTable(
  'control_plan_characteristics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    controlPlanId: uuid('control_plan_id')
      .notNull()
      .references(() => controlPlans.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    characteristic: text('characteristic').notNull(),
    /** The special characteristic's class: '' for none, 'critical' or 'significant'. */
    special: text('special').notNull().default(''),
    nominal: measure('nominal'),
    lowerTolerance: measure('lower_tolerance'),
    upperTolerance: measure('upper_tolerance'),
    unit: text('unit').notNull().default('mm'),
    /** How it is measured: "Vernier, at 3 places". */
    method: text('method').notNull().default(''),
    /** The kind of gauge it takes ("Vernier caliper"), and the very gauge when the plan names one. */
    gaugeType: text('gauge_type').notNull().default(''),
    gaugeId: uuid('gauge_id').references(() => gauges.id, { onDelete: 'restrict' }),
    sampleSize: integer('sample_size').notNull().default(1),
    /** How often: "Every 2 hours", "Per setup". */
    frequency: text('frequency').notNull().default(''),
    firstPiece: boolean('first_piece').notNull().default(true),
    inProcess: boolean('in_process').notNull().default(true),
    pdi: boolean('pdi').notNull().default(true),
    reactionPlan: text('reaction_plan').notNull().default(''),
  },
  (t) => [
    check('control_plan_characteristics_special', sql`special in ('', 'critical', 'significant')`),
    check('control_plan_characteristics_sample', sql`sample_size between 1 and 1000`),
    uniqueIndex('control_plan_characteristics_seq').on(t.controlPlanId, t.seq),
    index('control_plan_characteristics_gauge').on(t.gaugeId).where(sql`${t.gaugeId} is not null`),
  ],
);
