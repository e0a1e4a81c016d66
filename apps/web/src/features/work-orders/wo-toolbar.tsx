import { WORK_ORDER_FLOW, type WorkOrder } from '@lathe/shared';
import { ClipboardCheck, Factory, Lock, Send } from 'lucide-react';
import { DocumentToolbar, DraftButtons, documentPdfName, StepButton } from '../../components/document/document-toolbar';
import { Button, ButtonLink } from '../../components/ui/button';
import { useOffered } from '../../lib/use-can';
import { workOrdersResource } from './api';
import { WorkOrderStatusBadge } from './wo-status';
import { releasedText, releaseQuestion } from './wo-texts';

/**
 * What can be done with the work order, never printed: print, the PDF (job card), and what the
 * shared flow offers the user now: edit, release or delete a draft; inspect its first piece,
 * record production and close short a released one.
 */
export function WorkOrderToolbar({ order, onCloseShort }: { order: WorkOrder; onCloseShort: () => void }) {
  const offered = useOffered(WORK_ORDER_FLOW, order);
  return (
    <DocumentToolbar
      listPath="/work-orders"
      badges={<WorkOrderStatusBadge status={order.status} />}
      pdf={{
        path: `work-orders/${order.id}/pdf`,
        fallbackName: documentPdfName(order.woNumber, order.id, 'work-order'),
      }}
    >
      <DraftButtons
        offered={offered}
        resource={workOrdersResource}
        id={order.id}
        basePath="/work-orders"
        noun="draft work order"
      />
      {offered('release') && (
        <StepButton
          resource={workOrdersResource}
          step="release"
          record={order}
          question={releaseQuestion(order.productDescription)}
          doneMessage={releasedText}
          failedMessage="Failed to release work order"
          icon={Send}
        >
          Release
        </StepButton>
      )}
      {offered('inspect') && (
        <ButtonLink to={`/inspections/first-piece/${order.id}`} variant="secondary">
          <ClipboardCheck aria-hidden="true" className="size-4" />
          First-piece inspection
        </ButtonLink>
      )}
      {offered('produce') && (
        <ButtonLink to={`/production/new?workOrderId=${order.id}`}>
          <Factory aria-hidden="true" className="size-4" />
          Record production
        </ButtonLink>
      )}
      {offered('close') && (
        <Button variant="secondary" onClick={onCloseShort}>
          <Lock aria-hidden="true" className="size-4" />
          Close short
        </Button>
      )}
    </DocumentToolbar>
  );
}
