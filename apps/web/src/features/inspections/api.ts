import type {
  FirstPieceData,
  FirstPieceTemplate,
  InProcessData,
  InProcessTemplate,
  Inspection,
  InspectionSummary,
  ListResult,
  LotPdiData,
  LotPdiTemplate,
  MachineRef,
  Option,
  PdiData,
  PdiTemplate,
} from '@lathe/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import type { SearchOption } from '../../components/form/search-select';
import { optionsFinder } from '../../components/pickers/options-finder';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';

/**
 * `/api/inspections`: read, list and delete here; each kind is recorded on its own path
 * (`inspections/first-piece`, `inspections/in-process`, `inspections/pdi`, `inspections/lot`). A
 * first piece decides whether a work order's production may be recorded: the work-order screens
 * read again after one.
 */
export const inspectionsResource = defineResource<Inspection>('inspections', {
  alsoRefresh: [['work-orders'], ['inspections', 'template']],
});

/** One page of inspections, keyed under the resource's lists so every change refreshes it. */
export function useInspectionsList(query: ListRequest) {
  return useQuery({
    queryKey: inspectionsResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<InspectionSummary>>('inspections', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The first-piece form's start: the work order, its earlier attempts and the characteristics to measure. */
export const useFirstPieceTemplate = (workOrderId: string) =>
  useQuery({
    queryKey: ['inspections', 'template', 'first-piece', workOrderId],
    queryFn: ({ signal }) =>
      api.get<FirstPieceTemplate>(`inspections/first-piece/template/${encodeURIComponent(workOrderId)}`, {}, signal),
  });

/** The PDI form's start: the dispatch, the products it sends, and the chosen one's characteristics. */
export const usePdiTemplate = (dispatchId: string, productId: string | null) =>
  useQuery({
    queryKey: ['inspections', 'template', 'pdi', dispatchId, productId],
    queryFn: ({ signal }) =>
      api.get<PdiTemplate>(
        `inspections/pdi/template/${encodeURIComponent(dispatchId)}`,
        productId ? { productId } : {},
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** The in-process form's start: the work order, its operations with their last machines, and the characteristics. */
export const useInProcessTemplate = (workOrderId: string) =>
  useQuery({
    queryKey: ['inspections', 'template', 'in-process', workOrderId],
    queryFn: ({ signal }) =>
      api.get<InProcessTemplate>(`inspections/in-process/template/${encodeURIComponent(workOrderId)}`, {}, signal),
  });

/** The lot PDI form's start: the work order's good pieces, its earlier lot PDIs, and the characteristics. */
export const useLotPdiTemplate = (workOrderId: string) =>
  useQuery({
    queryKey: ['inspections', 'template', 'lot', workOrderId],
    queryFn: ({ signal }) =>
      api.get<LotPdiTemplate>(`inspections/lot/template/${encodeURIComponent(workOrderId)}`, {}, signal),
  });

type RecordPath = 'inspections/first-piece' | 'inspections/pdi' | 'inspections/in-process' | 'inspections/lot';

/** Records an inspection on its kind's path; the answer becomes the inspection's cached copy. */
function useRecord<Body>(path: RecordPath) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<Inspection>(path, body),
    onSuccess: async (made) => {
      client.setQueryData(inspectionsResource.keys.detail(made.id), made);
      await Promise.all([
        client.invalidateQueries({ queryKey: inspectionsResource.keys.lists() }),
        ...inspectionsResource.alsoRefresh.map((queryKey) => client.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

export const useRecordFirstPiece = () => useRecord<FirstPieceData>('inspections/first-piece');
export const useRecordPdi = () => useRecord<PdiData>('inspections/pdi');
export const useRecordInProcess = () => useRecord<InProcessData>('inspections/in-process');
export const useRecordLotPdi = () => useRecord<LotPdiData>('inspections/lot');

/** "CNC-07 — Doosan Lynx 220": a machine as the in-process form offers it. */
export const machineLabel = (machine: MachineRef) => `${machine.machineNo} — ${machine.machineName}`;

/** Machines by number or name, for the in-process form's machine (any machine). */
export const findMachines: (search: string, signal: AbortSignal) => Promise<SearchOption[]> = optionsFinder(
  'inspections/machines',
  (row: MachineRef) => ({ value: row.id, label: machineLabel(row), code: row.machineNo }),
);

/** Active employees by name or code, for "Inspected by". */
export const findInspectors: (search: string, signal: AbortSignal) => Promise<SearchOption[]> = optionsFinder(
  'employees/options',
  (row: Option) => ({ value: row.id, label: row.name }),
);
