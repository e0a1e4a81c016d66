import { monthName, todayIn } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { customerOptionLabel, useCustomerOption } from '../../components/pickers/customer-options';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage, isApiError } from '../../lib/api-error';
import { importSchedule, previewImport, refreshAfterChange, type SchedulePreview, useMonthSchedule } from './api';
import { ImportForm, type ImportFormValues, type ImportIntent, importQuery } from './import-form';
import { type FileProblem, problemsOf } from './import-problems';
import { PreviewDifference } from './preview-difference';
import { PreviewTable } from './preview-table';
import { ProblemsTable } from './problems-table';
import { defaultFirmUntil, isMonth, revisionLabel, thisMonth } from './schedule-format';

/** What the page shows under the form: the file's lines, or its problems (previewed, or a refused import). */
type Outcome =
  | { kind: 'preview'; customerId: string; month: string; preview: SchedulePreview }
  | { kind: 'problems'; imported: boolean; problems: FileProblem[] };

/** The lines of the previewed file against the month's latest revision, when the month has one. */
function PreviewOutcome({ outcome }: { outcome: Extract<Outcome, { kind: 'preview' }> }) {
  const existing = useMonthSchedule(outcome.customerId, outcome.month);
  const { preview } = outcome;
  return (
    <Card className="mt-6 grid gap-6 p-5 sm:p-6">
      {existing.data ? (
        <PreviewDifference schedule={existing.data} lines={preview.lines} />
      ) : existing.data === null ? (
        <p className="text-gray-600 text-sm dark:text-gray-400">
          {monthName(outcome.month)} has no schedule yet: this file makes its first ({revisionLabel(0)}).
        </p>
      ) : null}
      <PreviewTable lines={preview.lines} />
    </Card>
  );
}

/**
 * `/delivery-schedules/import`: a customer's schedule file (.xlsx or CSV) read by its columns,
 * previewed (its lines and the difference from the month's latest revision, or every problem by
 * row and column) and imported as the month's next revision. `?customerId=&month=` starts from
 * a schedule's month ("Import a revision").
 */
export function ScheduleImportPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const customerId = params.get('customerId') ?? '';
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : thisMonth();
  const customer = useCustomerOption(customerId || null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const refused = (error: unknown, imported: boolean) => {
    const problems = isApiError(error) ? problemsOf(error.errors) : [];
    if (problems.length === 0) return false;
    setOutcome({ kind: 'problems', imported, problems });
    return true;
  };

  const submit = async (values: ImportFormValues, intent: ImportIntent) => {
    const query = importQuery(values);
    if (intent === 'preview') {
      try {
        const preview = await previewImport(values.file, query);
        setOutcome(
          preview.problems.length > 0
            ? { kind: 'problems', imported: false, problems: preview.problems }
            : { kind: 'preview', customerId: values.customerId, month: values.month, preview },
        );
      } catch (error) {
        setOutcome(null);
        if (!refused(error, false)) throw error;
        toast.error('The file has problems: see the list under the form');
      }
      return;
    }
    try {
      const saved = await importSchedule(values.file, query);
      refreshAfterChange(client, saved);
      toast.success(`${monthName(saved.month)} of ${saved.customerName} imported as ${revisionLabel(saved.revision)}`);
      navigate(`/delivery-schedules/view/${saved.id}`, { replace: true });
    } catch (error) {
      setOutcome(null);
      if (!refused(error, true)) throw error;
      toast.error('The file was not imported: see its problems under the form');
    }
  };

  return (
    <>
      <PageHeader
        title="Import a Delivery Schedule"
        description="The customer’s Excel workbook or CSV file as the month’s next revision: previewed first, refused whole when any row cannot be read"
      />
      {customerId && customer.isLoading ? (
        <PageSpinner />
      ) : (
        <ImportForm
          defaults={{
            customerId,
            month,
            receivedOn: todayIn(),
            firmUntil: defaultFirmUntil(month),
            reference: '',
            layout: 'long',
            headerRow: '1',
            partColumn: '',
            dateColumn: '',
            quantityColumn: '',
            sheet: '',
            file: null as unknown as File,
          }}
          customerLabel={customer.data ? customerOptionLabel(customer.data.partyCode, customer.data.name) : undefined}
          onSubmit={submit}
          onError={(error, intent) =>
            toast.error(
              errorMessage(error, intent === 'preview' ? 'Failed to read the file' : 'Failed to import the file'),
            )
          }
          onChange={() => setOutcome(null)}
        />
      )}
      {outcome?.kind === 'preview' && <PreviewOutcome outcome={outcome} />}
      {outcome?.kind === 'problems' && (
        <Card className="mt-6 p-5 sm:p-6">
          <ProblemsTable problems={outcome.problems} imported={outcome.imported} />
        </Card>
      )}
    </>
  );
}
