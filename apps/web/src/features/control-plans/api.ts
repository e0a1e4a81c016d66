import type { ControlPlan, ControlPlanInput, ControlPlanMissing, ControlPlanSummary, ListResult } from '@lathe/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

/*
 * `/api/control-plans`: the products with their plans, a product's plan by product id (or, without
 * one, the 404 that carries the product and its drawing's figures), and saving the whole plan.
 * A saved plan changes what the inspection forms start from: their templates read again.
 */

export const controlPlanKeys = {
  all: ['control-plans'] as const,
  list: (query: ListRequest) => ['control-plans', 'list', query] as const,
  plan: (productId: string) => ['control-plans', 'plan', productId] as const,
};

export function useControlPlansList(query: ListRequest) {
  return useQuery({
    queryKey: controlPlanKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<ControlPlanSummary>>('control-plans', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** A product's plan, or what starts one: the product and its drawing's figures. */
export type PlanState = { plan: ControlPlan; missing?: undefined } | { plan?: undefined; missing: ControlPlanMissing };

const isMissing = (data: unknown): data is ControlPlanMissing =>
  typeof data === 'object' && data !== null && 'product' in data && 'suggestion' in data;

/** The product's plan; a product without one is no error but a plan still to make (a product not found is). */
export function useControlPlan(productId: string) {
  return useQuery({
    queryKey: controlPlanKeys.plan(productId),
    queryFn: async ({ signal }): Promise<PlanState> => {
      try {
        return { plan: await api.get<ControlPlan>(`control-plans/${encodeURIComponent(productId)}`, {}, signal) };
      } catch (error) {
        if (isApiError(error) && error.status === 404 && isMissing(error.data)) return { missing: error.data };
        throw error;
      }
    },
  });
}

/** Saves the whole plan as its next revision; the answer becomes the plan's cached copy. */
export function useSaveControlPlan(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ControlPlanInput) =>
      api.put<ControlPlan>(`control-plans/${encodeURIComponent(productId)}`, body),
    onSuccess: async (plan) => {
      client.setQueryData<PlanState>(controlPlanKeys.plan(productId), { plan });
      await Promise.all([
        client.invalidateQueries({ queryKey: ['control-plans', 'list'] }),
        client.invalidateQueries({ queryKey: ['inspections', 'template'] }),
      ]);
    },
  });
}
