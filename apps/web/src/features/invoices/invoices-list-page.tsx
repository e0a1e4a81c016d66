import type { InvoiceTotals } from '@lathe/shared';
import { FileJson, FileMinus, Hourglass, Landmark } from 'lucide-react';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { rupees } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';
import { invoicesResource, useInvoiceList } from './api';
import { invoiceColumns } from './invoice-columns';
import { INVOICE_FILTERS, InvoiceFilters } from './invoice-filters';

/** What the invoices matching the filters still owe, and how much of it is past due. */
function OutstandingTotals({ totals }: { totals: InvoiceTotals }) {
  return (
    <Card className="mt-4 px-4 py-3 sm:px-5">
      <section aria-label="Amounts due">
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div className="flex items-baseline gap-2">
            <dt className="text-gray-600 dark:text-gray-400">Outstanding</dt>
            <dd className="font-semibold text-gray-800 tabular-nums dark:text-white/90">
              {rupees(totals.outstanding)}
            </dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt className="text-gray-600 dark:text-gray-400">Overdue</dt>
            <dd className="font-semibold text-red-700 tabular-nums dark:text-red-400">{rupees(totals.overdue)}</dd>
          </div>
        </dl>
        <p className="mt-1 text-gray-500 text-xs dark:text-gray-400">
          For the invoices matching the search and filters.
        </p>
      </section>
    </Card>
  );
}

/** Invoices: search, filters kept in the URL, sort, CSV export, and what is still owed. */
export function InvoicesListPage() {
  const params = useListParams({ filters: INVOICE_FILTERS });
  const list = useInvoiceList(params.query);
  const canCreate = useCan('invoices', 'create');
  const canEdit = useCan('invoices', 'edit');
  const canDelete = useCan('invoices', 'delete');
  const deleteDraft = useEntityDelete(invoicesResource, 'draft invoice');
  const columns = useMemo(
    () => invoiceColumns({ canEdit, canDelete, onDelete: (invoice) => void deleteDraft(invoice.id) }),
    [canEdit, canDelete, deleteDraft],
  );
  const totals = list.data?.totals;

  return (
    <>
      <ResourceListPage
        title="Invoices"
        {...(canCreate ? { addLabel: 'New Invoice', addTo: '/invoices/new' } : {})}
        searchPlaceholder="Search invoices..."
        emptyText="No invoices found"
        columns={columns}
        params={params}
        list={list}
        toolbar={<InvoiceFilters params={params} />}
        exportResource="invoices"
        headerActions={
          <>
            <ButtonLink to="/receivables/ageing" variant="secondary">
              <Hourglass aria-hidden="true" className="size-4" />
              Receivables ageing
            </ButtonLink>
            <ButtonLink to="/gst/e-invoices" variant="secondary">
              <FileJson aria-hidden="true" className="size-4" />
              e-Invoices
            </ButtonLink>
            <ButtonLink to="/gst/gstr-1" variant="secondary">
              <Landmark aria-hidden="true" className="size-4" />
              GSTR-1
            </ButtonLink>
            <ButtonLink to="/gst/gstr-3b" variant="secondary">
              <Landmark aria-hidden="true" className="size-4" />
              GSTR-3B
            </ButtonLink>
            <ButtonLink to="/notes" variant="secondary">
              <FileMinus aria-hidden="true" className="size-4" />
              Credit &amp; debit notes
            </ButtonLink>
          </>
        }
      />
      {totals && !list.isError && <OutstandingTotals totals={totals} />}
    </>
  );
}
