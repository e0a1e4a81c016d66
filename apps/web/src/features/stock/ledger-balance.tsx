import { ledgerRunsBalance, type StockMovement } from '@lathe/shared';
import type { Column } from '../../components/data-table/types';
import type { ListParams } from '../../components/data-table/use-list-params';
import { count } from '../../lib/format-figures';
import { quantityText } from './stock-format';

/*
 * The ledger's running balance (issue 29): narrowed to one item and all of its movements, the
 * server answers the item's stock after each one; the page shows it as a column beside the
 * quantity, and says how to get it while it is not there.
 */

/** The item's stock after the movement, in its unit; the bars under it for bar stock. */
export const balanceColumn: Column<StockMovement> = {
  key: 'balanceAfter',
  header: 'Balance',
  className: 'whitespace-nowrap text-right tabular-nums',
  cell: ({ balanceAfter, unit }) =>
    balanceAfter && (
      <>
        <span className="block">{quantityText(balanceAfter.quantity, unit)}</span>
        {balanceAfter.bars ? (
          <span className="block text-gray-600 text-xs dark:text-gray-400">
            {count(balanceAfter.bars)} {balanceAfter.bars === 1 ? 'bar' : 'bars'}
          </span>
        ) : null}
      </>
    ),
};

/** The columns with the balance after the quantity, when the rows carry one. */
export function withBalanceColumn(columns: Column<StockMovement>[], rows: StockMovement[] | undefined) {
  if (!rows?.some((row) => row.balanceAfter)) return columns;
  const at = columns.findIndex((column) => column.key === 'quantity') + 1;
  return [...columns.slice(0, at), balanceColumn, ...columns.slice(at)];
}

/** What to do to see the running balance, while the filters leave it out. */
export function BalanceHint({ params }: { params: ListParams }) {
  const { itemKey, kind, sourceId, salesOrderId } = params.filters;
  if (ledgerRunsBalance({ itemKey, kind, sourceId, salesOrderId, search: params.search })) return null;
  return (
    <p className="w-full text-gray-600 text-xs dark:text-gray-400">
      {itemKey
        ? 'Show every movement of the item (no kind or search) to see its running balance'
        : 'Choose one item to see its running balance'}
    </p>
  );
}
