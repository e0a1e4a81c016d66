import { monthName } from '@lathe/shared';
import { Landmark, Printer } from 'lucide-react';
import { LoadState } from '../../components/form/load-state';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { useCan } from '../../lib/use-can';
import { useGstr3b } from './api';
import { Gstr3bTables } from './gstr3b-tables';
import { MonthPicker, useMonth } from './month-picker';

/**
 * `/gst/gstr-3b?month=yyyy-MM`: the month's GSTR-3B worksheet from the invoices, notes and
 * supplier bills, tables 3.1, 3.2, 4 and 5 as on the form, each figure opening the documents
 * behind it; the JSON for the portal's offline tool, and a printout.
 */
export function Gstr3bPage() {
  const [month, setMonth] = useMonth();
  const report = useGstr3b(month);
  const [year, mm] = month.split('-');
  const data = report.data;
  const canReconcile = useCan('supplier-bills', 'view');
  return (
    <>
      <PageHeader
        title="GSTR-3B"
        description={`Summary return of ${monthName(month)}, from the invoices, notes and supplier bills`}
        actions={
          data && (
            <>
              {canReconcile && (
                <ButtonLink to={`/gst/gstr-2b?month=${month}`} variant="secondary" className="print:hidden">
                  <Landmark aria-hidden="true" className="size-4" />
                  GSTR-2B reconciliation
                </ButtonLink>
              )}
              <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
                <Printer aria-hidden="true" className="size-4" />
                Print
              </Button>
              {data.json && (
                <DownloadButton
                  path="gst/gstr-3b/json"
                  query={{ month }}
                  fallbackName={`GSTR3B_${data.gstin}_${mm}${year}.json`}
                  label="Download GSTR-3B JSON"
                  variant="primary"
                  failure="Failed to make GSTR-3B"
                  className="print:hidden"
                />
              )}
            </>
          )
        }
      />
      <Card className="mb-4 flex flex-wrap items-end gap-4 p-4 print:hidden">
        <MonthPicker month={month} onChange={setMonth} />
        <p className="max-w-md text-gray-600 text-xs dark:text-gray-400">
          Lathe prepares the worksheet; it does not file the return. Upload the JSON in the GST portal's offline tool,
          compare it with GSTR-2B, and file from the portal.
        </p>
      </Card>
      <LoadState query={report} notFoundText="Nothing found" backTo="/invoices" backLabel="Back to Invoices">
        {(loaded) => (
          <>
            <p className="mb-4 hidden text-sm print:block">
              GSTIN {loaded.gstin} · Return period {monthName(loaded.month)}
            </p>
            {loaded.billsHidden && (
              <Alert tone="warning" className="mb-4">
                {loaded.billsHidden}. The JSON for the portal needs them too.
              </Alert>
            )}
            {loaded.warnings.map((warning) => (
              <Alert key={warning} tone="error" className="mb-4">
                {warning}
              </Alert>
            ))}
            <Gstr3bTables report={loaded} />
          </>
        )}
      </LoadState>
    </>
  );
}
