import type { RoughCutView, WhatIfView, WorkOrderProductOption } from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const PLANNING_KEY = ['planning'] as const;

/** `GET planning/rough-cut?weeks`: each machine's and kind's load, week by week from this one. */
export function useRoughCut(weeks: number) {
  return useQuery({
    queryKey: [...PLANNING_KEY, 'rough-cut', weeks],
    queryFn: ({ signal }) => api.get<RoughCutView>('planning/rough-cut', { weeks }, signal),
    placeholderData: keepPreviousData,
  });
}

/** A "what if" asked: so many pieces of a product, wanted on a date. */
export interface WhatIfAsk {
  productId: string;
  quantity: number;
  requestedDate: string;
}

/** `GET planning/what-if?productId&quantity&requestedDate`: the promise, and the plan with the pieces due that day. */
export function useWhatIf(ask: WhatIfAsk | null) {
  return useQuery({
    queryKey: [...PLANNING_KEY, 'what-if', ask?.productId, ask?.quantity, ask?.requestedDate],
    queryFn: ({ signal }) => api.get<WhatIfView>('planning/what-if', { ...(ask as WhatIfAsk) }, signal),
    enabled: ask !== null,
  });
}

/** Products to ask about, with their cycle times (`planning/products?search=`). */
export const searchProducts = (search: string, signal: AbortSignal) =>
  api.get<WorkOrderProductOption[]>('planning/products', { search }, signal);
