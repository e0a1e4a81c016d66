import {
  FIRST_PIECE_LABELS,
  goodsQuantityText,
  OPERATION_KIND_LABELS,
  type ProductionEntry,
  type ProductionEntryInput,
  type ProductionMachine,
  type ProductionReason,
  type ProductionWorkOrder,
  WORK_ORDER_STATUS_LABELS,
} from '@lathe/shared';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '../../components/form/date-field';
import { SearchSelectField } from '../../components/form/search-select-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { Alert } from '../../components/ui/alert';
import { formatDate } from '../../lib/format-date';
import {
  findOperators,
  findWorkOrders,
  useProductionMachines,
  useProductionWorkOrder,
  useReasons,
  useWorkday,
} from './api';
import { wholeText } from './production-format';

/** What the form holds: the shared schema's input (numbers as typed text). */
export type EntryFormValues = ProductionEntryInput;

const WORK_ORDERS_KEY = ['production', 'work-orders', 'options'] as const;
const OPERATORS_KEY = ['production', 'operators', 'options'] as const;

/** Digits only: whole pieces and minutes. */
const digits = (text: string) => text.replace(/\D/g, '');

/** "WO/2026-27/0001 — Shaft (DRG-1)". */
export const workOrderLabel = (order: Pick<ProductionWorkOrder, 'woNumber' | 'productDescription' | 'drawingNumber'>) =>
  `${order.woNumber ?? 'Draft'} — ${order.productDescription}${order.drawingNumber ? ` (${order.drawingNumber})` : ''}`;

/** "Single setup — 8,200 left of 10,000". */
const operationOption = (operation: ProductionWorkOrder['operations'][number]) => ({
  value: operation.id,
  label: `${operation.seq}. ${operation.label} — ${wholeText(operation.leftToMake)} left of ${wholeText(operation.inputQuantity)}`,
});

/** A list's active reasons, and the one the entry already names even if it has been deactivated since. */
const reasonOptions = (reasons: ProductionReason[] | undefined, kept: string | null | undefined) =>
  (reasons ?? [])
    .filter((reason) => reason.active || reason.id === kept)
    .map((reason) => ({ value: reason.id, label: reason.active ? reason.name : `${reason.name} (no longer used)` }));

/** The work order's progress, its first piece and, when entries are refused now, why. */
function WorkOrderSummary({ order }: { order: ProductionWorkOrder }) {
  const firstPiece =
    order.firstPiece === 'none'
      ? FIRST_PIECE_LABELS.none
      : `${FIRST_PIECE_LABELS[order.firstPiece]} on ${formatDate(order.firstPieceOn)}`;
  return (
    <div className="grid gap-3 sm:col-span-2">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-4" aria-label="Work order progress">
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Status</dt>
          <dd className="font-medium">{WORK_ORDER_STATUS_LABELS[order.status]}</dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Ordered</dt>
          <dd className="font-medium tabular-nums">{wholeText(order.quantity)}</dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Good so far</dt>
          <dd className="font-medium tabular-nums">{wholeText(order.goodQuantity)}</dd>
        </div>
        <div>
          <dt className="text-gray-600 dark:text-gray-400">Left to make</dt>
          <dd className="font-medium tabular-nums">{wholeText(order.leftToMake)}</dd>
        </div>
      </dl>
      <p className="text-sm">
        <span
          className={
            order.firstPiece === 'passed' ? 'text-green-700 dark:text-green-400' : 'text-amber-700 dark:text-amber-400'
          }
        >
          {firstPiece}
        </span>
        {order.releasedOn && (
          <span className="text-gray-600 dark:text-gray-400"> · released {formatDate(order.releasedOn)}</span>
        )}
      </p>
      {order.refusal && <Alert tone="warning">{order.refusal}</Alert>}
      {order.barOwedKg > 0 && (
        <Alert tone="info">
          {`${goodsQuantityText(order.barOwedKg)} kg of bar for the pieces started was not in stock to issue; it is issued once it comes in.`}
        </Alert>
      )}
    </div>
  );
}

/** Picks the operation when the work order has only one, and clears one that is not the order's. */
function useOperationFollowsOrder(order: ProductionWorkOrder | undefined) {
  const { getValues, setValue } = useFormContext<EntryFormValues>();
  useEffect(() => {
    if (!order) return;
    const current = getValues('operationId');
    if (order.operations.some((operation) => operation.id === current)) return;
    const only = order.operations.length === 1 ? order.operations[0]?.id : undefined;
    setValue('operationId', only ?? '', { shouldDirty: !!current });
  }, [order, getValues, setValue]);
}

const machineLabel = (machine: ProductionMachine) => `${machine.machineNo} — ${machine.machineName}`;

/**
 * The entry's fields: the work order (its progress and first piece shown), the operation with what
 * it has left to make, the machines that can run it and their shifts, the operator, the pieces
 * with the rejection reason and the downtime with its reason from the company's lists.
 */
/** A shift's planned minutes on the machine: its length less its breaks, as the server counts them. */
const shiftMinutesOf = (machine: ProductionMachine, shift: unknown) =>
  machine.shiftMinutes?.[Number(shift) - 1] ?? machine.shiftMinutes?.[0] ?? Math.round(machine.hoursPerShift * 60);

export function EntryFields({ entry }: { entry?: ProductionEntry | undefined }) {
  const [workOrderId, operationId, machineId, rejected, downtime, shift, entryDate] = useWatch<
    EntryFormValues,
    ['workOrderId', 'operationId', 'machineId', 'rejectedQuantity', 'downtimeMinutes', 'shift', 'entryDate']
  >({
    name: ['workOrderId', 'operationId', 'machineId', 'rejectedQuantity', 'downtimeMinutes', 'shift', 'entryDate'],
  });
  const order = useProductionWorkOrder(workOrderId).data;
  const machines = useProductionMachines().data ?? [];
  const rejectionReasons = useReasons('rejection').data;
  const downtimeReasons = useReasons('downtime').data;
  // Said as the date and machine are chosen, not only once saved: the entry is kept all the same.
  const dayWarnings = useWorkday(machineId, entryDate).data?.warnings ?? [];
  useOperationFollowsOrder(order);

  const operation = order?.operations.find((row) => row.id === operationId);
  const machine = machines.find((row) => row.id === machineId);
  const capable = machines.filter(
    (row) => !operation || row.operationKinds.includes(operation.kind) || row.id === machineId,
  );
  const shifts = Array.from({ length: machine?.shiftsPerDay ?? 3 }, (_, i) => ({
    value: String(i + 1),
    label: `Shift ${i + 1}`,
  }));
  const someRejected = Number(rejected ?? 0) > 0;
  const someDowntime = Number(downtime ?? 0) > 0;

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <SearchSelectField
            name="workOrderId"
            label="Work order"
            required
            fetchOptions={findWorkOrders}
            queryKey={WORK_ORDERS_KEY}
            placeholder="Search by WO number, product or drawing"
            noOptionsText="No released work orders found"
            {...(order ? { selectedLabel: workOrderLabel(order) } : {})}
            disabled={!!entry}
            hint={entry ? 'An entry stays with its work order' : undefined}
          />
        </div>
        {order && <WorkOrderSummary order={order} />}
        <SelectField
          name="operationId"
          label="Operation"
          required
          placeholder={order ? 'Choose the operation' : 'Choose the work order first'}
          options={(order?.operations ?? []).map(operationOption)}
          hint={
            operation
              ? `${wholeText(operation.leftToMake)} left to make: ${wholeText(operation.inputQuantity)} to make, ${wholeText(operation.goodQuantity)} good so far · ${OPERATION_KIND_LABELS[operation.kind]}, ${operation.cycleTimeSec} s a piece`
              : undefined
          }
        />
        <SelectField
          name="machineId"
          label="Machine"
          required
          placeholder="Choose the machine"
          options={capable.map((row) => ({ value: row.id, label: machineLabel(row) }))}
          hint={operation ? `Machines that run ${OPERATION_KIND_LABELS[operation.kind]} operations` : undefined}
        />
        <DateField name="entryDate" label="Date" required />
        <SelectField name="shift" label="Shift" required options={shifts} />
        {dayWarnings.map((warning) => (
          <Alert key={warning} tone="warning" className="sm:col-span-2">
            {warning}
          </Alert>
        ))}
        <div className="sm:col-span-2">
          <SearchSelectField
            name="operatorId"
            label="Operator"
            required
            fetchOptions={findOperators}
            queryKey={OPERATORS_KEY}
            placeholder="Search employees by code or name"
            noOptionsText="No active employees found"
            {...(entry ? { selectedLabel: entry.operatorName } : {})}
          />
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          name="goodQuantity"
          label="Good pieces"
          required
          inputMode="numeric"
          autoComplete="off"
          sanitize={digits}
        />
        <TextField
          name="rejectedQuantity"
          label="Rejected pieces"
          inputMode="numeric"
          autoComplete="off"
          sanitize={digits}
        />
        <SelectField
          name="rejectionReasonId"
          label="Rejection reason"
          required={someRejected}
          placeholder="Choose why"
          options={reasonOptions(rejectionReasons, entry?.rejectionReasonId)}
        />
        <TextField
          name="downtimeMinutes"
          label="Downtime (minutes)"
          inputMode="numeric"
          autoComplete="off"
          sanitize={digits}
          hint={
            machine
              ? `A shift of ${machine.machineNo} is ${wholeText(shiftMinutesOf(machine, shift))} minutes`
              : undefined
          }
        />
        <SelectField
          name="downtimeReasonId"
          label="Downtime reason"
          required={someDowntime}
          placeholder="Choose why"
          options={reasonOptions(downtimeReasons, entry?.downtimeReasonId)}
        />
      </div>
      <TextareaField name="remarks" label="Remarks" maxLength={500} />
    </>
  );
}
