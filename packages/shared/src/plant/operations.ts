import type { OperationKind } from '../production/schedule.js';
import { PRODUCT_CYCLE_TIMES } from '../schemas/product.js';
import { piecesPerHour } from './product-figures.js';

type CycleField = (typeof PRODUCT_CYCLE_TIMES)[number];

/** What each kind of machine work is called on screens. */
export const OPERATION_KIND_LABELS: Record<OperationKind, string> = {
  spm: 'SPM',
  rough: 'Rough',
  second_op: 'Second op',
  single_setup: 'Single setup',
};

/**
 * The operations a product's cycle times stand for, in the order a part goes through them, and
 * the kind of machine each needs: the SPM's rough turning, rough turning of the first side, then
 * of the second (a second operation), a finished part in one setup, or finished in two (the first
 * setup on a machine that runs single setups, the second as a second operation).
 */
export const OPERATION_OF_CYCLE: Record<CycleField, { label: string; kind: OperationKind }> = {
  spm_rough_first_cycle_time_sec: { label: 'SPM rough 1st side', kind: 'spm' },
  rough_first_cycle_time_sec: { label: 'Rough 1st side', kind: 'rough' },
  rough_second_cycle_time_sec: { label: 'Rough 2nd side', kind: 'second_op' },
  single_setup_cycle_time_sec: { label: 'Single setup', kind: 'single_setup' },
  first_setup_cycle_time_sec: { label: '1st setup', kind: 'single_setup' },
  second_setup_cycle_time_sec: { label: '2nd setup', kind: 'second_op' },
};

export interface ProductOperation {
  seq: number;
  cycleField: CycleField;
  label: string;
  kind: OperationKind;
  cycleTimeSec: number;
  /** Whole pieces an hour at the cycle time. */
  piecesPerHour: number | null;
}

/** A work order's operations: one per cycle time the product has (positive), numbered 1, 2, … in order. */
export function productOperations(product: Partial<Record<CycleField, number | null>>): ProductOperation[] {
  return PRODUCT_CYCLE_TIMES.filter((field) => (product[field] ?? 0) > 0).map((field, index) => ({
    seq: index + 1,
    cycleField: field,
    ...OPERATION_OF_CYCLE[field],
    cycleTimeSec: product[field] as number,
    piecesPerHour: piecesPerHour(product[field]),
  }));
}

/** Whole minutes of machine time `pieces` take at `cycleTimeSec` (cycle times have one decimal), rounded up. */
export function runMinutes(pieces: number, cycleTimeSec: number): number {
  const tenths = Math.round(cycleTimeSec * 10);
  return Math.ceil((Math.max(0, pieces) * tenths) / 600);
}

/** Working minutes a plant day gives when nothing better is known: two shifts of eight hours. */
const PLANT_DAY_MINUTES = 2 * 8 * 60;

/**
 * Calendar days a product's routing takes for `pieces` when the schedule has not placed it: every
 * operation's run time and one setup each (`setupMinutes`), over plant days of two 8-hour shifts,
 * six working days a week; at least one day when there is anything to make. What material planning
 * dates a need by when no work order of it is on the schedule: the due date less this.
 */
export function routingDays(
  product: Partial<Record<CycleField, number | null>>,
  pieces: number,
  setupMinutes = 60,
): number {
  if (pieces <= 0) return 0;
  const minutes = productOperations(product).reduce(
    (sum, operation) => sum + runMinutes(pieces, operation.cycleTimeSec) + setupMinutes,
    0,
  );
  const workingDays = Math.max(1, Math.ceil(minutes / PLANT_DAY_MINUTES));
  // A day off for every six worked.
  return workingDays + Math.floor(workingDays / 6);
}
