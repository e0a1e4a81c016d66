import { indianDate, OPERATION_KIND_LABELS, type ScheduleBoard } from '@lathe/shared';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { Particular } from '../../components/document/document-parts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { plantTimeText } from './board-moves';

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * What a clicked bar is: its work order (a link to it), product and customer, the machine, when
 * its setup and run fall, whether it is pinned, and its order's due date against the projected
 * finish. Nothing when the bar is not on the board shown.
 */
export function PlacementDetails({
  board,
  operationId,
  onClose,
}: {
  board: ScheduleBoard;
  operationId: string | null;
  onClose(): void;
}) {
  const placement = board.placements.find((p) => p.operationId === operationId);
  if (!placement) return null;
  const machine = board.machines.find((m) => m.id === placement.machineId);
  const forecast = board.forecasts.find((f) => f.workOrderId === placement.workOrderId);
  const hasSetup = placement.setupEnd !== placement.start;
  return (
    <Card className="p-4">
      <section aria-labelledby="placement-heading" className="grid gap-3 text-sm">
        <div className="flex items-start justify-between gap-2">
          <h2 id="placement-heading" className="font-semibold text-gray-800 dark:text-white/90">
            {placement.woNumber} · {placement.label}
          </h2>
          <Button variant="secondary" aria-label="Close the bar’s details" onClick={onClose}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <dl className="grid gap-1">
          <Particular label="Product">{placement.product}</Particular>
          <Particular label="For">{forecast?.customerName ?? 'Stock'}</Particular>
          <Particular label="Operation">{OPERATION_KIND_LABELS[placement.kind]}</Particular>
          <Particular label="Machine">{machine ? `${machine.machineNo} — ${machine.name}` : '—'}</Particular>
          {hasSetup && (
            <Particular label="Setup">
              {plantTimeText(placement.start)} to {plantTimeText(placement.setupEnd)}
            </Particular>
          )}
          <Particular label="Runs">
            {plantTimeText(placement.setupEnd)} to {plantTimeText(placement.end)}
          </Particular>
          <Particular label="Pinned">{placement.locked ? 'Yes, where it stands' : 'No'}</Particular>
          {forecast && <Particular label="Due">{indianDate(forecast.dueDate)}</Particular>}
          {forecast?.finish && (
            <Particular label="Order finishes">
              {plantTimeText(forecast.finish)}, {forecast.late ? `${daysText(forecast.daysLate)} late` : 'on time'}
            </Particular>
          )}
        </dl>
        <Link
          to={`/work-orders/view/${placement.workOrderId}`}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Open work order {placement.woNumber}
        </Link>
      </section>
    </Card>
  );
}
