import type { PromiseView } from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** A promise date asked for: so many pieces of a product, and the date the customer wants them (optional). */
export interface PromiseAsk {
  productId: string;
  quantity: number;
  requestedDate?: string | undefined;
}

export const PROMISE_KEY = ['planning', 'promise'] as const;

/** `GET planning/promise?productId&quantity&requestedDate`: the earliest dispatch date on the plan as it stands. */
export const fetchPromise = (ask: PromiseAsk, signal?: AbortSignal) =>
  api.get<PromiseView>(
    'planning/promise',
    { productId: ask.productId, quantity: ask.quantity, requestedDate: ask.requestedDate },
    signal,
  );

/**
 * The promise of `ask`, or nothing while there is none to ask (null). The answer of the last ask
 * stays while the next one is on its way, so what is shown does not blink as a quantity is typed;
 * a minute old, it is asked again (the plan changes as the plant works).
 */
export function usePromise(ask: PromiseAsk | null) {
  return useQuery({
    queryKey: [...PROMISE_KEY, ask?.productId, ask?.quantity, ask?.requestedDate ?? null],
    queryFn: ({ signal }) => fetchPromise(ask as PromiseAsk, signal),
    enabled: ask !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
