import { AGEING_BUCKETS, type Ageing, type Statement } from '@lathe/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { days, rupees } from '../../lib/format-figures';

function Figure({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="rounded-xl border border-gray-200 px-3 py-2.5 dark:border-gray-800">
      <dt className="text-gray-600 text-xs dark:text-gray-400">{label}</dt>
      <dd
        className={clsx(
          'mt-0.5 whitespace-nowrap text-sm tabular-nums',
          strong ? 'font-semibold text-gray-900 dark:text-white' : 'text-gray-800 dark:text-white/90',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

type Loaded<T> = Pick<UseQueryResult<T>, 'data' | 'isLoading' | 'error' | 'refetch'>;

/** A spinner while a figure loads; its failure with Retry; else the figures. */
function Figures<T>({ query, what, children }: { query: Loaded<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isLoading) return <Spinner size="sm" label={`Loading the ${what}`} />;
  return (
    <div>
      <Alert>{errorMessage(query.error, `The ${what} could not be loaded`)}</Alert>
      <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
        Retry
      </Button>
    </div>
  );
}

/** The statement of the financial year to date, in the statement page's own words. */
function YearFigures({ statement }: { statement: Statement }) {
  return (
    <>
      <p className="mb-2 text-gray-600 text-sm dark:text-gray-400">
        This financial year, {formatDate(statement.from)} to {formatDate(statement.to)}
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Opening balance">{rupees(statement.openingBalance)}</Figure>
        <Figure label="Debit">{rupees(statement.totalDebit)}</Figure>
        <Figure label="Credit">{rupees(statement.totalCredit)}</Figure>
        <Figure label="Closing balance" strong>
          {rupees(statement.closingBalance)}
        </Figure>
      </dl>
    </>
  );
}

/** What it owes today in the ageing's buckets, and the oldest days overdue. */
function AgeingFigures({ ageing }: { ageing: Ageing }) {
  const [row] = ageing.rows;
  if (!row)
    return <p className="text-gray-600 text-sm dark:text-gray-400">Nothing is owed as of {formatDate(ageing.asOf)}.</p>;
  return (
    <>
      <p className="mb-2 text-gray-600 text-sm dark:text-gray-400">
        Owed as of {formatDate(ageing.asOf)}
        {row.oldestDaysOverdue > 0 ? `, the oldest ${days(row.oldestDaysOverdue)} overdue` : ', none of it overdue'}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {AGEING_BUCKETS.map((bucket) => (
          <Figure key={bucket.key} label={bucket.label}>
            {row[bucket.key] ? rupees(row[bucket.key]) : '—'}
          </Figure>
        ))}
        <Figure label="Total due" strong>
          {rupees(row.total)}
        </Figure>
      </dl>
    </>
  );
}

interface CustomerReceivablesProps {
  customerId: string;
  statement: Loaded<Statement>;
  ageing: Loaded<Ageing>;
}

/** The customer's account: the year's statement figures and today's ageing, and the way to the whole statement. */
export function CustomerReceivables({ customerId, statement, ageing }: CustomerReceivablesProps) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId} className="px-4 pb-5 sm:px-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-4">
          <h2 id={titleId} className="font-semibold text-base text-gray-800 dark:text-white/90">
            Statement and Ageing
          </h2>
          <Link
            to={`/receivables/statement/${customerId}`}
            className="text-brand-600 text-sm hover:underline dark:text-brand-400"
          >
            Statement of Account
          </Link>
        </div>
        <div className="grid grid-cols-1 gap-5">
          <div>
            <Figures query={statement} what="statement">
              {(data) => <YearFigures statement={data} />}
            </Figures>
          </div>
          <div>
            <Figures query={ageing} what="ageing">
              {(data) => <AgeingFigures ageing={data} />}
            </Figures>
          </div>
        </div>
      </section>
    </Card>
  );
}
