import type {
  MachineCapacity,
  MachineCapacityData,
  MachineDowntime,
  MachineDowntimeData,
  PlantHoliday,
  PlantHolidayData,
} from '@lathe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/*
 * Machine capacity and plant holidays, under the schedule's keys: a change to either makes the
 * board (keyed 'schedule' too) stale, so it is computed afresh when next shown.
 */

const SCHEDULE_KEY = ['schedule'] as const;
const machinesKey = [...SCHEDULE_KEY, 'machines'] as const;
const machineKey = (id: string) => [...machinesKey, id] as const;
const holidaysKey = (year: number) => [...SCHEDULE_KEY, 'holidays', year] as const;

/** `GET schedule/machines`: every machine with its capacity (the defaults where none was saved). */
export function useMachineCapacities() {
  return useQuery({
    queryKey: machinesKey,
    queryFn: ({ signal }) => api.get<MachineCapacity[]>('schedule/machines', undefined, signal),
  });
}

/** `GET schedule/machines/{id}`. */
export function useMachineCapacity(id: string) {
  return useQuery({
    queryKey: machineKey(id),
    queryFn: ({ signal }) => api.get<MachineCapacity>(`schedule/machines/${encodeURIComponent(id)}`, undefined, signal),
  });
}

/** `PUT schedule/machines/{id}`: the whole capacity and the version read. */
export function useSaveMachineCapacity(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MachineCapacityData) =>
      api.put<MachineCapacity>(`schedule/machines/${encodeURIComponent(id)}`, body),
    onSuccess: async (saved) => {
      client.setQueryData(machineKey(id), saved);
      await client.invalidateQueries({ queryKey: SCHEDULE_KEY, predicate: (q) => q.queryKey[2] !== id });
    },
  });
}

/**
 * `POST schedule/machines/{id}/downtime` and `DELETE …/downtime/{downtimeId}`: a machine's windows
 * (they come back with its capacity, and change the board).
 */
export function useDowntimeChanges(machineId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: SCHEDULE_KEY });
  const base = `schedule/machines/${encodeURIComponent(machineId)}/downtime`;
  return {
    add: useMutation({
      mutationFn: (body: MachineDowntimeData) => api.post<MachineDowntime>(base, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (downtimeId: string) => api.delete(`${base}/${encodeURIComponent(downtimeId)}`),
      onSuccess: refresh,
    }),
  };
}

/** `GET schedule/holidays?year=`. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: holidaysKey(year),
    queryFn: ({ signal }) => api.get<PlantHoliday[]>('schedule/holidays', { year }, signal),
  });
}

/** `POST schedule/holidays` and `DELETE schedule/holidays/{date}`. */
export function useHolidayChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: SCHEDULE_KEY });
  return {
    add: useMutation({
      mutationFn: (body: PlantHolidayData) => api.post<PlantHoliday>('schedule/holidays', body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (date: string) => api.delete(`schedule/holidays/${encodeURIComponent(date)}`),
      onSuccess: refresh,
    }),
  };
}
