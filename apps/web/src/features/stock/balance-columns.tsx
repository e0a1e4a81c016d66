import type { StockBalance } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { TraceLink } from '../../components/trace-link';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { heatText, quantityText } from './stock-format';

/** An item's heats, oldest first, opened on demand: what each holds and when it came in. */
function Heats({ balance }: { balance: StockBalance }) {
  const { heats, unit } = balance;
  if (heats.length === 0) return <span className="text-gray-500">—</span>;
  return (
    <details>
      <summary className="cursor-pointer whitespace-nowrap text-brand-600 dark:text-brand-400">
        {heats.length === 1 ? '1 heat' : `${heats.length} heats`}
      </summary>
      <table className="mt-2 text-xs">
        <caption className="sr-only">Heats of {balance.label}</caption>
        <thead>
          <tr className="text-left text-gray-600 dark:text-gray-400">
            <th className="pr-4 font-medium">Heat</th>
            <th className="pr-4 text-right font-medium">Quantity</th>
            {unit === 'KGS' && <th className="pr-4 text-right font-medium">Bars</th>}
            <th className="font-medium">In since</th>
          </tr>
        </thead>
        <tbody>
          {heats.map((heat) => (
            <tr key={heat.heatNumber}>
              <td className="pr-4 whitespace-nowrap">
                {heatText(heat.heatNumber)}
                <TraceLink kind="heat" id={heat.heatNumber} label={`Recall list of heat ${heat.heatNumber}`} />
              </td>
              <td className="pr-4 text-right tabular-nums">{quantityText(heat.quantity, unit)}</td>
              {unit === 'KGS' && <td className="pr-4 text-right tabular-nums">{count(heat.bars)}</td>}
              <td className="whitespace-nowrap">{formatDate(heat.firstIn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The item, its owner, what is in stock (kg and bars, or pieces) and each heat. */
export const balanceColumns: Column<StockBalance>[] = [
  {
    key: 'item',
    header: 'Item',
    sortKey: 'item',
    cell: (row) => (
      <>
        <Link
          to={`/stock/ledger?itemKey=${encodeURIComponent(row.itemKey)}`}
          className="block font-medium text-brand-600 hover:underline dark:text-brand-400"
        >
          {row.label}
        </Link>
        <span className="block text-gray-600 text-xs dark:text-gray-400">
          {row.itemType === 'material' ? 'Bar stock' : 'Parts'}
        </span>
      </>
    ),
  },
  {
    key: 'owner',
    header: 'Owner',
    sortKey: 'owner',
    cell: (row) => row.ownerName ?? 'Own stock',
  },
  {
    key: 'quantity',
    header: 'In Stock',
    sortKey: 'quantity',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (row) => quantityText(row.quantity, row.unit),
  },
  {
    key: 'bars',
    header: 'Bars',
    sortKey: 'bars',
    className: 'whitespace-nowrap text-right tabular-nums',
    secondary: true,
    cell: (row) => (row.unit === 'KGS' ? count(row.bars) : '—'),
  },
  { key: 'heats', header: 'Heats', cell: (row) => <Heats balance={row} /> },
];
