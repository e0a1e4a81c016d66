import { daysOverdue, type OpenBill, type OpenBills, todayIn } from '@lathe/shared';
import { DecimalField } from '../../components/form/decimal-field';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { PageSpinner } from '../../components/ui/spinner';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { days, rupees } from '../../lib/format-figures';

const money = `${tdClass} whitespace-nowrap text-right tabular-nums`;

interface OpenBillsTableProps {
  query: { data: OpenBills | undefined; isLoading: boolean; isError: boolean; error: unknown };
  bills: readonly OpenBill[];
  caption: string;
  /** The label of a bill's amount field ("Pay on PB/2026-27/0004"). */
  inputLabel: (bill: OpenBill) => string;
  /** The form field of the bill at that place. */
  rowName: (index: number) => string;
}

/**
 * A supplier's booked and part-paid bills, oldest due first, each with its total, the TDS deducted,
 * what is paid and what is still owed, and a field for what to put against it now.
 */
export function OpenBillsTable({ query, bills, caption, inputLabel, rowName }: OpenBillsTableProps) {
  if (query.isLoading) return <PageSpinner />;
  if (query.isError)
    return <Card className="p-6 text-sm">{errorMessage(query.error, 'The bills could not be loaded')}</Card>;
  if (bills.length === 0) {
    return (
      <Card className="p-6 text-gray-600 text-sm dark:text-gray-400">
        No booked bills are owed to this supplier: the whole payment is kept as an advance.
      </Card>
    );
  }
  const today = todayIn();
  return (
    <Card>
      <HorizontalScroll label="Bills">
        <table className="min-w-full">
          <caption className="sr-only">{caption}</caption>
          <TableHead
            columns={[
              'Bill',
              'Due',
              { label: 'Total', align: 'right' },
              { label: 'TDS', align: 'right' },
              { label: 'Paid', align: 'right' },
              { label: 'Owed', align: 'right' },
              'Pay now (₹)',
            ]}
          />
          <tbody className={tbodyClass}>
            {bills.map((bill, index) => {
              const due = bill.dueDate ?? bill.billDate;
              const late = daysOverdue(due, today);
              return (
                <tr key={bill.id}>
                  <th scope="row" className={`${tdClass} text-left font-medium`}>
                    {bill.billNumber ?? '—'}
                    <span className="block font-normal text-gray-600 text-xs dark:text-gray-400">
                      Invoice {bill.supplierInvoiceNumber} of {formatDate(bill.supplierInvoiceDate)}
                    </span>
                  </th>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {formatDate(due)}
                    {late > 0 && (
                      <span className="block text-red-700 text-xs dark:text-red-400">{days(late)} overdue</span>
                    )}
                  </td>
                  <td className={money}>{rupees(bill.grandTotal)}</td>
                  <td className={money}>{bill.tdsAmount ? rupees(bill.tdsAmount) : '—'}</td>
                  <td className={money}>{bill.amountPaid ? rupees(bill.amountPaid) : '—'}</td>
                  <td className={`${money} font-semibold`}>{rupees(bill.owed)}</td>
                  <td className={`${tdClass} w-40`}>
                    <DecimalField name={rowName(index)} label={inputLabel(bill)} hideLabel />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </HorizontalScroll>
    </Card>
  );
}
