import type { PayablesAgeingRow } from '@lathe/shared';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { AgeingTable } from '../../components/reports/ageing-table';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { usePayablesAgeing } from './api';

/**
 * `/payables/ageing`: what each supplier is owed today on its booked bills (total − TDS − paid) by
 * days past the due date, the advances paid to it beside it and what nets off, the biggest balance
 * first; each supplier opens its ledger. Printable.
 */
export function PayablesAgeingPage() {
  const ageing = usePayablesAgeing();
  return (
    <>
      <PageHeader
        title="Payables Ageing"
        description={ageing.data ? `As of ${formatDate(ageing.data.asOf)}, by days past the due date` : undefined}
        actions={
          <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        }
      />
      <LoadState query={ageing} notFoundText="No payables" backTo="/supplier-payments" backLabel="Back to Payments">
        {(data) =>
          data.rows.length === 0 ? (
            <Card className="p-6 text-gray-600 text-sm dark:text-gray-400">Nothing is owed to any supplier.</Card>
          ) : (
            <AgeingTable
              caption="What each supplier is owed by days past due"
              partyLabel="Supplier"
              rows={data.rows}
              rowKey={(row: PayablesAgeingRow) => row.supplierId}
              party={(row: PayablesAgeingRow) => (
                <>
                  <Link
                    to={`/payables/ledger/${row.supplierId}`}
                    className="block font-medium text-brand-600 hover:underline dark:text-brand-400"
                  >
                    {row.supplierName}
                  </Link>
                  {row.supplierCode && (
                    <span className="block text-gray-600 text-xs dark:text-gray-400">{row.supplierCode}</span>
                  )}
                </>
              )}
              totals={data.totals}
              columns={[
                { label: 'Owed', value: (row) => row.total, total: data.totals.total, strong: true },
                { label: 'Advance', value: (row) => row.advance, total: data.totals.advance },
                { label: 'Net', value: (row) => row.net, total: data.totals.net, strong: true },
              ]}
            />
          )
        }
      </LoadState>
    </>
  );
}
