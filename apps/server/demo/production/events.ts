import type {
  FirstPieceInput,
  MachineCapacityInput,
  MachineDowntimeInput,
  PdiInput,
  PlantHolidayInput,
  ProductionEntryInput,
  WorkOrderInput,
} from '@lathe/shared';

/*
 * The demo plant's month as a list of things people did, each at its moment (a plant minute:
 * minutes since 1970-01-01 00:00 India time): the bodies are what the screens would send, naming
 * the work orders by the plan's own reference (`wo:3`) and operations by their sequence until the
 * run knows their ids. Played in order, they number the WO series in date order and never record
 * production before its work order was released and its first piece passed.
 */

/** Who keys it in. */
export type Role = 'planner' | 'supervisor' | 'inspector';

export type ProductionEvent = { minute: number; by: Role } & (
  | { type: 'holiday'; body: PlantHolidayInput }
  | { type: 'capacity'; machineId: string; body: MachineCapacityInput }
  /** A window a machine does not work, until its expected return. */
  | { type: 'downtime'; machineId: string; body: MachineDowntimeInput }
  /** A draft made and released at once (the form's Save and release). */
  | { type: 'work-order'; ref: string; body: WorkOrderInput }
  | { type: 'first-piece'; workOrder: string; body: Omit<FirstPieceInput, 'workOrderId'> }
  | {
      type: 'entry';
      workOrder: string;
      operationSeq: number;
      body: Omit<ProductionEntryInput, 'workOrderId' | 'operationId'>;
    }
  | { type: 'pdi'; body: PdiInput }
);

/** What comes first at the same minute: the calendar, then the work order, its inspection, its production. */
const RANK: Record<ProductionEvent['type'], number> = {
  holiday: 0,
  capacity: 1,
  downtime: 1,
  'work-order': 2,
  'first-piece': 3,
  entry: 4,
  pdi: 5,
};

export const compareEvents = (a: ProductionEvent, b: ProductionEvent) =>
  a.minute - b.minute || RANK[a.type] - RANK[b.type];
