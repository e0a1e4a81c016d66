import type { Gauge } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { useRecordAccess } from '../../lib/use-can';
import { gaugesResource, useGaugesList } from './api';
import { gaugeColumns } from './gauge-columns';
import { GAUGE_FILTERS, GaugeFilters } from './gauge-filters';

const overdueRow = 'bg-red-50/60 dark:bg-red-500/5';

/**
 * `/gauges`: the gauge register by code, its state today at a glance (overdue rows tinted),
 * filtered by state and type, searched by code, name, type or location; CSV export.
 */
export function GaugesListPage() {
  const params = useListParams({ filters: GAUGE_FILTERS, defaultSortBy: 'code', defaultSortOrder: 'ASC' });
  const list = useGaugesList(params.query);
  const deleteGauge = useEntityDelete(gaugesResource, 'gauge');
  const { canCreate, canEdit, canDelete } = useRecordAccess('gauges');
  const columns = useMemo(
    () => gaugeColumns({ canEdit, onDelete: canDelete ? (g: Gauge) => void deleteGauge(g.id) : undefined }),
    [canEdit, canDelete, deleteGauge],
  );
  return (
    <ResourceListPage
      title="Gauges"
      {...(canCreate ? { addLabel: 'Add Gauge', addTo: '/gauges/new' } : {})}
      searchPlaceholder="Search by code, name, type or location..."
      emptyText="No gauges found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<GaugeFilters params={params} />}
      exportResource="gauges"
      rowClassName={(g) => (g.state === 'overdue' ? overdueRow : undefined)}
    />
  );
}
