import type {
  OeeReport,
  ProductionEntry,
  ProductionEntryData,
  ProductionMachine,
  ProductionReason,
  ProductionReasonInput,
  ProductionReasonKind,
  ProductionReasonPatch,
  ProductionWorkOrder,
  Workday,
} from '@lathe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { optionsFinder } from '../../components/pickers/options-finder';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';

/*
 * The production API: entries (a resource of their own), the reasons lists, what the entry form
 * reads (machines, operators, work orders) and OEE. Every query key starts with 'production', so
 * an entry saved refreshes the lists, the work order's figures and OEE at once.
 */

export const PRODUCTION_KEY = ['production'] as const;

/** A date as the form keeps it once typed whole: yyyy-mm-dd. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type EntryBody = ProductionEntryData & { version?: number };

/** `production/entries`: list, read, record (POST), correct (PUT with the version read), delete. */
export const entriesResource = (() => {
  const resource = defineResource<ProductionEntry, EntryBody>('production/entries', { updateMethod: 'PUT' });
  return {
    ...resource,
    keys: {
      all: ['production'] as const,
      lists: () => ['production', 'entries', 'list'],
      list: (query: object) => ['production', 'entries', 'list', query],
      detail: (id: string) => ['production', 'entries', 'detail', id],
    },
    // Any change moves a work order's figures and OEE too.
    alsoRefresh: [PRODUCTION_KEY],
  };
})();

/** Every machine with its shifts and the kinds of operation it runs. */
export const useProductionMachines = () =>
  useQuery({
    queryKey: ['production', 'machines'],
    queryFn: ({ signal }) => api.get<ProductionMachine[]>('production/machines', undefined, signal),
    staleTime: 60_000,
  });

/**
 * What an entry on `date` on the machine would be warned of (a plant holiday, the machine's day
 * off), asked as soon as both are chosen; idle until then.
 */
export const useWorkday = (machineId: string | null | undefined, date: string | null | undefined) =>
  useQuery({
    queryKey: ['production', 'workday', machineId ?? '', date ?? ''],
    queryFn: ({ signal }) => api.get<Workday>('production/workday', { machineId, date }, signal),
    enabled: !!machineId && !!date && ISO_DAY.test(date),
    staleTime: 60_000,
  });

/** A work order's operations, what each has left to make and its first piece; idle without an id. */
export const useProductionWorkOrder = (id: string | null | undefined) =>
  useQuery({
    queryKey: ['production', 'work-order', id ?? ''],
    queryFn: ({ signal }) =>
      api.get<ProductionWorkOrder>(`production/work-orders/${encodeURIComponent(id ?? '')}`, undefined, signal),
    enabled: !!id,
  });

/** The work orders production is recorded against, found by number, product or drawing. */
export const findWorkOrders = optionsFinder('production/work-orders', (order: { id: string; name: string }) => ({
  value: order.id,
  label: order.name,
}));

/** Active employees, found by code or name. */
export const findOperators = optionsFinder('employees/options', (operator: { id: string; name: string }) => ({
  value: operator.id,
  label: operator.name,
}));

const reasonsKey = (kind?: ProductionReasonKind) => ['production', 'reasons', kind ?? 'all'];

/** One reasons list (active first), or both. */
export const useReasons = (kind?: ProductionReasonKind) =>
  useQuery({
    queryKey: reasonsKey(kind),
    queryFn: ({ signal }) => api.get<ProductionReason[]>('production/reasons', kind ? { kind } : undefined, signal),
  });

/** Adding, renaming or (de)activating and deleting a reason; each refreshes both lists. */
export function useReasonChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['production', 'reasons'] });
  return {
    add: useMutation({
      mutationFn: (body: ProductionReasonInput) => api.post<ProductionReason>('production/reasons', body),
      onSuccess: refresh,
    }),
    patch: useMutation({
      mutationFn: ({ id, ...body }: ProductionReasonPatch & { id: string }) =>
        api.patch<ProductionReason>(`production/reasons/${encodeURIComponent(id)}`, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(`production/reasons/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
  };
}

/** A month's OEE, per machine and day, for one machine or every one. */
export const useOee = (month: string, machineId: string | undefined) =>
  useQuery({
    queryKey: ['production', 'oee', month, machineId ?? ''],
    queryFn: ({ signal }) =>
      api.get<OeeReport>('production/oee', { month, ...(machineId ? { machineId } : {}) }, signal),
  });
