import type { InspectionSummary, ListResult } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../lib/api-client';
import { useCan } from '../../lib/use-can';

const link = 'inline-flex items-center gap-1 text-brand-600 hover:underline dark:text-brand-400';

/**
 * The PDI reports of the order's dispatches, by dispatch (one a product it sends): one request for
 * the order, asked only of a user who may see inspections. Read again with the inspections' lists.
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
  const byDispatch = new Map<string, InspectionSummary[]>();
  for (const report of reports.data?.data ?? []) {
    if (!report.dispatchId) continue;
    byDispatch.set(report.dispatchId, [...(byDispatch.get(report.dispatchId) ?? []), report]);
  }
  return { canView, byDispatch };
}

/**
 * A dispatch's PDI reports, each "PDI report (Pass)" or "(Fail)" (named for its drawing when the
 * dispatch sends several products), and "Record PDI" for whoever may inspect while a product it
 * sends has none.
 */
export function DispatchPdiLinks({
  dispatch,
  products,
  reports,
}: {
  dispatch: { id: string; challanNumber: string | null };
  /** The products the dispatch sends, in the order's line order: the reports are listed in it. */
  products: string[];
  reports: InspectionSummary[];
}) {
  const canCreate = useCan('inspection', 'create');
  const name = dispatch.challanNumber ?? 'this dispatch';
  const several = products.length > 1;
  const recordable = canCreate && reports.length < products.length;
  if (reports.length === 0 && !recordable) return <span className="text-gray-500">—</span>;
  const ordered = [...reports].sort((a, b) => products.indexOf(a.productId) - products.indexOf(b.productId));
  return (
    <div className="flex flex-col items-start gap-1">
      {ordered.map((report) => (
        <Link
          key={report.id}
          to={`/inspections/view/${report.id}`}
          className={link}
          aria-label={several ? `PDI report of ${report.drawingNumber} on ${name}` : `PDI report of ${name}`}
        >
          <ClipboardCheck aria-hidden="true" className="size-4" />
          {several ? `PDI ${report.drawingNumber}` : 'PDI report'} ({report.result === 'pass' ? 'Pass' : 'Fail'})
        </Link>
      ))}
      {recordable && (
        <Link to={`/inspections/pdi/${dispatch.id}`} className={link} aria-label={`Record the PDI of ${name}`}>
          <ClipboardCheck aria-hidden="true" className="size-4" />
          Record PDI
        </Link>
      )}
    </div>
  );
}
