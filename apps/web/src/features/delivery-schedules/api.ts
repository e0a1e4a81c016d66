import type {
  DeliveryPerformanceReport,
  DeliverySchedule,
  DeliveryScheduleInput,
  DeliveryScheduleSummary,
  ListResult,
  ScheduleDispatchInput,
} from '@lathe/shared';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api, apiRequest, type Query } from '../../lib/api-client';
import { MONEY_FIGURES } from '../../lib/money-figures';

/*
 * `/api/delivery-schedules` (issue 30): the list, one schedule, the month's schedule of a customer,
 * the grid's save, the file's preview and import, a dispatch, the columns remembered for a
 * customer's files, and the month's delivery performance.
 */

export const scheduleKeys = {
  all: ['delivery-schedules'] as const,
  list: (query: ListRequest) => ['delivery-schedules', 'list', query] as const,
  detail: (id: string) => ['delivery-schedules', 'detail', id] as const,
  month: (customerId: string, month: string) => ['delivery-schedules', 'month', customerId, month] as const,
  mapping: (customerId: string) => ['delivery-schedules', 'mapping', customerId] as const,
  /** The dashboard's card reads the same key for the whole plant (no customer). */
  performance: (month: string, customerId = '') => ['delivery-schedules', 'performance', month, customerId] as const,
};

/** A preview of a schedule file: the columns it was read by, its header row, its lines, or its problems. */
export interface SchedulePreview {
  mapping: Record<string, unknown>;
  headers: string[];
  lines: {
    productId: string;
    partNumber: string;
    bucket: 'day' | 'week';
    date: string;
    quantity: number;
    row: number;
  }[];
  problems: { row: number; column?: string; message: string }[];
}

/** The query of the file's preview and import: the customer, month, revision header and the columns. */
export type ScheduleImportRequest = Query;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The file as the server takes it: a workbook or a CSV file by its name, whatever type the browser
 * gave it (Windows calls a CSV file `application/vnd.ms-excel`, some browsers give none).
 */
export function scheduleFile(file: File): File {
  const name = file.name.toLowerCase();
  const type = name.endsWith('.csv') ? 'text/csv' : name.endsWith('.xlsx') ? XLSX_TYPE : 'application/octet-stream';
  return file.type === type ? file : new File([file], file.name, { type });
}

export function useScheduleList(query: ListRequest) {
  return useQuery({
    queryKey: scheduleKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<DeliveryScheduleSummary>>('delivery-schedules', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSchedule(id: string) {
  return useQuery({
    queryKey: scheduleKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<DeliverySchedule>(`delivery-schedules/${encodeURIComponent(id)}`, undefined, signal),
  });
}

/** The customer's schedule of the month, whole, or null when the month has none yet. */
export async function fetchMonthSchedule(customerId: string, month: string, signal?: AbortSignal) {
  const found = await api.get<ListResult<DeliveryScheduleSummary>>(
    'delivery-schedules',
    { customerId, month, limit: 1 },
    signal,
  );
  const [summary] = found.data;
  return summary
    ? api.get<DeliverySchedule>(`delivery-schedules/${encodeURIComponent(summary.id)}`, undefined, signal)
    : null;
}

/** The month's schedule of a customer (its latest revision's lines), once both are chosen. */
export function useMonthSchedule(customerId: string | null | undefined, month: string | null | undefined) {
  const ready = !!customerId && !!month && /^\d{4}-\d{2}$/.test(month);
  return useQuery({
    queryKey: scheduleKeys.month(customerId ?? '', month ?? ''),
    queryFn: ({ signal }) => fetchMonthSchedule(customerId ?? '', month ?? '', signal),
    enabled: ready,
  });
}

/** The columns the customer's last file was read by, or null. */
export function useScheduleMapping(customerId: string | null | undefined) {
  return useQuery({
    queryKey: scheduleKeys.mapping(customerId ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ mapping: Record<string, unknown> | null }>(
        'delivery-schedules/mapping',
        { customerId: customerId ?? '' },
        signal,
      ),
    enabled: !!customerId,
  });
}

export function usePerformance(month: string, customerId?: string) {
  return useQuery({
    queryKey: scheduleKeys.performance(month, customerId),
    queryFn: ({ signal }) =>
      api.get<DeliveryPerformanceReport>('delivery-schedules/performance', { month, customerId }, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST delivery-schedules: the month typed on the grid, made or revised (201 with the schedule). */
export const saveSchedule = (body: DeliveryScheduleInput) => api.post<DeliverySchedule>('delivery-schedules', body);

export const previewImport = (file: File, query: ScheduleImportRequest) =>
  apiRequest<SchedulePreview>('delivery-schedules/import/preview', {
    method: 'POST',
    file: scheduleFile(file),
    query,
  });

export const importSchedule = (file: File, query: ScheduleImportRequest) =>
  apiRequest<DeliverySchedule>('delivery-schedules/import', { method: 'POST', file: scheduleFile(file), query });

export const dispatchSchedule = (id: string, body: ScheduleDispatchInput) =>
  api.post<DeliverySchedule>(`delivery-schedules/${encodeURIComponent(id)}/dispatches`, body);

/**
 * What a saved revision or a dispatch makes stale: the schedules, the release orders and their
 * open lines, and the dashboard's figures.
 */
export function refreshAfterChange(client: QueryClient, saved?: DeliverySchedule) {
  if (saved) client.setQueryData(scheduleKeys.detail(saved.id), saved);
  for (const key of [scheduleKeys.all, ['sales-orders'], ['sales-orders/open-lines'], ...MONEY_FIGURES]) {
    void client.invalidateQueries({ queryKey: key });
  }
}
