import { STOCK_MOVEMENT_KIND_LABELS, type StockMovement } from '@lathe/shared';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import type { Column } from '../../components/data-table/types';
import { useListParams } from '../../components/data-table/use-list-params';
import { PeriodDay } from '../../components/form/period-day';
import { ButtonLink } from '../../components/ui/button';
import { formatDate } from '../../lib/format-date';
import { useResourceList } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { movementsResource } from './api';
import { BalanceHint, withBalanceColumn } from './ledger-balance';
import { ItemFilter, KindFilter } from './stock-filters';
import { heatText, signedBarsText, signedQuantityText, sourcePath } from './stock-format';

const LEDGER_FILTERS = ['itemKey', 'itemType', 'kind', 'from', 'to', 'ownerId', 'sourceId', 'salesOrderId'] as const;
const linkClass = 'text-brand-600 hover:underline dark:text-brand-400';

/** The document that moved the stock, linked to its screen where it has one; the order it was for. */
function Document({ movement }: { movement: StockMovement }) {
  const path = sourcePath(movement);
  const number = movement.sourceNumber;
  return (
    <>
      {number &&
        (path ? (
          <Link to={path} className={`block ${linkClass}`}>
            {number}
          </Link>
        ) : (
          <span className="block">{number}</span>
        ))}
      {movement.salesOrderId && movement.sourceType !== 'dispatch' && (
        <Link to={`/sales-orders/view/${movement.salesOrderId}`} className={`block text-xs ${linkClass}`}>
          For {movement.salesOrderNumber ?? 'order'}
        </Link>
      )}
      {!number && !movement.salesOrderId && <span className="text-gray-500">—</span>}
    </>
  );
}

const columns: Column<StockMovement>[] = [
  {
    key: 'movementDate',
    header: 'Date',
    sortKey: 'movementDate',
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.movementDate),
  },
  { key: 'kind', header: 'Movement', cell: (row) => STOCK_MOVEMENT_KIND_LABELS[row.kind] },
  {
    key: 'item',
    header: 'Item',
    cell: (row) => (
      <>
        <span className="block font-medium text-gray-800 dark:text-white/90">{row.label}</span>
        <span className="block text-gray-600 text-xs dark:text-gray-400">
          {heatText(row.heatNumber)}
          {row.ownerName ? ` · ${row.ownerName}’s material` : ''}
        </span>
      </>
    ),
  },
  {
    key: 'quantity',
    header: 'Quantity',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (row) => (
      <>
        <span className="block">{signedQuantityText(row.quantity, row.unit)}</span>
        {row.bars !== 0 && (
          <span className="block text-gray-600 text-xs dark:text-gray-400">{signedBarsText(row.bars)}</span>
        )}
      </>
    ),
  },
  { key: 'document', header: 'Document', cell: (row) => <Document movement={row} /> },
  {
    key: 'reason',
    header: 'Reason / By',
    secondary: true,
    cell: (row) => (
      <>
        {row.reason && <span className="block">{row.reason}</span>}
        <span className="block text-gray-600 text-xs dark:text-gray-400">{row.createdByName ?? '—'}</span>
      </>
    ),
  },
];

/**
 * `/stock/ledger`: every movement of stock, newest first, with the document that made it (a goods
 * receipt, a challan, a dispatch's order) a click away; filtered by item, kind and days; as CSV.
 * One item's movements, all of them, show its running balance.
 */
export function LedgerPage() {
  const params = useListParams({ filters: LEDGER_FILTERS, defaultSortBy: 'movementDate', defaultSortOrder: 'DESC' });
  const list = useResourceList(movementsResource, params.query);
  const canRecord = useCan('stock', 'create');
  const toolbar = useMemo(
    () => (
      <>
        <ItemFilter params={params} />
        <KindFilter params={params} />
        <div className="flex flex-wrap items-end gap-3">
          <PeriodDay name="from" label="From" />
          <PeriodDay name="to" label="To" />
        </div>
        <BalanceHint params={params} />
      </>
    ),
    [params],
  );
  const rows = list.data?.data;
  const shown = useMemo(() => withBalanceColumn(columns, rows), [rows]);
  return (
    <ResourceListPage<StockMovement>
      title="Stock Ledger"
      searchPlaceholder="Search by item, heat, document or reason..."
      emptyText="No stock movements"
      columns={shown}
      params={params}
      list={list}
      toolbar={toolbar}
      exportResource="stock/movements"
      headerActions={
        <>
          <ButtonLink to="/stock" variant="secondary">
            Stock
          </ButtonLink>
          {canRecord && (
            <ButtonLink to="/stock/movements/new">
              <Plus aria-hidden="true" className="size-4" />
              Record Movement
            </ButtonLink>
          )}
        </>
      }
    />
  );
}
