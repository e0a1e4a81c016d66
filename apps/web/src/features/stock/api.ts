import type {
  Option,
  PlanningPurchaseInput,
  PurchaseOrder,
  StockBalance,
  StockItemOption,
  StockMovement,
  StockMovementData,
  StockPlanningRow,
  StockProjection,
  TrackedProduct,
} from '@lathe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { defineResource, type Resource } from '../../lib/resource-api';

/*
 * The stock API's lists, each keyed under 'stock' so one refresh of ['stock'] (after a movement
 * here, or a goods receipt or challan elsewhere) reloads every stock screen.
 */

/** `/api/stock/{path}` as a read-only list resource whose query keys start with 'stock'. */
function stockList<T extends { id: string }>(path: string): Resource<T> {
  const resource = defineResource<T>(`stock/${path}`);
  return {
    ...resource,
    keys: {
      all: ['stock'],
      lists: () => ['stock', path, 'list'],
      list: (query) => ['stock', path, 'list', query],
      detail: (id) => ['stock', path, 'detail', id],
    },
  };
}

export const balancesResource = stockList<StockBalance>('balances');
export const movementsResource = stockList<StockMovement>('movements');
export const planningResource = stockList<StockPlanningRow>('planning');
export const trackedResource = stockList<TrackedProduct>('tracked-products');

/** Every stock screen's queries: what a movement or a switch makes stale. */
export const STOCK_KEY = ['stock'] as const;

/** `POST stock/movements`: answers the movements posted (one per heat an issue drew from). */
export function useRecordMovement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StockMovementData) => api.post<StockMovement[]>('stock/movements', body),
    onSuccess: () => client.invalidateQueries({ queryKey: STOCK_KEY }),
  });
}

/** `PUT` / `DELETE stock/tracked-products/{productId}`: the product keeps finished stock, or stops. */
export function useTrackProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, tracked }: { productId: string; tracked: boolean }): Promise<void> => {
      const path = `stock/tracked-products/${encodeURIComponent(productId)}`;
      if (tracked) await api.put<TrackedProduct>(path);
      else await api.delete(path);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: STOCK_KEY }),
  });
}

/** `GET stock/items/options`: bars and parts matching the text; a failed lookup gives none. */
export async function searchStockItems(
  text: string,
  itemType: 'material' | 'part' | undefined,
  signal?: AbortSignal,
): Promise<StockItemOption[]> {
  try {
    return await api.get<StockItemOption[]>('stock/items/options', { search: text.trim(), itemType }, signal);
  } catch {
    return [];
  }
}

/** `GET stock/orders/options`: confirmed orders matching the text, to issue material against. */
export async function searchOrders(text: string, signal?: AbortSignal): Promise<Option[]> {
  try {
    return await api.get<Option[]>('stock/orders/options', { search: text.trim() }, signal);
  } catch {
    return [];
  }
}

/** `GET stock/planning/{id}/projection`: one bar's needs and receipts day by day. */
export function useBarProjection(id: string | undefined) {
  return useQuery({
    queryKey: ['stock', 'planning', 'projection', id],
    queryFn: ({ signal }) =>
      api.get<StockProjection>(`stock/planning/${encodeURIComponent(id as string)}/projection`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** `POST stock/planning/{id}/purchase-order`: the suggestion as a draft purchase order; answers the draft. */
export function useDraftPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PlanningPurchaseInput & { id: string }) =>
      api.post<PurchaseOrder>(`stock/planning/${encodeURIComponent(id)}/purchase-order`, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: STOCK_KEY }),
        client.invalidateQueries({ queryKey: ['purchase-orders'] }),
      ]),
  });
}
