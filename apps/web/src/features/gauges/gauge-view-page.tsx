import { GAUGE_STATUS_LABELS, type GaugeDetail, measureText } from '@lathe/shared';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { PartyDetails } from '../../components/parties/party-facts';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { days } from '../../lib/format-figures';
import { useResourceItem } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { gaugesResource } from './api';
import { CalibrationForm } from './calibration-form';
import { GaugeStateBadge } from './gauge-state-badge';
import { CalibrationsTable, ReadingsTable } from './gauge-tables';

const day = (value: string | null) => (value ? formatDate(value) : null);

/** A titled card of the page. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={`${id}-title`} className="grid gap-4 p-4 sm:p-6">
        <h2 id={`${id}-title`} className="font-semibold text-gray-800 text-lg dark:text-white/90">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** Why the gauge may not measure today, said where the inspector looks first; nothing while it may. */
function StateAlert({ gauge }: { gauge: GaugeDetail }) {
  const [latest] = gauge.calibrations;
  if (gauge.state === 'overdue') {
    return (
      <Alert tone="warning">
        Overdue for calibration since {day(gauge.dueOn)}: inspections cannot name it until a passed calibration is
        recorded.
      </Alert>
    );
  }
  if (gauge.state === 'uncalibrated') {
    return (
      <Alert tone="warning">
        {latest?.result === 'fail'
          ? `Failed its calibration on ${formatDate(latest.calibratedOn)}: look again at what it measured (below). Inspections cannot name it until it passes.`
          : 'Not calibrated yet: inspections cannot name it until a passed calibration is recorded.'}
      </Alert>
    );
  }
  return null;
}

function GaugeOverview({ gauge }: { gauge: GaugeDetail }) {
  const canEdit = useCan('gauges', 'edit');
  const measure = (value: number | null) => (value === null ? null : `${measureText(value)} ${gauge.unit}`);
  return (
    <>
      <PageHeader
        title={`${gauge.code} ${gauge.name}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span>{gauge.gaugeType}</span>
            <GaugeStateBadge state={gauge.state} />
          </span>
        }
        actions={
          canEdit && (
            <ButtonLink to={`/gauges/edit/${gauge.id}`} variant="secondary">
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </ButtonLink>
          )
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <StateAlert gauge={gauge} />
        <PartyDetails
          facts={[
            { label: 'Gauge Type', value: gauge.gaugeType },
            { label: 'Range', value: gauge.rangeText },
            { label: 'Least Count', value: measure(gauge.leastCount) },
            { label: 'Location', value: gauge.location },
            { label: 'Calibration Frequency', value: days(gauge.calibrationFrequencyDays) },
            { label: 'Last Calibrated', value: day(gauge.lastCalibratedOn) },
            { label: 'Due On', value: day(gauge.dueOn) },
            { label: 'Status', value: GAUGE_STATUS_LABELS[gauge.status] },
            { label: 'Remarks', value: gauge.remarks, wide: true },
          ]}
        />
        <Section id="calibrations" title="Calibrations">
          <CalibrationsTable gauge={gauge} />
          {canEdit && (
            <div className="border-gray-200 border-t pt-4 dark:border-gray-800">
              <CalibrationForm key={gauge.version} gauge={gauge} />
            </div>
          )}
        </Section>
        <Section id="readings" title="Readings Taken">
          <ReadingsTable gauge={gauge} />
        </Section>
      </div>
      <RecordHistory entity="gauges" id={gauge.id} />
    </>
  );
}

/** `/gauges/view/:id`: the gauge, its state today, its calibrations (recorded here), the readings taken with it and its history. */
export function GaugeViewPage() {
  const { id } = useParams();
  const gauge = useResourceItem(gaugesResource, id);
  return (
    <LoadState query={gauge} notFoundText="Gauge not found" backTo="/gauges" backLabel="Back to Gauges">
      {(loaded) => <GaugeOverview gauge={loaded} />}
    </LoadState>
  );
}
