import { INSPECTION_KIND_LABELS, type Inspection, inspectionPdfName, isLotPdi } from '@lathe/shared';
import { useParams } from 'react-router';
import { DeleteDraftButton, DocumentToolbar } from '../../components/document/document-toolbar';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { TraceLink } from '../../components/trace-link';
import { useResourceItem } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { inspectionsResource } from './api';
import { InspectionDocument } from './inspection-document';
import { ResultBadge } from './result-badge';

function Toolbar({ inspection }: { inspection: Inspection }) {
  const canDelete = useCan('inspection', 'delete');
  return (
    <DocumentToolbar
      listPath="/inspections"
      badges={
        <>
          <span className="text-gray-700 text-sm dark:text-gray-300">
            {isLotPdi(inspection) ? 'PDI of a lot' : INSPECTION_KIND_LABELS[inspection.kind]}
          </span>
          <ResultBadge result={inspection.result} />
          {inspection.kind === 'first_piece' && !inspection.decides && (
            <span className="text-gray-600 text-xs dark:text-gray-400">A later attempt decides</span>
          )}
        </>
      }
      pdf={{ path: `inspections/${inspection.id}/pdf`, fallbackName: inspectionPdfName(inspection) }}
    >
      {inspection.dispatchId && <TraceLink kind="dispatch" id={inspection.dispatchId} button />}
      {canDelete && (
        <DeleteDraftButton
          resource={inspectionsResource}
          id={inspection.id}
          listPath="/inspections"
          noun="inspection"
        />
      )}
    </DocumentToolbar>
  );
}

/**
 * `/inspections/view/:id`: the report as printed (print keeps the document alone), Print,
 * Download PDF, delete for whoever may (a PDI to record it again), and its history.
 */
export function InspectionViewPage() {
  const { id } = useParams();
  const inspection = useResourceItem(inspectionsResource, id);
  return (
    <LoadState
      query={inspection}
      notFoundText="Inspection not found"
      backTo="/inspections"
      backLabel="Back to Inspections"
    >
      {(loaded) => (
        <div className="mx-auto max-w-5xl print:max-w-none">
          <h1 className="sr-only">
            {INSPECTION_KIND_LABELS[loaded.kind]} inspection of {loaded.drawingNumber}
          </h1>
          <Toolbar inspection={loaded} />
          <InspectionDocument inspection={loaded} />
          <div className="print:hidden">
            <RecordHistory entity="inspections" id={loaded.id} />
          </div>
        </div>
      )}
    </LoadState>
  );
}
