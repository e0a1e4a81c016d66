import { STOCK_MOVEMENT_KIND_LABELS, STOCK_MOVEMENT_KINDS, type StockItemOption } from '@lathe/shared';
import { clsx } from 'clsx';
import { useId } from 'react';
import { FilterField, FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { DateInput } from '../../components/form/date-input';
import { labelId } from '../../components/form/field-shell';
import { labelClass } from '../../components/form/field-styles';
import { type SearchOption, SearchSelect } from '../../components/form/search-select';
import { searchStockItems } from './api';
import { quantityText } from './stock-format';

const TABS = [
  { value: '', label: 'All items' },
  { value: 'material', label: 'Bar stock' },
  { value: 'part', label: 'Parts' },
] as const;

/** Bar stock, parts or both, kept in the URL as `itemType`. */
export function ItemTypeTabs({ params }: { params: ListParams }) {
  const current = params.filters.itemType ?? '';
  return (
    <div role="tablist" aria-label="Items" className="flex rounded-lg bg-gray-100 p-0.5 dark:bg-gray-800">
      {TABS.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={current === tab.value}
          onClick={() => params.setFilter('itemType', tab.value || null)}
          className={clsx(
            'rounded-md px-3 py-1.5 font-medium text-sm',
            current === tab.value
              ? 'bg-white text-gray-900 shadow-theme-xs dark:bg-gray-900 dark:text-white'
              : 'text-gray-600 hover:text-gray-900 dark:text-gray-400',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The day the balances are read at the end of (dd/mm/yyyy), kept in the URL as `asOf`; empty is today. */
export function AsOfFilter({ params }: { params: ListParams }) {
  return (
    <FilterField label="As of">
      {(id) => (
        <DateInput
          id={id}
          value={params.filters.asOf ?? ''}
          onChange={(value) => params.setFilter('asOf', value || null)}
          placeholder="Today"
          className="w-44"
        />
      )}
    </FilterField>
  );
}

/** Own stock, customers' free-issue material, or both. */
export function OwnerFilter({ params }: { params: ListParams }) {
  return (
    <FilterSelect params={params} name="owner" label="Owner" className="sm:w-44">
      <option value="">Everyone’s</option>
      <option value="own">Own stock</option>
      <option value="customer">Customers’ material</option>
    </FilterSelect>
  );
}

/** One kind of movement, or every kind. */
export function KindFilter({ params }: { params: ListParams }) {
  return (
    <FilterSelect params={params} name="kind" label="Kind">
      <option value="">All movements</option>
      {STOCK_MOVEMENT_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {STOCK_MOVEMENT_KIND_LABELS[kind]}
        </option>
      ))}
    </FilterSelect>
  );
}

/** A stock item offered by the search, carrying what a form takes from it. */
export interface StockItemPick extends SearchOption {
  item: StockItemOption;
}

/** "EN8 Ø25 — 412.5 kg in stock". */
export const itemOptionLabel = (item: StockItemOption) =>
  `${item.label} — ${quantityText(item.inStock, item.unit)} in stock`;

/** The item picker's lookup, of one kind of item or both. */
export const itemFinder =
  (itemType?: 'material' | 'part') =>
  async (text: string, signal: AbortSignal): Promise<StockItemPick[]> =>
    (await searchStockItems(text, itemType, signal)).map((item) => ({
      value: item.itemKey,
      label: itemOptionLabel(item),
      item,
    }));

const findAny = itemFinder();
const ITEM_KEY = ['stock', 'items', 'filter'] as const;

/** One item's movements, kept in the URL as `itemKey`; the item is named by its key until one is picked. */
export function ItemFilter({ params }: { params: ListParams }) {
  const id = useId();
  const chosen = params.filters.itemKey ?? null;
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label id={labelId(id)} htmlFor={id} className={clsx(labelClass, 'shrink-0')}>
        Item
      </label>
      <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
        <SearchSelect
          id={id}
          labelId={labelId(id)}
          value={chosen}
          onChange={(value) => params.setFilter('itemKey', value)}
          {...(chosen ? { selectedLabel: chosen.replace('|', ' ') } : {})}
          fetchOptions={findAny}
          queryKey={ITEM_KEY}
          placeholder="All items"
          emptyText="Type a grade, rod size or drawing number"
          noOptionsText="No stock items found"
        />
      </div>
    </div>
  );
}
