import {
  can,
  TALLY_KIND_LABELS,
  TALLY_KINDS,
  type TallyKind,
  type TallySummary,
  tallyExportQuerySchema,
  tallyKindsFor,
  todayIn,
} from '@lathe/shared';
import { Link, useSearchParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { PeriodDay } from '../../components/form/period-day';
import { Alert } from '../../components/ui/alert';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { useAuthStore } from '../../lib/auth-store';
import { formatDate } from '../../lib/format-date';
import { count, rupees } from '../../lib/format-figures';
import { useTallySummary } from './api';

/** This month so far, India time: the period until another is chosen. */
function monthToDate() {
  const today = todayIn();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The kinds of vouchers to write, kept in the URL (`kinds=sales,receipts`); none named: every kind the user may export. */
function useKinds(allowed: TallyKind[]) {
  const [params, setParams] = useSearchParams();
  const named = params.get('kinds');
  const kinds = named === null ? allowed : allowed.filter((kind) => named.split(',').includes(kind));
  const toggle = (kind: TallyKind) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const chosen = kinds.includes(kind) ? kinds.filter((k) => k !== kind) : [...kinds, kind];
        next.set('kinds', TALLY_KINDS.filter((k) => chosen.includes(k)).join(','));
        return next;
      },
      { replace: true },
    );
  return { kinds, toggle };
}

function SummaryTable({ summary }: { summary: TallySummary }) {
  return (
    <table className="min-w-full">
      <caption className="sr-only">Vouchers in the file, by kind</caption>
      <TableHead columns={['Vouchers', { label: 'Count', align: 'right' }, { label: 'Total', align: 'right' }]} />
      <tbody className={tbodyClass}>
        {summary.kinds.map((row) => (
          <tr key={row.kind}>
            <td className={tdClass}>{row.label}</td>
            <td className={`${tdClass} text-right tabular-nums`}>{count(row.count)}</td>
            <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>{rupees(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What Tally must have before the file goes in: the ledgers it posts to, and the parties by name. */
function Ledgers({ summary, canEditSettings }: { summary: TallySummary; canEditSettings: boolean }) {
  if (summary.ledgers.length === 0) return null;
  return (
    <div className="p-5">
      <h2 className="font-semibold text-base text-gray-800 dark:text-white/90">Ledgers the file posts to</h2>
      <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">
        Tally refuses a voucher whose ledger it does not have: create any of these it lacks.{' '}
        {canEditSettings ? (
          <>
            Their names are set in{' '}
            <Link to="/settings/company" className="text-brand-600 hover:underline dark:text-brand-400">
              Company Settings → Tally
            </Link>
            .
          </>
        ) : (
          'Their names are set in Company Settings → Tally.'
        )}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Ledgers">
        {summary.ledgers.map((ledger) => (
          <li
            key={ledger}
            className="rounded-md border border-gray-200 px-2 py-1 text-gray-700 text-sm dark:border-gray-700 dark:text-gray-300"
          >
            {ledger}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-gray-600 text-sm dark:text-gray-400">
        And {count(summary.parties)} {summary.parties === 1 ? 'party' : 'parties'}: each customer and supplier posts to
        a ledger of its name as in Lathe (under Sundry Debtors or Sundry Creditors), with its bill-wise references:
        invoice numbers for customers, the supplier's invoice numbers for suppliers.
      </p>
    </div>
  );
}

function HowToImport({ company }: { company: string | null }) {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-base text-gray-800 dark:text-white/90">How to import into Tally Prime</h2>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-gray-700 text-sm dark:text-gray-300">
        <li>
          Open {company ? `the company "${company}"` : 'the company the vouchers belong to'} in Tally Prime, and take a
          backup first (Alt+Y → Backup).
        </li>
        <li>
          Create the ledgers listed above that Tally does not have yet, and the customers and suppliers as ledgers of
          the same names (Gateway of Tally → Create → Ledger).
        </li>
        <li>
          Gateway of Tally → Import → Transactions (or Alt+O → Import → Transactions). Give the path of the downloaded
          file, choose what to do with vouchers that are already in Tally, and import.
        </li>
        <li>
          Read Tally's import summary: how many vouchers came in, and any it refused with the reason (a missing ledger
          is named). Each voucher goes into Tally's voucher type of the same name: Sales, Purchase, Credit Note, Debit
          Note, Receipt or Payment.
        </li>
        <li>
          Import each period once. A voucher keeps Lathe's number; a customer's payment, which Lathe does not number, is
          numbered by Tally.
        </li>
      </ol>
    </Card>
  );
}

/**
 * `/tally/export?from=&to=&kinds=`: a period's sales, credit and debit notes, purchases, receipts and
 * payments (each kind only for whoever may see its documents) as Tally Prime's XML import file,
 * with what it holds and how to import it.
 */
export function TallyExportPage() {
  const user = useAuthStore((s) => s.user);
  const allowed = tallyKindsFor(user);
  const [params] = useSearchParams();
  const fallback = monthToDate();
  const from = params.get('from') || fallback.from;
  const to = params.get('to') || fallback.to;
  const { kinds, toggle } = useKinds(allowed);
  const query = { from, to, kinds: kinds.join(',') };
  const checked = tallyExportQuerySchema.safeParse(query);
  const problems =
    kinds.length === 0
      ? ['Choose at least one kind of voucher']
      : (checked.error?.issues.map((issue) => issue.message) ?? []);
  const summary = useTallySummary(query, problems.length === 0);
  const data = problems.length === 0 ? summary.data : undefined;
  const vouchers = data?.kinds.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <>
      <PageHeader
        title="Tally Export"
        description={`Vouchers for Tally Prime of the documents dated ${formatDate(from)} to ${formatDate(to)}`}
        actions={
          data &&
          vouchers > 0 && (
            <DownloadButton
              path="tally/export"
              query={query}
              fallbackName={data.fileName}
              label={`Download Tally XML (${count(vouchers)})`}
              variant="primary"
              failure="Failed to make the Tally file"
            />
          )
        }
      />
      <Card className="mb-4 flex flex-wrap items-end gap-6 p-4">
        <PeriodDay name="from" label="From" />
        <PeriodDay name="to" label="To" />
        <fieldset>
          <legend className="mb-1.5 font-medium text-gray-700 text-sm dark:text-gray-300">Vouchers</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {allowed.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-gray-700 text-sm dark:text-gray-300">
                <input
                  type="checkbox"
                  checked={kinds.includes(kind)}
                  onChange={() => toggle(kind)}
                  className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
                />
                {TALLY_KIND_LABELS[kind]}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      {problems.length > 0 ? (
        <Alert className="mb-4">{problems.join('. ')}</Alert>
      ) : (
        <LoadState query={summary} notFoundText="Nothing found" backTo="/" backLabel="Back to Dashboard">
          {(loaded) => (
            <Card className="mb-4 divide-y divide-gray-200 dark:divide-gray-800">
              <div className="p-5">
                <p className="mb-3 text-gray-600 text-sm dark:text-gray-400">
                  {loaded.company
                    ? `For the Tally company "${loaded.company}".`
                    : 'For whichever company is open in Tally (no Tally company is set in Company Settings).'}{' '}
                  Issued invoices and notes (cancelled ones are left out), supplier bills in the books (not those held
                  for approval), and the money received and paid.
                </p>
                <SummaryTable summary={loaded} />
                {vouchers === 0 && (
                  <p className="mt-3 text-gray-600 text-sm dark:text-gray-400">No vouchers in this period.</p>
                )}
              </div>
              {loaded.warnings.length > 0 && (
                <div className="space-y-2 p-5">
                  {loaded.warnings.map((warning) => (
                    <Alert key={warning} tone="warning">
                      {warning}
                    </Alert>
                  ))}
                </div>
              )}
              <Ledgers summary={loaded} canEditSettings={can(user, 'roles', 'edit')} />
            </Card>
          )}
        </LoadState>
      )}
      <HowToImport company={data?.company ?? null} />
    </>
  );
}
