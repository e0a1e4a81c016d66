import {
  addDays,
  type ScheduleBoard as Board,
  type BoardMachine,
  type BoardPlacement,
  dayOfDate,
  indianDate,
  isoOfMinute,
  MACHINE_STATUS_LABELS,
  minuteOfPlantTime,
  WEEKDAY_LABELS,
  weekdayOf,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { Pin } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useMemo, useRef } from 'react';
import {
  barOf,
  canRun,
  DAY_WIDTH,
  type PendingMove,
  placementText,
  plantTimeText,
  runsText,
  windowOf,
  workingCalendarOf,
  type Zoom,
} from './board-moves';

/** Minutes a dragged bar snaps to. */
const SNAP_MINUTES = 30;
/** Pixels the pointer must travel before a press becomes a drag (a click only focuses). */
const DRAG_THRESHOLD = 4;

interface ScheduleBoardProps {
  /** The board shown: the server's, or the preview of a move. */
  board: Board;
  zoom: Zoom;
  /** The operation whose bar is in the tab order (roving tabindex). */
  activeId: string | null;
  /** The operation being moved, drawn raised. */
  movingId: string | null;
  onActivate(operationId: string): void;
  onKey(event: KeyboardEvent<HTMLButtonElement>, placement: BoardPlacement): void;
  /** A drag reached a new machine or time. */
  onDrag(move: PendingMove): void;
  /** A drag was let go: save it. */
  onDrop(move: PendingMove): void;
  onDragCancel(): void;
  /** A bar clicked, not dragged (or Space on it): show what it is. */
  onOpen(operationId: string): void;
}

const percent = (value: number) => `${(value * 100).toFixed(4)}%`;

/** 'Mon 02/03' */
const dayLabel = (day: string) => `${WEEKDAY_LABELS[weekdayOf(day)]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * The machine's working time inside the window, as stretches of the row (white on the grey of time
 * off): its shifts less their breaks and its downtime windows.
 */
function useShiftBands(board: Board, machine: BoardMachine) {
  return useMemo(() => {
    const { start, end } = windowOf(board);
    const bands: { left: number; width: number }[] = [];
    try {
      const calendar = workingCalendarOf(board, machine);
      for (let day = addDays(board.from, -1), i = -1; i < board.days; i++, day = addDays(day, 1)) {
        for (const w of calendar.workingWindowsOfDay(dayOfDate(day))) {
          const from = Math.max(w.start, start);
          const to = Math.min(w.end, end);
          if (from < to) bands.push({ left: (from - start) / (end - start), width: (to - from) / (end - start) });
        }
      }
    } catch {
      // A calendar the scheduler cannot use has no shifts to draw; the conflicts say why.
    }
    return bands;
  }, [board, machine]);
}

interface RowProps extends Omit<ScheduleBoardProps, 'zoom'> {
  machine: BoardMachine;
  placements: BoardPlacement[];
  rowRef(element: HTMLLIElement | null): void;
  startDrag(event: PointerEvent<HTMLButtonElement>, placement: BoardPlacement): void;
  /** A bar's click, which a drag's release also fires: opens the bar only when it was not dragged. */
  click(placement: BoardPlacement): void;
}

function MachineRow({
  board,
  machine,
  placements,
  activeId,
  movingId,
  onActivate,
  onKey,
  rowRef,
  startDrag,
  click,
}: RowProps) {
  const bands = useShiftBands(board, machine);
  const { start, end } = windowOf(board);
  const span = end - start;
  const unavailable = !machine.available;
  return (
    <li ref={rowRef} data-machine-id={machine.id} className="flex border-gray-200 border-b dark:border-gray-800">
      <div
        className={clsx(
          'sticky left-0 z-20 w-44 shrink-0 border-gray-200 border-r bg-white px-3 py-2 dark:border-gray-800 dark:bg-gray-900',
          unavailable && 'text-gray-500',
        )}
      >
        <span className="block font-medium text-gray-800 text-sm dark:text-white/90">{machine.machineNo}</span>
        <span className="block truncate text-gray-600 text-xs dark:text-gray-400">{machine.name}</span>
        {/* How it runs: efficiency and breaks, whole on hover. */}
        <span className="block truncate text-gray-600 text-xs dark:text-gray-400" title={runsText(machine)}>
          <span className="sr-only">{runsText(machine)}</span>
          <span aria-hidden="true">
            {machine.efficiencyPercent ?? 100} %
            {(machine.calendar.breaks ?? []).length > 0 &&
              ` · breaks ${(machine.calendar.breaks ?? []).map((b) => b.start).join(', ')}`}
          </span>
        </span>
        {machine.status !== 'running' && machine.status !== 'idle' && (
          <>
            <span className="mt-1 inline-block rounded-full bg-gray-200 px-2 py-0.5 font-medium text-gray-800 text-xs dark:bg-white/10 dark:text-gray-200">
              {MACHINE_STATUS_LABELS[machine.status]}
              <span className="sr-only">
                {machine.back ? ', takes work from its expected return' : ', takes no work'}
                {machine.statusNote ? ':' : ''}
              </span>
            </span>
            {/* The note on a line of its own under the badge, whole on hover. */}
            {machine.statusNote && (
              <span
                className="mt-0.5 block truncate text-gray-600 text-xs dark:text-gray-400"
                title={machine.statusNote}
              >
                {machine.statusNote}
              </span>
            )}
          </>
        )}
        {machine.back && (
          <span className="mt-0.5 block text-gray-700 text-xs dark:text-gray-300">
            back {plantTimeText(machine.back)}
          </span>
        )}
      </div>
      <div
        className={clsx(
          'relative min-h-16 grow bg-gray-100 dark:bg-gray-800/60',
          unavailable && 'opacity-50 grayscale',
        )}
        style={{
          backgroundImage: 'linear-gradient(to right, rgb(156 163 175 / 0.5) 1px, transparent 1px)',
          backgroundSize: `${100 / board.days}% 100%`,
        }}
      >
        {bands.map((band) => (
          <div
            key={band.left}
            aria-hidden="true"
            className="absolute inset-y-0 bg-white dark:bg-gray-900"
            style={{ left: percent(band.left), width: percent(band.width) }}
          />
        ))}
        {placements.map((p) => {
          const from = Math.max(minuteOfPlantTime(p.start), start);
          const to = Math.min(minuteOfPlantTime(p.end), end);
          const width = Math.max(to - from, 1);
          return (
            <button
              key={p.operationId}
              type="button"
              data-operation-id={p.operationId}
              tabIndex={p.operationId === activeId ? 0 : -1}
              aria-label={placementText(p, machine)}
              aria-roledescription="schedule bar"
              onFocus={() => onActivate(p.operationId)}
              onKeyDown={(event) => onKey(event, p)}
              onPointerDown={(event) => startDrag(event, p)}
              onClick={() => click(p)}
              className={clsx(
                'absolute top-2 bottom-2 z-10 flex touch-none items-center gap-1 overflow-hidden rounded-md border px-1.5 text-left text-white text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                p.late ? 'border-red-700 bg-red-600/30' : 'border-brand-700 bg-brand-500/30',
                p.operationId === movingId && 'z-30 shadow-lg ring-2 ring-amber-400',
              )}
              style={{ left: percent((from - start) / span), width: percent(width / span) }}
            >
              {p.segments.map((s) => {
                const segFrom = Math.max(minuteOfPlantTime(s.start), from);
                const segTo = Math.min(minuteOfPlantTime(s.end), to);
                if (segFrom >= segTo) return null;
                return (
                  <span
                    key={s.start}
                    aria-hidden="true"
                    className={clsx('absolute inset-y-0', p.late ? 'bg-red-600' : 'bg-brand-500')}
                    style={{ left: percent((segFrom - from) / width), width: percent((segTo - segFrom) / width) }}
                  />
                );
              })}
              <span className="relative flex min-w-0 items-center gap-1" aria-hidden="true">
                {p.locked && <Pin className="size-3 shrink-0" />}
                <span className="truncate font-medium">
                  {p.woNumber} · {p.label}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </li>
  );
}

/**
 * The finite-capacity board: a row per machine, a column per day (wider when zoomed to shifts,
 * where each shift shows as white on the grey of time off), a bar per placement: late in red,
 * pinned with a pin, a machine in breakdown or maintenance greyed. Bars are buttons in one tab
 * stop (roving tabindex); the page handles their keys. A bar dragged with the pointer snaps to
 * half hours and to machines that can run it; the page previews and saves the move.
 */
export function ScheduleBoard(props: ScheduleBoardProps) {
  const { board, zoom, onDrag, onDrop, onDragCancel, onOpen } = props;
  const timelineRef = useRef<HTMLDivElement>(null);
  /** The last press moved its bar: the click its release fires is the drag's, not a click. */
  const dragged = useRef(false);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const drag = useRef<{
    placement: BoardPlacement;
    x: number;
    y: number;
    /** Minutes between the bar's start and where it was grabbed. */
    offset: number;
    moved: boolean;
    target: PendingMove;
  } | null>(null);
  const { start, end } = windowOf(board);
  const byMachine = useMemo(() => {
    const map = new Map<string, BoardPlacement[]>();
    for (const p of board.placements) map.set(p.machineId, [...(map.get(p.machineId) ?? []), p]);
    return map;
  }, [board.placements]);
  const days = useMemo(
    () => Array.from({ length: board.days }, (_, i) => addDays(board.from, i)),
    [board.from, board.days],
  );

  /** The plant minute under a pointer's x. */
  const minuteAt = (clientX: number) => {
    const rect = timelineRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return null;
    return start + ((clientX - rect.left) / rect.width) * (end - start);
  };

  const startDrag = (event: PointerEvent<HTMLButtonElement>, placement: BoardPlacement) => {
    if (event.button !== 0) return;
    dragged.current = false;
    const grabbed = minuteAt(event.clientX);
    drag.current = {
      placement,
      x: event.clientX,
      y: event.clientY,
      offset: grabbed === null ? 0 : grabbed - minuteOfPlantTime(placement.start),
      moved: false,
      target: { operationId: placement.operationId, machineId: placement.machineId, start: placement.start },
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // A bar the preview moves to another row is a new element and loses the capture: a release
    // anywhere still ends the drag (after the board's own handler, which does nothing twice).
    window.addEventListener('pointerup', () => onPointerUp(), { once: true });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    if (!current.moved && Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_THRESHOLD) return;
    current.moved = true;
    const minute = minuteAt(event.clientX);
    if (minute === null) return;
    const snapped = Math.round((minute - current.offset) / SNAP_MINUTES) * SNAP_MINUTES;
    const clamped = Math.min(Math.max(snapped, start), end - SNAP_MINUTES);
    let machineId = current.target.machineId;
    for (const machine of board.machines) {
      const rect = rows.current.get(machine.id)?.getBoundingClientRect();
      if (rect && event.clientY >= rect.top && event.clientY < rect.bottom && canRun(machine, current.placement.kind)) {
        machineId = machine.id;
      }
    }
    const target = { operationId: current.placement.operationId, machineId, start: isoOfMinute(clamped) };
    if (target.machineId === current.target.machineId && target.start === current.target.start) return;
    current.target = target;
    onDrag(current.target);
  };

  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    dragged.current = true;
    const { target, placement } = current;
    if (target.machineId === placement.machineId && target.start === placement.start) onDragCancel();
    else onDrop(target);
  };

  const onPointerCancel = () => {
    const current = drag.current;
    drag.current = null;
    if (current?.moved) onDragCancel();
  };

  // A bar that moved to another row is a new element: keep the keyboard on it.
  const { movingId } = props;
  useLayoutEffect(() => {
    if (!movingId) return;
    const bar = barOf(movingId);
    const keyboardOnBoard =
      document.activeElement === document.body || document.activeElement?.hasAttribute('data-operation-id');
    if (bar && document.activeElement !== bar && keyboardOnBoard) bar.focus();
  });

  return (
    <section
      aria-label={`Machine schedule, ${board.days} days from ${indianDate(board.from)}`}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      className="min-w-max"
    >
      <div
        aria-hidden="true"
        className="sticky top-0 z-30 flex border-gray-200 border-b bg-gray-50 dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="sticky left-0 z-20 w-44 shrink-0 border-gray-200 border-r bg-gray-50 px-3 py-2 font-medium text-gray-600 text-xs uppercase tracking-wide dark:border-gray-800 dark:bg-gray-900 dark:text-gray-400">
          Machine
        </div>
        <div ref={timelineRef} className="flex" style={{ width: days.length * DAY_WIDTH[zoom] }}>
          {days.map((day) => (
            <div
              key={day}
              className="shrink-0 border-gray-200 border-r px-2 py-1.5 text-gray-700 text-xs dark:border-gray-800 dark:text-gray-300"
              style={{ width: DAY_WIDTH[zoom] }}
            >
              <span className="block font-medium">{dayLabel(day)}</span>
              {zoom === 'shifts' && (
                <span aria-hidden="true" className="flex justify-between text-[10px] text-gray-500">
                  <span>00</span>
                  <span>08</span>
                  <span>16</span>
                  <span />
                </span>
              )}
            </div>
          ))}
        </div>
      </div>
      <ul aria-label="Machines">
        {board.machines.map((machine) => (
          <MachineRow
            key={machine.id}
            {...props}
            machine={machine}
            placements={byMachine.get(machine.id) ?? []}
            rowRef={(element) => {
              if (element) rows.current.set(machine.id, element);
              else rows.current.delete(machine.id);
            }}
            startDrag={startDrag}
            click={(placement) => {
              if (!dragged.current) onOpen(placement.operationId);
            }}
          />
        ))}
      </ul>
      {board.machines.length === 0 && (
        <p className="px-4 py-6 text-gray-600 text-sm dark:text-gray-400">
          No machines yet: add them under Machines, then set their shifts under Machine Capacity.
        </p>
      )}
    </section>
  );
}
