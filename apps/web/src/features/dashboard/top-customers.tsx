import type { Dashboard } from '@lathe/shared';
import { Link } from 'react-router';
import { CustomerLink } from '../../components/parties/party-link';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { rupees } from '../../lib/format-figures';

/** The biggest customers of the last twelve months by invoiced value; each opens its invoices. */
export function TopCustomers({ customers }: { customers: NonNullable<Dashboard['topCustomers']> }) {
  if (customers.length === 0) {
    return <p className="px-5 pb-5 text-gray-600 text-sm dark:text-gray-400">No invoices in the last 12 months</p>;
  }
  return (
    <HorizontalScroll label="Top customers">
      <table className="w-full">
        <caption className="sr-only">Top customers by invoiced value, last 12 months</caption>
        <TableHead columns={['Party Code', 'Customer', { label: 'Invoiced', align: 'right' }]} />
        <tbody className={tbodyClass}>
          {customers.map((c) => (
            <tr key={c.customerId}>
              <td className={`${tdClass} font-medium`}>
                <Link
                  to={`/invoices?customerId=${c.customerId}&sortBy=invoiceDate&sortOrder=DESC`}
                  className="text-brand-600 hover:underline dark:text-brand-400"
                >
                  {c.partyCode}
                </Link>
              </td>
              <td className={tdClass}>
                <CustomerLink id={c.customerId}>{c.name}</CustomerLink>
              </td>
              <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>{rupees(c.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
