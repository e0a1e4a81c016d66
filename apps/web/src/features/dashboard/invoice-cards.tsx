import { type Dashboard, formatIndianNumber, formatRupees, toPaise } from '@lathe/shared';
import { Clock, IndianRupee, ReceiptText, TrendingDown, TrendingUp } from 'lucide-react';
import { count, rupees } from '../../lib/format-figures';
import { StatCard } from './stat-card';

/** This month against last: the change in rupees, and in per cent when last month had sales. */
function MonthChange({ thisMonth, lastMonth }: { thisMonth: number; lastMonth: number }) {
  const change = toPaise(thisMonth) - toPaise(lastMonth);
  const percent = lastMonth > 0 ? (change / toPaise(lastMonth)) * 100 : null;
  const Arrow = change < 0 ? TrendingDown : TrendingUp;
  const sign = change > 0 ? '+' : '';
  return (
    <span>
      {change !== 0 && <Arrow aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />}
      {sign}
      {formatRupees(change)}
      {percent !== null && ` (${sign}${formatIndianNumber(percent, 1)}%)`} on last month's {rupees(lastMonth)}
    </span>
  );
}

/**
 * Money in and money owed: this month's sales against last month's, receivables and what is
 * overdue; each opens the invoices it adds up.
 */
export function InvoiceCards({ invoices, month }: { invoices: NonNullable<Dashboard['invoices']>; month: string }) {
  return (
    <>
      <StatCard
        label="Invoiced this month"
        value={rupees(invoices.invoicedThisMonth)}
        detail={<MonthChange thisMonth={invoices.invoicedThisMonth} lastMonth={invoices.invoicedLastMonth} />}
        icon={ReceiptText}
        to={`/invoices?month=${month}&sortBy=invoiceDate&sortOrder=DESC`}
      />
      <StatCard
        label="Outstanding receivables"
        value={rupees(invoices.outstanding)}
        detail="Issued and part-paid invoices, still to collect"
        icon={IndianRupee}
        to="/invoices?outstanding=true&sortBy=dueDate&sortOrder=ASC"
      />
      <StatCard
        label="Overdue"
        value={rupees(invoices.overdue)}
        detail={`${count(invoices.overdueCount)} ${invoices.overdueCount === 1 ? 'invoice' : 'invoices'} past the due date`}
        icon={Clock}
        tone={invoices.overdueCount > 0 ? 'danger' : 'neutral'}
        to="/invoices?overdue=true"
      />
    </>
  );
}
