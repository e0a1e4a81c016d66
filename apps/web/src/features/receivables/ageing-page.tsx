import type { AgeingRow } from '@lathe/shared';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { CustomerLink } from '../../components/parties/party-link';
import { AgeingTable } from '../../components/reports/ageing-table';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { formatDate } from '../../lib/format-date';
import { useAgeing } from './api';

/**
 * `/receivables/ageing`: what each customer owes today by days past due, the biggest balance
 * first, with the totals; each customer opens its statement. Printable and as a PDF.
 */
export function AgeingPage() {
  const ageing = useAgeing();
  return (
    <>
      <PageHeader
        title="Receivables Ageing"
        description={ageing.data ? `As of ${formatDate(ageing.data.asOf)}, by days past the due date` : undefined}
        actions={
          <>
            <DownloadButton path="receivables/ageing/pdf" fallbackName="ageing.pdf" className="print:hidden" />
            <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </>
        }
      />
      <LoadState query={ageing} notFoundText="No receivables" backTo="/invoices" backLabel="Back to Invoices">
        {(data) =>
          data.rows.length === 0 ? (
            <Card className="p-6 text-gray-600 text-sm dark:text-gray-400">Nothing is owed by any customer.</Card>
          ) : (
            <AgeingTable
              caption="What each customer owes by days past due"
              partyLabel="Customer"
              rows={data.rows}
              rowKey={(row: AgeingRow) => row.customerId}
              party={(row: AgeingRow) => (
                <>
                  <Link
                    to={`/receivables/statement/${row.customerId}`}
                    className="block font-medium text-brand-600 hover:underline dark:text-brand-400"
                  >
                    {row.partyCode}
                  </Link>
                  <CustomerLink
                    id={row.customerId}
                    className="block text-xs"
                    plainClassName="text-gray-600 dark:text-gray-400"
                  >
                    {row.customerName}
                  </CustomerLink>
                </>
              )}
              totals={data.totals}
              columns={[{ label: 'Total', value: (row) => row.total, total: data.totals.total, strong: true }]}
            />
          )
        }
      </LoadState>
    </>
  );
}
