import {
  type ListQuery,
  type ListResult,
  type STOCK_BALANCE_SORTABLE,
  STOCK_UNITS,
  type StockBalance,
  type StockBalanceFilter,
  type StockItemType,
} from '@lathe/shared';
import type { DbOrTx } from '../../db/client.js';
import { type ComputedList, computedPage, searchAndSort } from './computed-list.js';
import { type BalanceRow, balancesAsOf } from './stock-as-of.js';
import { materialLabel, namesFor, partLabel } from './stock-items.js';

/*
 * `GET stock/balances`: each item of each owner with its total and what each heat holds, now or
 * at the end of a day; searched by the item, its part's drawing number, its owner or a heat.
 */

export type BalanceSort = (typeof STOCK_BALANCE_SORTABLE)[number];

/** One heat of an item as the CSV export lists it. */
export interface BalanceHeatLine {
  label: string;
  itemType: StockItemType;
  unit: string;
  owner: string;
  heatNumber: string;
  quantity: number;
  bars: number;
  firstIn: string;
}

const SPEC: ComputedList<StockBalance, BalanceSort> = {
  sortBy: {
    item: (row) => `${row.itemType === 'material' ? 0 : 1} ${row.label.toLowerCase()}`,
    quantity: (row) => row.quantity,
    bars: (row) => row.bars,
    owner: (row) => row.ownerName ?? '',
  },
  text: (row) =>
    [row.label, row.itemKey, row.drawingNumber, row.ownerName, ...row.heats.map((heat) => heat.heatNumber)].join(' '),
  key: (row) => row.id,
};

const sumOf = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value * 1000, 0)) / 1000;

/** The balance rows grouped into items (item × owner), each heat oldest first, named for the screen. */
async function toBalances(db: DbOrTx, rows: BalanceRow[]): Promise<StockBalance[]> {
  const names = await namesFor(db, rows);
  const items = new Map<string, BalanceRow[]>();
  for (const row of rows) {
    const id = `${row.itemKey}@${row.ownerId ?? ''}`;
    items.set(id, [...(items.get(id) ?? []), row]);
  }
  return [...items.entries()].map(([id, heats]) => {
    const first = heats[0] as BalanceRow;
    const itemType = first.itemType as StockItemType;
    const product = names.product(first.productId);
    heats.sort((a, b) => a.firstIn.localeCompare(b.firstIn) || a.heatNumber.localeCompare(b.heatNumber));
    return {
      id,
      itemKey: first.itemKey,
      itemType,
      label:
        itemType === 'material'
          ? materialLabel(first.grade, first.rodSize)
          : product
            ? partLabel(product.drawingNumber, product.description)
            : first.itemKey,
      grade: first.grade,
      rodSize: first.rodSize,
      productId: first.productId,
      drawingNumber: product?.drawingNumber ?? null,
      unit: STOCK_UNITS[itemType],
      ownerId: first.ownerId,
      ownerName: names.owner(first.ownerId),
      quantity: sumOf(heats.map((heat) => heat.quantity)),
      bars: heats.reduce((sum, heat) => sum + heat.bars, 0),
      heats: heats.map(({ heatNumber, quantity, bars, firstIn }) => ({ heatNumber, quantity, bars, firstIn })),
    };
  });
}

export function createBalances(db: DbOrTx) {
  const read = async (filters: StockBalanceFilter) => toBalances(db, await balancesAsOf(db, filters));
  return {
    async list(query: ListQuery<BalanceSort>, filters: StockBalanceFilter): Promise<ListResult<StockBalance>> {
      return computedPage(await read(filters), SPEC, query);
    },

    /** Every heat of every item the list would show, in its order (CSV export). */
    async *all(query: Omit<ListQuery<BalanceSort>, 'page' | 'limit'>, filters: StockBalanceFilter) {
      const lines = searchAndSort(await read(filters), SPEC, query).flatMap((item) =>
        item.heats.map(
          (heat): BalanceHeatLine => ({
            label: item.label,
            itemType: item.itemType,
            unit: item.unit,
            owner: item.ownerName ?? 'Own',
            ...heat,
          }),
        ),
      );
      for (let at = 0; at < lines.length; at += 2000) yield lines.slice(at, at + 2000);
    },
  };
}
