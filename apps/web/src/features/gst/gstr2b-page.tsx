import {
  GSTR2B_TOLERANCE_DEFAULT,
  GSTR2B_TOLERANCE_MAX,
  GSTR2B_TOLERANCE_MESSAGE,
  GSTR2B_VIEWS,
  type Gstr2bReconciliation,
  type Gstr2bRow,
  type Gstr2bView,
  monthName,
} from '@lathe/shared';
import { Landmark } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { LoadState } from '../../components/form/load-state';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { amountText, count } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';
import { Gstr2bActionDialog, type Gstr2bDialogAction } from './gstr2b-action-dialog';
import { useGstr2b, useGstr2bUndo } from './gstr2b-api';
import { Gstr2bImport } from './gstr2b-import';
import { Gstr2bRows } from './gstr2b-rows';
import { MonthPicker, useMonth } from './month-picker';

const VIEW_LABELS: Record<Gstr2bView, string> = {
  all: 'All',
  matched: 'Matched',
  mismatched: 'Mismatched',
  'only-in-2b': 'Only in 2B',
  'only-in-books': 'Only in books',
  decided: 'Reviewed / deferred',
};

const TOLERANCE = /^\d{1,3}(\.\d{1,2})?$/;

/** The tolerance a text gives, or null when it is not ₹0 to ₹100 in rupees and paise. */
function toleranceOf(text: string | null): number | null {
  if (text === null || !TOLERANCE.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= GSTR2B_TOLERANCE_MAX ? value : null;
}

/** The view and tolerance of the address (`?view=mismatched&tolerance=5`), beside its month. */
function usePageParams() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view = (GSTR2B_VIEWS as readonly string[]).includes(asked ?? '') ? (asked as Gstr2bView) : 'all';
  const tolerance = toleranceOf(params.get('tolerance')) ?? GSTR2B_TOLERANCE_DEFAULT;
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return { view, tolerance, set };
}

/** Each side's documents, figures and ITC. */
function SideTotals({ report }: { report: Gstr2bReconciliation }) {
  const num = `${tdClass} whitespace-nowrap text-right tabular-nums`;
  const sides = [
    ['GSTR-2B', report.twoB, ['document', 'documents']],
    ['Books', report.books, ['bill', 'bills']],
  ] as const;
  return (
    <Card className="mb-4">
      <HorizontalScroll label="Totals of each side">
        <table className="min-w-full">
          <caption className="sr-only">Each side's totals, in rupees</caption>
          <TableHead
            columns={[
              '',
              { label: 'Count', align: 'right' },
              { label: 'Taxable (₹)', align: 'right' },
              { label: 'IGST (₹)', align: 'right' },
              { label: 'CGST (₹)', align: 'right' },
              { label: 'SGST (₹)', align: 'right' },
              { label: 'Cess (₹)', align: 'right' },
              { label: 'ITC (₹)', align: 'right' },
            ]}
          />
          <tbody className={tbodyClass}>
            {sides.map(([label, side, what]) => (
              <tr key={label}>
                <th scope="row" className={`${tdClass} text-left font-medium`}>
                  {label}
                </th>
                <td className={num}>
                  {count(side.count)} {what[side.count === 1 ? 0 : 1]}
                </td>
                <td className={num}>{amountText(side.taxable)}</td>
                <td className={num}>{amountText(side.igst)}</td>
                <td className={num}>{amountText(side.cgst)}</td>
                <td className={num}>{amountText(side.sgst)}</td>
                <td className={num}>{amountText(side.cess)}</td>
                <td className={`${num} font-semibold`}>{amountText(side.itc)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
      <p className="px-4 pb-3 text-gray-600 text-xs dark:text-gray-400">
        GSTR-2B's ITC is what the portal shows as available, credit notes taken away; the books' is the tax of the bills
        on this page.
      </p>
    </Card>
  );
}

/** The tolerance box: applied on Enter or on leaving it, refused with its message when out of bounds. */
function ToleranceField({ tolerance, onChange }: { tolerance: number; onChange: (value: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(tolerance));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const value = toleranceOf(text);
    if (value === null) setError(GSTR2B_TOLERANCE_MESSAGE);
    else {
      setError(null);
      if (value !== tolerance) onChange(value);
    }
  };
  return (
    <div>
      <label htmlFor={id} className={`${labelClass} mb-1.5`}>
        Tolerance (₹ per amount)
      </label>
      <input
        id={id}
        inputMode="decimal"
        className={inputClass(!!error, 'w-32')}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 max-w-48 text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Who imported the month's 2B and when, what it held, or how to get one. */
function ImportFacts({ report }: { report: Gstr2bReconciliation }) {
  const imported = report.import;
  if (!imported) {
    return (
      <Alert tone="info" className="mb-4">
        No GSTR-2B of {monthName(report.month)} imported yet: the month's bills are shown only in the books. Download it
        from the GST portal (Returns › GSTR-2B › Download GSTR-2B details, JSON) and import it here.
      </Alert>
    );
  }
  const ignored = Object.entries(imported.ignored);
  return (
    <p className="mb-4 text-gray-600 text-sm dark:text-gray-400">
      GSTR-2B of {monthName(report.month)}
      {imported.generatedOn ? `, generated ${formatDate(imported.generatedOn)}` : ''}: {count(imported.documents)}{' '}
      documents, imported {formatDateTime(imported.importedAt)}
      {imported.importedByName ? ` by ${imported.importedByName}` : ''}.
      {ignored.length > 0 &&
        ` Left aside (not matched): ${ignored.map(([section, n]) => `${section} ${count(n)}`).join(', ')}.`}
    </p>
  );
}

/**
 * `/gst/gstr-2b?month=yyyy-MM`: the portal's GSTR-2B of the month imported and matched against the
 * supplier bills by GSTIN, number and year; each row matched, mismatched (the fields marked), only in
 * 2B or only in the books, with Accept, Link and Defer, and Undo.
 */
export function Gstr2bPage() {
  const [month, setMonth] = useMonth();
  const { view, tolerance, set } = usePageParams();
  const report = useGstr2b(month, tolerance, view);
  const canEdit = useCan('supplier-bills', 'edit');
  const canSeeSales = useCan('invoices', 'view');
  const undo = useGstr2bUndo();
  const [dialog, setDialog] = useState<{ row: Gstr2bRow; action: Gstr2bDialogAction } | null>(null);

  const undone = async (id: string) => {
    try {
      await undo.mutateAsync(id);
      toast.success('Undone');
    } catch (failure) {
      toast.error(errorMessage(failure, 'Could not undo it'));
    }
  };

  return (
    <>
      <PageHeader
        title="GSTR-2B Reconciliation"
        description={`Inward supplies of ${monthName(month)} as the portal's GSTR-2B shows them, against the supplier bills`}
        actions={
          <>
            {canSeeSales && (
              <ButtonLink to={`/gst/gstr-3b?month=${month}`} variant="secondary">
                <Landmark aria-hidden="true" className="size-4" />
                GSTR-3B
              </ButtonLink>
            )}
            {report.data && (
              <DownloadButton
                path="gst/gstr-2b/export"
                query={{ month, tolerance, view }}
                fallbackName={`gstr-2b-${month}.csv`}
                label="Download CSV"
                failure="Failed to export the reconciliation"
              />
            )}
          </>
        }
      />
      <Card className="mb-4 flex flex-wrap items-start gap-4 p-4">
        <MonthPicker month={month} onChange={setMonth} />
        <ToleranceField
          key={tolerance}
          tolerance={tolerance}
          onChange={(value) => set({ tolerance: value === GSTR2B_TOLERANCE_DEFAULT ? null : String(value) })}
        />
        {canEdit && (
          <div className="pt-6">
            <Gstr2bImport month={month} />
          </div>
        )}
      </Card>
      <LoadState
        query={report}
        notFoundText="Nothing found"
        backTo="/supplier-bills"
        backLabel="Back to Supplier Bills"
      >
        {(loaded) => (
          <>
            <ImportFacts report={loaded} />
            <SideTotals report={loaded} />
            <Card>
              <fieldset className="flex flex-wrap gap-1 p-4">
                <legend className="sr-only">Rows shown</legend>
                {GSTR2B_VIEWS.map((v) => (
                  <Button
                    key={v}
                    variant={view === v ? 'primary' : 'secondary'}
                    aria-pressed={view === v}
                    onClick={() => set({ view: v === 'all' ? null : v })}
                  >
                    {VIEW_LABELS[v]} ({count(loaded.counts[v])})
                  </Button>
                ))}
              </fieldset>
              {loaded.rows.length === 0 ? (
                <p className="px-4 pb-4 text-gray-600 text-sm dark:text-gray-400">No rows here.</p>
              ) : (
                <Gstr2bRows
                  rows={loaded.rows}
                  canEdit={canEdit}
                  onAction={(row, action) => setDialog({ row, action })}
                  onUndone={(id) => void undone(id)}
                />
              )}
              <p className="px-4 py-3 text-gray-600 text-xs dark:text-gray-400">
                Matched by the supplier's GSTIN, the invoice number (letters and digits) and the financial year; the
                date, taxable value, IGST, CGST, SGST, cess, value and reverse charge then agree, each amount within ₹
                {tolerance}. {count(loaded.counts.open)} open.
              </p>
            </Card>
          </>
        )}
      </LoadState>
      {dialog && (
        <Gstr2bActionDialog
          row={dialog.row}
          action={dialog.action}
          month={month}
          tolerance={tolerance}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
