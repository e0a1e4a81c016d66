import type { InspectionSummary, ListResult } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../lib/api-client';
import { useCan } from '../../lib/use-can';

const link = 'inline-flex items-center gap-1 text-brand-600 hover:underline dark:text-brand-400';

/**
 * The PDI reports of the order's dispatches, by dispatch: one request for the order (a dispatch
 * has at most one report), asked only of a user who may see inspections. Read again with the
 * inspections' lists.
 */
export function useDispatchPdis(orderId: string) {
  const canView = useCan('inspection', 'view');
  const reports = useQuery({
    queryKey: ['inspections', 'list', { salesOrderId: orderId, kind: 'pdi' }],
    queryFn: ({ signal }) =>
      api.get<ListResult<InspectionSummary>>(
        'inspections',
        { salesOrderId: orderId, kind: 'pdi', limit: 100, sortBy: 'inspectedOn' },
        signal,
      ),
    enabled: canView,
  });
  const byDispatch = new Map((reports.data?.data ?? []).map((r) => [r.dispatchId, r]));
  return { canView, byDispatch };
}

/** A dispatch's "PDI report" (its report, Pass or Fail), or "Record PDI" for whoever may inspect. */
export function DispatchPdiLink({
  dispatch,
  report,
}: {
  dispatch: { id: string; challanNumber: string | null };
  report: InspectionSummary | undefined;
}) {
  const canCreate = useCan('inspection', 'create');
  const name = dispatch.challanNumber ?? 'this dispatch';
  if (report) {
    return (
      <Link to={`/inspections/view/${report.id}`} className={link} aria-label={`PDI report of ${name}`}>
        <ClipboardCheck aria-hidden="true" className="size-4" />
        PDI report ({report.result === 'pass' ? 'Pass' : 'Fail'})
      </Link>
    );
  }
  if (!canCreate) return <span className="text-gray-500">—</span>;
  return (
    <Link to={`/inspections/pdi/${dispatch.id}`} className={link} aria-label={`Record the PDI of ${name}`}>
      <ClipboardCheck aria-hidden="true" className="size-4" />
      Record PDI
    </Link>
  );
}
