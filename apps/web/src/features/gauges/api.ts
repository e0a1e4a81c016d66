import type { Gauge, GaugeDetail, GaugePutData, ListResult, MaterialCertificate } from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { notificationsKey } from '../../lib/notifications';
import { defineResource } from '../../lib/resource-api';

/** What the gauge form sends: the gauge whole (PUT), with the version read on an edit. */
export type GaugeBody = Omit<GaugePutData, 'version'> & { version?: number };

/**
 * `/api/gauges`: a gauge is read, created, changed and answered whole, with its calibrations and
 * the readings taken with it; a calibration is recorded (`calibrate`) and removed
 * (`removeCalibration`) as the gauge's own actions. Each moves its due date, which the bell's
 * notices read.
 */
export const gaugesResource = defineResource<GaugeDetail, GaugeBody, GaugeBody, 'calibrate' | 'removeCalibration'>(
  'gauges',
  {
    updateMethod: 'PUT',
    alsoRefresh: [notificationsKey],
    actions: {
      calibrate: { path: 'calibrations' },
      removeCalibration: { path: 'calibrations', method: 'DELETE' },
    },
  },
);

/** One page of the gauge list (rows without calibrations), under the resource's list keys. */
export function useGaugesList(query: ListRequest) {
  return useQuery({
    queryKey: gaugesResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<Gauge>>('gauges', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** A calibration certificate uploaded as it was chosen; the calibration then names it. */
export const uploadCalibrationCertificate = (file: File) =>
  api.upload<MaterialCertificate>('gauges/certificates', file);
