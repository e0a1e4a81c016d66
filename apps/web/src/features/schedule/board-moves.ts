import {
  addDays,
  type BoardMachine,
  type BoardPlacement,
  CompiledCalendar,
  dateOfMinute,
  indianDate,
  isoOfMinute,
  type MachineCalendar,
  MINUTES_PER_DAY,
  minuteOfPlantTime,
  OPERATION_KIND_LABELS,
  type OperationKind,
  planBoard,
  type ScheduleBoard,
  type ScheduleData,
  type ShiftWindow,
  shiftWindows,
} from '@lathe/shared';

/*
 * The board's moves, worked out in the browser with the shared calendar and scheduler: where a
 * bar goes on ←/→ (a shift, or a day when zoomed out to days) and ↑/↓ (the next machine that can
 * run it), and the whole schedule as it would be with that pin (the preview), which is what the
 * server answers once the pin is saved.
 */

export type Zoom = 'days' | 'shifts';

/** A placement being moved and not yet saved: where it would be pinned. */
export interface PendingMove {
  operationId: string;
  machineId: string;
  /** Plant time 'yyyy-MM-ddTHH:MM'. */
  start: string;
}

/** Pixels a day takes at each zoom. */
export const DAY_WIDTH: Record<Zoom, number> = { days: 96, shifts: 288 };

/** A machine's calendar with the plant's holidays, as the scheduler reads it. */
export const calendarOf = (board: Pick<ScheduleBoard, 'holidays'>, machine: BoardMachine): MachineCalendar => ({
  ...machine.calendar,
  holidays: board.holidays,
});

/** A machine's calendar ready for arithmetic, with its downtime windows: its working time as the scheduler sees it. */
export const workingCalendarOf = (board: Pick<ScheduleBoard, 'holidays'>, machine: BoardMachine) =>
  new CompiledCalendar(
    calendarOf(board, machine),
    (machine.downtime ?? []).map((window) => ({
      start: minuteOfPlantTime(window.start),
      end: minuteOfPlantTime(window.end),
    })),
  );

/** 'Planning efficiency 85 %; breaks 10:00 (10 min), 12:30 (30 min)': what the machine's row says of how it runs. */
export function runsText(machine: BoardMachine): string {
  const breaks = machine.calendar.breaks ?? [];
  return [
    `Planning efficiency ${machine.efficiencyPercent ?? 100} %`,
    breaks.length === 0 ? 'no breaks' : `breaks ${breaks.map((b) => `${b.start} (${b.minutes} min)`).join(', ')}`,
  ].join('; ');
}

/** The board's window as minute numbers: from midnight of `from`, `days` days long. */
export function windowOf(board: Pick<ScheduleBoard, 'from' | 'days'>) {
  const start = minuteOfPlantTime(`${board.from}T00:00`);
  return { start, end: start + board.days * MINUTES_PER_DAY };
}

/** The shifts of a machine that start on the days from `first` to `last` (ISO dates), in order. */
function shiftsBetween(calendar: MachineCalendar, first: string, last: string): ShiftWindow[] {
  const windows: ShiftWindow[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) windows.push(...shiftWindows(calendar, day));
  return windows;
}

/** How far a move looks for a working shift: a month covers any week of days off and holidays. */
const SEARCH_DAYS = 31;

/** Where moves may go: not before now, not outside the window shown. */
export interface MoveBounds {
  now: number;
  start: number;
  end: number;
}

const within = (bounds: MoveBounds, minute: number | undefined) =>
  minute !== undefined && minute >= Math.max(bounds.now, bounds.start) && minute < bounds.end ? minute : null;

/** The start of the next (or previous) shift of the machine from `start`; null past now or the window. */
export function shiftStep(calendar: MachineCalendar, start: number, direction: 1 | -1, bounds: MoveBounds) {
  const day = dateOfMinute(start);
  const windows =
    direction > 0
      ? shiftsBetween(calendar, addDays(day, -1), addDays(day, SEARCH_DAYS))
      : shiftsBetween(calendar, addDays(day, -SEARCH_DAYS), day);
  const next = direction > 0 ? windows.find((w) => w.start > start) : windows.filter((w) => w.start < start).at(-1);
  return within(bounds, next?.start);
}

/**
 * The same shift on the machine's next (or previous) working day: shift 2 stays shift 2 (or the
 * last shift of a day with fewer). Null past now or the window.
 */
export function dayStep(calendar: MachineCalendar, start: number, direction: 1 | -1, bounds: MoveBounds) {
  const day = dateOfMinute(start);
  const own = [...shiftWindows(calendar, addDays(day, -1)), ...shiftWindows(calendar, day)].find(
    (w) => w.start <= start && start < w.end,
  );
  const ownDay = own ? dateOfMinute(own.start - (own.shift - 1) * (own.end - own.start)) : day;
  const shift = own?.shift ?? 1;
  for (let d = 1; d <= SEARCH_DAYS; d++) {
    const windows = shiftWindows(calendar, addDays(ownDay, direction * d));
    const target = windows[Math.min(shift, windows.length) - 1];
    if (target) return within(bounds, target.start);
  }
  return null;
}

/** Whether a machine can take the operation: available, and runs its kind. */
export const canRun = (machine: BoardMachine, kind: OperationKind) => machine.available && machine.kinds.includes(kind);

/** The next machine up or down the board that can take the operation; null when there is none. */
export function machineStep(
  machines: readonly BoardMachine[],
  machineId: string,
  kind: OperationKind,
  direction: 1 | -1,
): BoardMachine | null {
  const at = machines.findIndex((m) => m.id === machineId);
  for (let i = at + direction; i >= 0 && i < machines.length; i += direction) {
    const machine = machines[i] as BoardMachine;
    if (canRun(machine, kind)) return machine;
  }
  return null;
}

/** The schedule's data with one operation pinned (or let go) as a move would. */
export function withLock(data: ScheduleData, operationId: string, lock: { machineId: string; start: string } | null) {
  return {
    ...data,
    operations: data.operations.map((operation) => (operation.id === operationId ? { ...operation, lock } : operation)),
  };
}

/** The board as it would be with the move saved: the whole schedule recomputed by the shared scheduler. */
export function previewBoard(board: ScheduleBoard, move: PendingMove): ScheduleBoard {
  const data = withLock(board, move.operationId, { machineId: move.machineId, start: move.start });
  return { ...board, operations: data.operations, ...planBoard(data, { from: board.from, days: board.days }) };
}

/** Plant time as people read it: 02/03/2026 08:00. */
export const plantTimeText = (time: string) => `${indianDate(time.slice(0, 10))} ${time.slice(11, 16)}`;

export const minuteText = (minute: number) => plantTimeText(isoOfMinute(minute));

/** A bar as a screen reader names it: the work order, the operation, where and when, late, pinned. */
export function placementText(placement: BoardPlacement, machine: BoardMachine | undefined): string {
  return [
    `${placement.woNumber} ${placement.label} (${OPERATION_KIND_LABELS[placement.kind]})`,
    `on ${machine?.machineNo ?? 'a machine'} from ${plantTimeText(placement.start)} to ${plantTimeText(placement.end)}`,
    placement.late ? 'late' : null,
    placement.locked ? 'pinned' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The bar of an operation on the page, if drawn. */
export const barOf = (operationId: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[data-operation-id]')].find(
    (bar) => bar.dataset.operationId === operationId,
  );
