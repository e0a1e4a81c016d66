import {
  addDays,
  type ScheduleBoard as Board,
  type BoardPlacement,
  indiaDayAndTime,
  isoOfMinute,
  minuteOfPlantTime,
  OPERATION_KIND_LABELS,
} from '@lathe/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { useCan } from '../../lib/use-can';
import { type BoardWindow, useLockOperation, useScheduleBoard } from './api';
import {
  barOf,
  calendarOf,
  dayStep,
  machineStep,
  type PendingMove,
  placementText,
  plantTimeText,
  previewBoard,
  shiftStep,
  windowOf,
  type Zoom,
} from './board-moves';
import { ForecastList } from './forecast-list';
import { PlacementDetails } from './placement-details';
import { ScheduleBoard } from './schedule-board';

/** Days a window shows at each zoom. */
export const ZOOM_DAYS: Record<Zoom, number> = { days: 14, shifts: 7 };

/** What a screen reader hears about a bar where a move would put it, and its order's finish. */
function moveText(board: Board, operationId: string): string {
  const placement = board.placements.find((p) => p.operationId === operationId);
  if (!placement) return 'It would fall outside the days shown.';
  const machine = board.machines.find((m) => m.id === placement.machineId);
  const forecast = board.forecasts.find((f) => f.workOrderId === placement.workOrderId);
  const finish =
    forecast?.finish == null
      ? ''
      : ` The work order would finish ${plantTimeText(forecast.finish)}, ${
          forecast.late ? `${forecast.daysLate === 1 ? '1 day' : `${forecast.daysLate} days`} late` : 'on time'
        }.`;
  return `${placementText(placement, machine)}.${finish}`;
}

/** When the server computed the board's plan, India's time; and whether a newer plan is on its way. */
function PlanTime({ board }: { board: Board }) {
  if (!board.computedAt) return null;
  return (
    <p className="text-gray-600 text-sm dark:text-gray-400">
      Plan of {indiaDayAndTime(board.computedAt).time}
      {board.stale && <span className="ml-2 text-amber-700 dark:text-amber-300">Updating…</span>}
    </p>
  );
}

/** The next bar for PageDown/PageUp/Home/End: the board's bars in order, machine by machine. */
function barAfter(placements: readonly BoardPlacement[], operationId: string, key: string): BoardPlacement | undefined {
  if (key === 'Home') return placements[0];
  if (key === 'End') return placements.at(-1);
  const at = placements.findIndex((p) => p.operationId === operationId);
  return placements[at + (key === 'PageDown' ? 1 : -1)];
}

/**
 * The machine schedule: the board (machines × days, zoomable to shifts) beside the open work
 * orders' projected finish. A bar is moved by dragging it, or from the keyboard (←/→ a shift, or
 * a day in day zoom; ↑/↓ another machine that can run it); while it moves, the whole schedule
 * is recomputed in the browser by the shared scheduler with the move as a pin, and saving the
 * pin (Enter, or letting go) replaces that preview with the server's board. L pins or unpins a
 * bar where it stands. Every change is read out in a live region.
 */
export function SchedulePage() {
  const [zoom, setZoom] = useState<Zoom>('days');
  const [span, setSpan] = useState<BoardWindow>({ days: ZOOM_DAYS.days });
  const query = useScheduleBoard(span);
  const lock = useLockOperation();
  const mayEdit = useCan('schedule', 'edit');
  const [moving, setMoving] = useState<{ move: PendingMove; preview: Board } | null>(null);
  const pending = moving?.move ?? null;
  const [activeId, setActiveId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The bar whose details are open. */
  const [openId, setOpenId] = useState<string | null>(null);
  const board = query.data;

  // The preview is computed once per move (the whole schedule, by the shared scheduler).
  const shown = moving?.preview ?? board;
  const active = shown?.placements.some((p) => p.operationId === activeId)
    ? activeId
    : (shown?.placements[0]?.operationId ?? null);

  const move = (next: PendingMove) => {
    if (!board) return;
    const preview = previewBoard(board, next);
    setMoving({ move: next, preview });
    setAnnouncement(`${moveText(preview, next.operationId)} Enter saves, Escape cancels.`);
  };

  const cancel = () => {
    setMoving(null);
    setAnnouncement('Move cancelled.');
  };

  const workOrderVersion = (operationId: string) => {
    const operation = board?.operations.find((op) => op.id === operationId);
    return board?.workOrders.find((order) => order.id === operation?.workOrderId)?.version;
  };

  /** Saves a pin (or lets one go); the server's board replaces the preview. */
  const save = (operationId: string, pin: Omit<PendingMove, 'operationId'> | null) => {
    if (lock.isPending) return;
    lock.mutate(
      {
        operationId,
        lock: pin && { machineId: pin.machineId, start: pin.start, version: workOrderVersion(operationId) },
        window: span,
      },
      {
        onSuccess: (fresh) => {
          setMoving(null);
          const said = `${pin ? 'Pinned' : 'Unpinned'}. ${moveText(fresh, operationId)}`;
          setAnnouncement(said);
          toast.success(said);
        },
        onError: (error) => {
          setMoving(null);
          const message = errorMessage(error, 'The move could not be saved');
          toast.error(message);
          setAnnouncement(message);
          void query.refetch();
        },
      },
    );
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, placement: BoardPlacement) => {
    if (!board || !shown) return;
    const { key } = event;
    if (['PageDown', 'PageUp', 'Home', 'End'].includes(key)) {
      event.preventDefault();
      const next = barAfter(shown.placements, placement.operationId, key);
      if (next) {
        setActiveId(next.operationId);
        barOf(next.operationId)?.focus();
      }
      return;
    }
    const moving = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', 'Escape', 'l', 'L'].includes(key);
    if (!moving) return;
    event.preventDefault();
    if (!mayEdit) {
      setAnnouncement('You may look at the schedule but not move it.');
      return;
    }
    const mine = pending?.operationId === placement.operationId ? pending : null;
    const at = mine ?? { operationId: placement.operationId, machineId: placement.machineId, start: placement.start };
    if (key === 'Escape') {
      if (mine) cancel();
      return;
    }
    if (key === 'Enter') {
      if (mine) save(mine.operationId, mine);
      return;
    }
    if (key === 'l' || key === 'L') {
      save(placement.operationId, placement.locked && !mine ? null : at);
      return;
    }
    if (pending && !mine) setMoving(null);
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      const direction = key === 'ArrowDown' ? 1 : -1;
      const machine = machineStep(board.machines, at.machineId, placement.kind, direction);
      if (!machine) {
        setAnnouncement(
          `No machine ${direction > 0 ? 'below' : 'above'} can run ${OPERATION_KIND_LABELS[placement.kind]}.`,
        );
        return;
      }
      move({ ...at, machineId: machine.id });
      return;
    }
    const direction = key === 'ArrowRight' ? 1 : -1;
    const machine = board.machines.find((m) => m.id === at.machineId);
    if (!machine) return;
    const bounds = { now: minuteOfPlantTime(board.now), ...windowOf(board) };
    const step = zoom === 'shifts' ? shiftStep : dayStep;
    const start = step(calendarOf(board, machine), minuteOfPlantTime(at.start), direction, bounds);
    if (start === null) {
      setAnnouncement(direction > 0 ? 'Not later than the days shown.' : 'Not earlier than now or the days shown.');
      return;
    }
    move({ ...at, start: isoOfMinute(start) });
  };

  const changeZoom = (next: Zoom) => {
    setZoom(next);
    setMoving(null);
    setSpan((current) => ({ from: current.from ?? board?.from, days: ZOOM_DAYS[next] }));
  };

  const shift = (direction: 1 | -1) => {
    if (!board) return;
    setMoving(null);
    setSpan({ from: addDays(board.from, direction * board.days), days: board.days });
  };

  return (
    <>
      <PageHeader
        title="Machine Schedule"
        description={
          board ? `Released work orders planned on each machine's shifts, as of ${plantTimeText(board.now)}` : undefined
        }
        actions={
          <>
            {board && <PlanTime board={board} />}
            <div className="flex gap-1">
              <Button variant="secondary" aria-label="Earlier days" onClick={() => shift(-1)} disabled={!board}>
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setMoving(null);
                  setSpan({ days: ZOOM_DAYS[zoom] });
                }}
              >
                Today
              </Button>
              <Button variant="secondary" aria-label="Later days" onClick={() => shift(1)} disabled={!board}>
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
            <fieldset className="flex gap-1">
              <legend className="sr-only">Zoom</legend>
              {(['days', 'shifts'] as const).map((z) => (
                <Button
                  key={z}
                  variant={zoom === z ? 'primary' : 'secondary'}
                  aria-pressed={zoom === z}
                  onClick={() => changeZoom(z)}
                >
                  {z === 'days' ? 'Days' : 'Shifts'}
                </Button>
              ))}
            </fieldset>
          </>
        }
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {query.isLoading ? (
        <PageSpinner />
      ) : !board || !shown ? (
        <Card className="p-6">
          <Alert>{errorMessage(query.error, 'The schedule could not be loaded')}</Alert>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Card>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid min-w-0 content-start gap-4">
            <Card className="overflow-hidden">
              <HorizontalScroll label="Machine schedule">
                <ScheduleBoard
                  board={shown}
                  zoom={zoom}
                  activeId={active}
                  movingId={pending?.operationId ?? null}
                  onActivate={setActiveId}
                  onKey={onKey}
                  onDrag={(next) => (mayEdit ? move(next) : undefined)}
                  onDrop={(next) => (mayEdit ? save(next.operationId, next) : undefined)}
                  onDragCancel={cancel}
                  onOpen={setOpenId}
                />
              </HorizontalScroll>
            </Card>
            <p className="text-gray-600 text-xs dark:text-gray-400">
              {mayEdit
                ? 'Click a bar (or press Space on it) for its work order. Drag a bar to another machine or time, or from the keyboard: PageUp/PageDown go from bar to bar; ← → move it by a shift (a day when zoomed to days), ↑ ↓ to another machine; Enter saves, Escape cancels; L pins or unpins it where it is.'
                : 'Click a bar (or press Space on it) for its work order; PageUp/PageDown go from bar to bar.'}{' '}
              Red bars belong to work orders that will finish after their due date.
            </p>
            {shown.conflicts.length > 0 && (
              <Card className="p-4">
                <h2 className="mb-2 font-semibold text-gray-800 text-sm dark:text-white/90">Needs a look</h2>
                <ul className="list-disc space-y-1 pl-5 text-amber-800 text-sm dark:text-amber-300">
                  {shown.conflicts.map((conflict) => (
                    <li key={conflict}>{conflict}</li>
                  ))}
                </ul>
              </Card>
            )}
          </div>
          <div className="grid min-w-0 content-start gap-6 [&>*]:min-w-0">
            <PlacementDetails board={shown} operationId={openId} onClose={() => setOpenId(null)} />
            <ForecastList forecasts={shown.forecasts} />
          </div>
        </div>
      )}
    </>
  );
}
