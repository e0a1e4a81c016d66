import {
  hasPassedPdi,
  missingPdiText,
  type OpenOrderLine,
  pdiOverrideNeededMessage,
  type SalesOrder,
} from '@lathe/shared';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { Alert } from '../../components/ui/alert';
import { useResourceItem } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { salesOrdersResource } from './api';
import { DispatchForm } from './dispatch-form';

/** What the line can send now: all it still needs, or what stock holds of it when that is less (but some). */
export const presetQuantity = (line: OpenOrderLine) =>
  line.stockOnHand !== null && line.stockOnHand > 0
    ? Math.min(line.pendingQuantity, Math.floor(line.stockOnHand))
    : line.pendingQuantity;

/** The warning on a line whose product has no passed PDI: what recording the dispatch will ask, or why it will be refused. */
function PdiNotice({ line }: { line: OpenOrderLine }) {
  const mayOverride = useCan('pdi-override', 'create');
  if (hasPassedPdi(line.pdi)) return null;
  const missing = missingPdiText([{ drawingNumber: line.drawingNumber, pdi: line.pdi }]);
  return (
    <Alert tone="warning">
      {mayOverride
        ? `${missing}. You hold the PDI override: recording the dispatch asks you to confirm it.`
        : `${pdiOverrideNeededMessage(missing)}.`}
    </Alert>
  );
}

/**
 * The dispatch desk's dialog: the order's own dispatch form (dispatch-form.tsx) over the desk,
 * the line preset with what it can send, the PDI warning above. Opened by `?dispatch={line id}`,
 * so Cancel, Escape and the browser's back close it; a recorded dispatch closes it and the desk's
 * lines refresh.
 */
export function DispatchDeskDialog({ line, back }: { line: OpenOrderLine; back: string }) {
  const navigate = useNavigate();
  const order = useResourceItem(salesOrdersResource, line.orderId);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') navigate(back, { replace: true });
  };
  return (
    <div className="fixed inset-0 z-[90] flex items-start justify-center overflow-y-auto bg-gray-900/50 p-4 sm:py-10">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="dispatch-title"
        className="w-full max-w-2xl shadow-theme-lg"
        onKeyDown={onKeyDown}
      >
        <LoadState
          query={order}
          notFoundText="Sales order not found"
          backTo={back}
          backLabel="Back to Open Order Lines"
        >
          {(loaded: SalesOrder) => (
            <DispatchForm
              order={loaded}
              preset={{ orderLineId: line.id, quantity: presetQuantity(line) }}
              notice={
                <>
                  <p className="text-gray-600 text-sm dark:text-gray-400">
                    {loaded.orderNumber} · {loaded.customerPartyCode} {loaded.customerName}
                  </p>
                  <PdiNotice line={line} />
                </>
              }
              back={back}
            />
          )}
        </LoadState>
      </div>
    </div>
  );
}
