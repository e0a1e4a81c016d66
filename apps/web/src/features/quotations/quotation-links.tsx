import { QUOTATION_STATUS_LABELS, type Quotation } from '@lathe/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';

const link = 'text-brand-600 underline dark:text-brand-400';

/** The newest revision of the quotation, when it is not this one. */
const newestOther = (quotation: Quotation) => {
  const newest = quotation.revisions.reduce<Quotation['revisions'][number] | undefined>(
    (best, one) => (!best || one.revision > best.revision ? one : best),
    undefined,
  );
  return newest && newest.id !== quotation.id ? newest : undefined;
};

/**
 * What the quotation led to, over its page: a revised one points to its newest revision ("Open
 * revision 2"), a converted one to the sales order or blanket order made of it. Never printed.
 */
export function QuotationOutcome({ quotation }: { quotation: Quotation }) {
  const newer = quotation.status === 'revised' ? newestOther(quotation) : undefined;
  const order = quotation.salesOrder;
  const blanket = quotation.blanketOrder;
  if (!newer && !order && !blanket) return null;
  return (
    <div className="mb-4 grid gap-3 print:hidden">
      {newer && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900 text-sm dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100">
          <p>This offer was revised: revision {newer.revision} replaces it.</p>
          <ButtonLink to={`/quotations/view/${newer.id}`}>Open revision {newer.revision}</ButtonLink>
        </div>
      )}
      {order && (
        <p className="text-gray-700 text-sm dark:text-gray-300">
          Converted into{' '}
          <Link to={`/sales-orders/view/${order.id}`} className={link}>
            {order.orderNumber ? `Sales order ${order.orderNumber}` : 'Sales order (draft)'}
          </Link>
        </p>
      )}
      {blanket && (
        <p className="text-gray-700 text-sm dark:text-gray-300">
          Converted into{' '}
          <Link to={`/blanket-orders/view/${blanket.id}`} className={link}>
            {blanket.blanketNumber ? `Blanket order ${blanket.blanketNumber}` : 'Blanket order (draft)'}
          </Link>
        </p>
      )}
    </div>
  );
}

/** Every revision of the quotation, the first offer first, each linking to its page; this one marked. */
export function QuotationRevisions({ quotation }: { quotation: Quotation }) {
  if (quotation.revisions.length < 2) return null;
  return (
    <section aria-labelledby="quotation-revisions-title" className="mt-6 print:hidden">
      <Card className="p-5 sm:p-6">
        <h2 id="quotation-revisions-title" className="mb-3 font-semibold text-gray-800 text-lg dark:text-white/90">
          Revisions
        </h2>
        <ol className="grid gap-2 text-sm">
          {quotation.revisions.map((one) => {
            const current = one.id === quotation.id;
            const label = one.revision === 0 ? 'First offer' : `Revision ${one.revision}`;
            return (
              <li
                key={one.id}
                className={clsx(
                  'flex flex-wrap items-center gap-3 rounded-lg px-3 py-2',
                  current && 'bg-brand-50 font-medium dark:bg-brand-950',
                )}
              >
                {current ? (
                  <span aria-current="page">{label} (this one)</span>
                ) : (
                  <Link to={`/quotations/view/${one.id}`} className={link}>
                    {label}
                  </Link>
                )}
                <span className="text-gray-600 dark:text-gray-400">{formatDate(one.quotationDate)}</span>
                <span className="text-gray-600 dark:text-gray-400">{QUOTATION_STATUS_LABELS[one.status]}</span>
              </li>
            );
          })}
        </ol>
      </Card>
    </section>
  );
}
