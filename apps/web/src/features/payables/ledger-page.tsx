import { IndianRupee, Printer } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { PeriodDay } from '../../components/form/period-day';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { useCompanySettings } from '../../lib/company-settings';
import { formatDate } from '../../lib/format-date';
import { useCan } from '../../lib/use-can';
import { useSupplierLedger } from './api';
import { LedgerDocument } from './ledger-document';

/**
 * `/payables/ledger/:supplierId?from=&to=`: the supplier's ledger for a period (the financial
 * year to date unless chosen): bills credited, TDS and payments debited, the running balance;
 * printed, downloaded as the PDF statement or as CSV.
 */
export function SupplierLedgerPage() {
  const { supplierId = '' } = useParams();
  const [params] = useSearchParams();
  const period = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const ledger = useSupplierLedger(supplierId, period);
  const data = ledger.data;
  const logo = useCompanySettings().data?.logo ?? null;
  const canPay = useCan('supplier-payments', 'create');
  const path = `payables/ledger/${encodeURIComponent(supplierId)}`;
  return (
    <>
      <PageHeader
        title="Supplier Ledger"
        description={
          data &&
          `${data.supplierCode ? `${data.supplierCode} — ` : ''}${data.supplierName}, ${formatDate(data.from)} to ${formatDate(data.to)}`
        }
        actions={
          <>
            {canPay && (
              <ButtonLink to={`/supplier-payments/new?supplierId=${supplierId}`} className="print:hidden">
                <IndianRupee aria-hidden="true" className="size-4" />
                Record Payment
              </ButtonLink>
            )}
            <DownloadButton
              path={`${path}/export`}
              query={period}
              fallbackName="ledger.csv"
              label="Export CSV"
              className="print:hidden"
            />
            <DownloadButton path={`${path}/pdf`} query={period} fallbackName="ledger.pdf" className="print:hidden" />
            <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </>
        }
      />
      <Card className="mb-4 flex flex-wrap items-end gap-4 p-4 print:hidden">
        <PeriodDay name="from" label="From" />
        <PeriodDay name="to" label="To" />
      </Card>
      <LoadState query={ledger} notFoundText="Supplier not found" backTo="/payables/ageing" backLabel="Back to Ageing">
        {(loaded) => <LedgerDocument ledger={loaded} logo={logo} />}
      </LoadState>
    </>
  );
}
