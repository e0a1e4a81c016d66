import type { StockPlanningRow } from '@lathe/shared';
import { ShoppingBag } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FilterCheckbox } from '../../components/data-table/filter-checkbox';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import type { Column } from '../../components/data-table/types';
import { useListParams } from '../../components/data-table/use-list-params';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { useResourceList } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { planningResource, useDraftPurchase } from './api';
import { quantityText } from './stock-format';

const PLANNING_FILTERS = ['short'] as const;

/** "EN8 Ø25". */
const barLabel = (row: Pick<StockPlanningRow, 'grade' | 'rodSize'>) => `${row.grade} ${row.rodSize}`;

/** The kg to buy of a short bar: the suggestion (the supplier's minimum at least), else the shortage rounded up to the kg. */
export const kgToBuy = (row: StockPlanningRow) =>
  row.suggestion?.kg ?? Math.ceil(Math.round(row.shortageKg * 1000) / 1000);

/**
 * The new purchase order for short bars: `/purchase-orders/new?bar=EN8|Ø25|150&bar=…`, each bar
 * its grade, rod size and the kg short rounded up, URL-encoded.
 */
export function purchaseOrderPath(rows: readonly StockPlanningRow[]): string {
  const query = new URLSearchParams();
  for (const row of rows) query.append('bar', `${row.grade}|${row.rodSize}|${kgToBuy(row)}`);
  return `/purchase-orders/new?${query.toString()}`;
}

const kg = (value: number) => quantityText(value, 'KGS');

function figureColumn(key: keyof StockPlanningRow, header: string, sortKey?: string): Column<StockPlanningRow> {
  return {
    key,
    header,
    ...(sortKey ? { sortKey } : {}),
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (row) => kg(row[key] as number),
  };
}

/** What the open orders need, issued, in stock and on order, for each bar; short ones first. */
function planningColumns(select?: {
  selected: Set<string>;
  toggle: (row: StockPlanningRow) => void;
  order: (rows: StockPlanningRow[]) => void;
  /** Makes the suggestion a draft purchase order from its supplier. */
  draft: (row: StockPlanningRow) => void;
  drafting: string | null;
}): Column<StockPlanningRow>[] {
  const picker: Column<StockPlanningRow>[] = select
    ? [
        {
          key: 'select',
          header: 'Select',
          cell: (row) =>
            row.shortageKg > 0 ? (
              <input
                type="checkbox"
                aria-label={`Select ${barLabel(row)}`}
                checked={select.selected.has(row.id)}
                onChange={() => select.toggle(row)}
                className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
              />
            ) : null,
        },
      ]
    : [];
  const buy: Column<StockPlanningRow>[] = select
    ? [
        {
          key: 'actions',
          header: 'Actions',
          cell: (row) =>
            row.suggestion?.supplierId ? (
              <Button
                variant="secondary"
                disabled={select.drafting !== null}
                onClick={() => select.draft(row)}
                aria-label={`Draft a purchase order of ${barLabel(row)} from ${row.suggestion.supplierName}`}
              >
                {select.drafting === row.id ? 'Drafting…' : 'Draft purchase order'}
              </Button>
            ) : row.shortageKg > 0 ? (
              <Button
                variant="secondary"
                onClick={() => select.order([row])}
                aria-label={`Make a purchase order for ${barLabel(row)}`}
              >
                Make a purchase order
              </Button>
            ) : null,
        },
      ]
    : [];
  return [
    ...picker,
    {
      key: 'material',
      header: 'Bar',
      sortKey: 'material',
      cell: (row) => (
        <>
          <Link
            to={`/stock/planning/${encodeURIComponent(row.id)}`}
            className="block font-medium text-gray-800 underline-offset-2 hover:underline dark:text-white/90"
          >
            {barLabel(row)}
          </Link>
          <span className="block text-gray-600 text-xs dark:text-gray-400">
            {row.ordersCount === 1 ? '1 order' : `${count(row.ordersCount)} orders`}
          </span>
          {row.unknownWeight.length > 0 && (
            <span className="block text-amber-700 text-xs dark:text-amber-400">
              Weight unknown, not counted: {row.unknownWeight.map((product) => product.drawingNumber).join(', ')}
            </span>
          )}
        </>
      ),
    },
    figureColumn('needKg', 'Need', 'need'),
    figureColumn('issuedKg', 'Issued'),
    figureColumn('inStockKg', 'In Stock'),
    figureColumn('onOrderKg', 'On Order'),
    {
      key: 'shortageKg',
      header: 'Shortage',
      sortKey: 'shortage',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (row) =>
        row.shortageKg > 0 ? (
          <span className="font-medium text-red-700 dark:text-red-400">{kg(row.shortageKg)}</span>
        ) : (
          <span className="text-green-700 dark:text-green-400">Covered</span>
        ),
    },
    {
      key: 'shortFrom',
      header: 'Short From',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <>
          <span className="block">{row.shortFrom ? formatDate(row.shortFrom) : '—'}</span>
          {row.lateReceipts && (
            <span className="block text-amber-700 text-xs dark:text-amber-400">Orders placed come after the need</span>
          )}
        </>
      ),
    },
    {
      key: 'suggestion',
      header: 'Buy',
      cell: (row) =>
        row.suggestion ? (
          // Its own width, so the table scrolls rather than squeezing it under the pinned actions.
          <div className="min-w-56">
            <span className="block tabular-nums">
              {kg(row.suggestion.kg)}
              {row.suggestion.bars !== null &&
                ` (≈ ${row.suggestion.bars} ${row.suggestion.bars === 1 ? 'bar' : 'bars'})`}{' '}
              by {formatDate(row.suggestion.orderBy)}
            </span>
            <span className="block text-gray-600 text-xs dark:text-gray-400">
              {row.suggestion.supplierName
                ? `${row.suggestion.supplierName}, ${row.suggestion.leadTimeDays} days`
                : `No supplier yet, ${row.suggestion.leadTimeDays} days assumed`}
            </span>
            {row.suggestion.late && (
              <span className="block font-medium text-red-700 text-xs dark:text-red-400">
                Order today: needed {formatDate(row.suggestion.needBy)}
              </span>
            )}
          </div>
        ) : (
          '—'
        ),
    },
    ...buy,
  ];
}

/**
 * `/stock/planning`: for each bar open work needs (raw material for the pieces still to make),
 * what was issued to it and is still at the work, what is in stock and on order, the shortage,
 * the day the bar runs short and what to buy by when, short ones first. Whoever makes purchase
 * orders drafts the suggestion from its supplier in one click, or starts one from a short row or
 * the rows selected with the kg filled in; a bar's name opens its needs day by day.
 */
export function PlanningPage() {
  const params = useListParams({
    filters: PLANNING_FILTERS,
    defaultSortBy: 'shortage',
    defaultSortOrder: 'DESC',
    limit: 50,
  });
  const list = useResourceList(planningResource, params.query);
  const canBuy = useCan('purchase-orders', 'create');
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Map<string, StockPlanningRow>>(new Map());
  const drafting = useDraftPurchase();
  const draftingId = drafting.isPending ? (drafting.variables?.id ?? null) : null;

  const columns = useMemo(
    () =>
      planningColumns(
        canBuy
          ? {
              selected: new Set(selected.keys()),
              toggle: (row) =>
                setSelected((current) => {
                  const next = new Map(current);
                  if (next.has(row.id)) next.delete(row.id);
                  else next.set(row.id, row);
                  return next;
                }),
              order: (rows) => navigate(purchaseOrderPath(rows)),
              draft: (row) =>
                drafting.mutate(
                  { id: row.id, supplierId: row.suggestion?.supplierId as string, quantityKg: kgToBuy(row) },
                  {
                    onSuccess: (order) => {
                      toast.success(`Draft purchase order of ${barLabel(row)} from ${order.supplierName} made`);
                      navigate(`/purchase-orders/edit/${order.id}`);
                    },
                    onError: (error) => toast.error(errorMessage(error, 'Could not draft the purchase order')),
                  },
                ),
              drafting: draftingId,
            }
          : undefined,
      ),
    [canBuy, selected, navigate, drafting.mutate, draftingId],
  );
  const toolbar = useMemo(() => <FilterCheckbox params={params} name="short" label="Short only" />, [params]);

  return (
    <ResourceListPage<StockPlanningRow>
      title="Material Planning"
      searchPlaceholder="Search by grade or rod size..."
      emptyText="No confirmed order needs bar stock"
      columns={columns}
      params={params}
      list={list}
      toolbar={toolbar}
      exportResource="stock/planning"
      headerActions={
        canBuy && (
          <Button disabled={selected.size === 0} onClick={() => navigate(purchaseOrderPath([...selected.values()]))}>
            <ShoppingBag aria-hidden="true" className="size-4" />
            {selected.size > 0 ? `Make a purchase order (${selected.size})` : 'Make a purchase order for the selected'}
          </Button>
        )
      }
    />
  );
}
