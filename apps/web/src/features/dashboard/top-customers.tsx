import type { Dashboard } from '@lathe/shared';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { rupees } from './format';

const cell = 'px-4 py-3 text-sm';

/** The biggest customers of the last twelve months by invoiced value. */
export function TopCustomers({ customers }: { customers: NonNullable<Dashboard['topCustomers']> }) {
  if (customers.length === 0) {
    return <p className="px-5 pb-5 text-gray-600 text-sm dark:text-gray-400">No invoices in the last 12 months</p>;
  }
  return (
    <HorizontalScroll label="Top customers">
      <table className="w-full">
        <caption className="sr-only">Top customers by invoiced value, last 12 months</caption>
        <thead className="border-gray-200 border-y bg-gray-50 text-left text-gray-600 text-xs uppercase dark:border-gray-800 dark:bg-white/[0.03] dark:text-gray-400">
          <tr>
            <th scope="col" className={cell}>
              Party Code
            </th>
            <th scope="col" className={cell}>
              Customer
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Invoiced
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {customers.map((c) => (
            <tr key={c.customerId}>
              <td className={`${cell} font-medium text-gray-800 dark:text-white/90`}>{c.partyCode}</td>
              <td className={`${cell} text-gray-700 dark:text-gray-300`}>{c.name}</td>
              <td className={`${cell} text-right text-gray-800 tabular-nums dark:text-white/90`}>{rupees(c.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
