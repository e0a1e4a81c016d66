import { formatIndianNumber, NO_CYCLE_TIMES_MESSAGE, OPERATION_KIND_LABELS } from '@lathe/shared';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../components/form/text-field';
import { Alert } from '../../components/ui/alert';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { useCompanySettings } from '../../lib/company-settings';
import { count } from '../../lib/format-figures';
import {
  barNeeded,
  type FormProduct,
  previewOperations,
  typedQuantity,
  type WorkOrderFormValues,
} from './wo-form-values';

const figure = `${tdClass} text-right tabular-nums whitespace-nowrap`;
const hours = (value: number) => formatIndianNumber(value, 2);

/**
 * The product's operations as the server will write them, each with its pieces an hour and the
 * machine hours the quantity typed takes (recomputed as it is typed), and the bar it will need.
 * Each operation after the first takes its own transfer time from the one before (left empty, the
 * plant's default, shown as the placeholder).
 */
export function OperationsPreview({ product }: { product: FormProduct | undefined }) {
  const typed = useWatch<WorkOrderFormValues, 'quantity'>({ name: 'quantity' });
  const plantTransfer = useCompanySettings().data?.transferMinutes;
  if (!product) {
    return (
      <p className="text-gray-600 text-sm dark:text-gray-400">
        Choose a product or a sales order line to see its operations.
      </p>
    );
  }
  const quantity = typedQuantity(typed);
  const operations = previewOperations(product, quantity);
  if (operations.length === 0) return <Alert tone="warning">{NO_CYCLE_TIMES_MESSAGE}</Alert>;
  const total = Math.round(operations.reduce((sum, o) => sum + o.hoursForQuantity * 100, 0)) / 100;
  const bar = barNeeded(product, quantity);
  const forWhat = quantity === null ? 'Hours' : `Hours for ${count(quantity)}`;
  return (
    <div className="grid gap-3">
      <HorizontalScroll label="Operations">
        <table className="w-full min-w-[560px] text-sm">
          <caption className="sr-only">Operations</caption>
          <TableHead
            columns={[
              'Operation',
              'Machine',
              { label: 'Cycle time (s)', align: 'right' },
              { label: 'Pieces / hour', align: 'right' },
              { label: forWhat, align: 'right' },
              { label: 'Transfer before (min)', align: 'right' },
            ]}
          />
          <tbody className={tbodyClass}>
            {operations.map((operation) => (
              <tr key={operation.cycleField}>
                <td className={tdClass}>
                  {operation.seq}. {operation.label}
                </td>
                <td className={tdClass}>{OPERATION_KIND_LABELS[operation.kind]}</td>
                <td className={figure}>{formatIndianNumber(operation.cycleTimeSec, 1)}</td>
                <td className={figure}>{operation.piecesPerHour === null ? '—' : count(operation.piecesPerHour)}</td>
                <td className={figure}>{quantity === null ? '—' : hours(operation.hoursForQuantity)}</td>
                <td className={`${tdClass} w-32`}>
                  {operation.seq === 1 ? (
                    <span className="block text-right text-gray-600 dark:text-gray-400">—</span>
                  ) : (
                    <TextField
                      name={`transferMinutes.${operation.cycleField}`}
                      label={`Transfer before ${operation.label} (minutes)`}
                      hideLabel
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={plantTransfer === undefined ? 'Plant' : `${plantTransfer} (plant)`}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          {quantity !== null && operations.length > 1 && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={4} className={`${tdClass} text-right font-medium`}>
                  Total machine hours
                </th>
                <td className={`${figure} font-medium`}>{hours(total)}</td>
                <td />
              </tr>
            </tfoot>
          )}
        </table>
      </HorizontalScroll>
      {bar && (
        <p className="text-gray-600 text-sm dark:text-gray-400">
          Needs {formatIndianNumber(bar.kg, 3)} kg of {bar.bar} bar, reserved from stock when released.
        </p>
      )}
    </div>
  );
}
