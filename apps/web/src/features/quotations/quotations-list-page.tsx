import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { useCan } from '../../lib/use-can';
import { useQuotationList } from './api';
import { quotationColumns } from './quotation-columns';
import { QUOTATION_FILTERS, QuotationFilters } from './quotation-filters';

/**
 * Quotations: search by number, customer or enquiry reference, filter by status and customer (in
 * the URL), sort, CSV export; each shows its revision, its validity and whether it has lapsed.
 */
export function QuotationsListPage() {
  const params = useListParams({ filters: QUOTATION_FILTERS });
  const list = useQuotationList(params.query);
  const canCreate = useCan('quotations', 'create');
  const columns = useMemo(() => quotationColumns(), []);
  return (
    <ResourceListPage
      title="Quotations"
      {...(canCreate ? { addLabel: 'New Quotation', addTo: '/quotations/new' } : {})}
      searchPlaceholder="Search by number, customer or enquiry..."
      emptyText="No quotations found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<QuotationFilters params={params} />}
      exportResource="quotations"
    />
  );
}
