import type { Gauge } from '@lathe/shared';
import { Link } from 'react-router';
import { actionsColumn, type RowAccess } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { formatDate } from '../../lib/format-date';
import { GaugeStateBadge } from './gauge-state-badge';

const link = 'text-brand-600 hover:underline dark:text-brand-400';
const day = (value: string | null) => (value ? formatDate(value) : '-');

/** The gauge list's columns, sortable where GAUGE_SORTABLE allows: the code opens the gauge's page. */
export function gaugeColumns({ canEdit, onDelete }: RowAccess<Gauge>): Column<Gauge>[] {
  return [
    {
      key: 'code',
      header: 'Code',
      sortKey: 'code',
      className: 'font-medium whitespace-nowrap',
      cell: (g) => (
        <Link to={`/gauges/view/${g.id}`} className={link}>
          {g.code}
        </Link>
      ),
    },
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'gaugeType', header: 'Type', sortKey: 'gaugeType', secondary: true },
    { key: 'location', header: 'Location', secondary: true },
    {
      key: 'lastCalibratedOn',
      header: 'Last Calibrated',
      secondary: true,
      className: 'whitespace-nowrap',
      cell: (g) => day(g.lastCalibratedOn),
    },
    { key: 'dueOn', header: 'Due On', sortKey: 'dueOn', className: 'whitespace-nowrap', cell: (g) => day(g.dueOn) },
    { key: 'state', header: 'State', cell: (g) => <GaugeStateBadge state={g.state} /> },
    ...actionsColumn<Gauge>({
      label: (g) => g.code,
      editTo: canEdit ? (g) => `/gauges/edit/${g.id}` : undefined,
      onDelete,
    }),
  ];
}
