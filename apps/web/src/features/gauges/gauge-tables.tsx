import {
  CALIBRATION_RESULT_LABELS,
  type CalibrationResult,
  GAUGE_READING_KIND_LABELS,
  type GaugeCalibration,
  type GaugeDetail,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { confirmAction } from '../../components/ui/confirm-action';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { withGlobalLoading } from '../../lib/loading-store';
import { useResourceAction } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { gaugesResource } from './api';

const TONES: Record<CalibrationResult, string> = {
  pass: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  fail: 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

/** Pass in green, fail in red. */
export function PassFail({ result }: { result: CalibrationResult }) {
  return (
    <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs', TONES[result])}>
      {CALIBRATION_RESULT_LABELS[result]}
    </span>
  );
}

const day = (value: string | null) => (value ? formatDate(value) : '-');
const muted = 'block text-gray-600 text-xs dark:text-gray-400';

/** The gauge's calibrations, newest first, each certificate downloadable; removed by whoever may delete gauges. */
export function CalibrationsTable({ gauge }: { gauge: GaugeDetail }) {
  const canRemove = useCan('gauges', 'delete');
  const remove = useResourceAction(gaugesResource, 'removeCalibration');
  const removeOne = async (calibration: GaugeCalibration) => {
    const message = `Remove the calibration of ${formatDate(calibration.calibratedOn)}? The due date is worked out again from the calibrations left.`;
    if (!(await confirmAction({ message, confirmLabel: 'Remove', danger: true }))) return;
    try {
      await withGlobalLoading(() => remove.mutateAsync({ id: gauge.id, subId: calibration.id }));
      toast.success('Calibration removed');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to remove calibration'));
    }
  };
  if (gauge.calibrations.length === 0) {
    return <p className="text-gray-600 text-sm dark:text-gray-400">No calibrations recorded yet.</p>;
  }
  return (
    <HorizontalScroll label="Calibrations">
      <table className="min-w-full">
        <caption className="sr-only">Calibrations</caption>
        <TableHead
          columns={[
            'Calibrated On',
            'Result',
            'Agency',
            'Certificate',
            'Next Due',
            'Recorded By',
            canRemove && { label: 'Actions', srOnly: true },
          ]}
        />
        <tbody className={tbodyClass}>
          {gauge.calibrations.map((calibration) => (
            <tr key={calibration.id}>
              <td className={`${tdClass} whitespace-nowrap`}>{formatDate(calibration.calibratedOn)}</td>
              <td className={tdClass}>
                <PassFail result={calibration.result} />
              </td>
              <td className={tdClass}>
                {calibration.agency || '-'}
                {calibration.remarks && <span className={muted}>{calibration.remarks}</span>}
              </td>
              <td className={tdClass}>
                {calibration.certificateNumber && <span className="block">{calibration.certificateNumber}</span>}
                {!calibration.certificateNumber && !calibration.certificate && '-'}
                {calibration.certificate && (
                  <DownloadButton
                    path={`gauges/certificates/${calibration.certificate.id}`}
                    fallbackName={calibration.certificate.fileName}
                    label={calibration.certificate.fileName}
                    ariaLabel={`Download ${calibration.certificate.fileName}`}
                    failure="Failed to download the certificate"
                    variant="ghost"
                    className="h-7 max-w-56 truncate px-2 text-xs"
                  />
                )}
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>{day(calibration.nextDueOn)}</td>
              <td className={tdClass}>{calibration.recordedBy ?? '-'}</td>
              {canRemove && (
                <td className={`${tdClass} w-12`}>
                  <button
                    type="button"
                    aria-label={`Remove the calibration of ${formatDate(calibration.calibratedOn)}`}
                    title="Remove calibration"
                    onClick={() => void removeOne(calibration)}
                    className="inline-flex size-8 items-center justify-center rounded-lg text-gray-600 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-red-400"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/** The latest readings taken with the gauge: the inspections to look at again should it fail its calibration. */
export function ReadingsTable({ gauge }: { gauge: GaugeDetail }) {
  const seesInspections = useCan('inspection', 'view');
  if (gauge.readings.length === 0) {
    return <p className="text-gray-600 text-sm dark:text-gray-400">No readings taken with this gauge yet.</p>;
  }
  return (
    <HorizontalScroll label="Readings taken">
      <table className="min-w-full">
        <caption className="sr-only">Readings taken</caption>
        <TableHead columns={['Inspected On', 'Inspection', 'Product', 'Characteristic', 'Result']} />
        <tbody className={tbodyClass}>
          {gauge.readings.map((reading) => (
            <tr key={`${reading.inspectionId}-${reading.characteristic}`}>
              <td className={`${tdClass} whitespace-nowrap`}>
                {seesInspections ? (
                  <Link to={`/inspections/view/${reading.inspectionId}`} className={link}>
                    {formatDate(reading.inspectedOn)}
                  </Link>
                ) : (
                  formatDate(reading.inspectedOn)
                )}
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>{GAUGE_READING_KIND_LABELS[reading.kind]}</td>
              <td className={tdClass}>
                <span className="font-medium">{reading.drawingNumber}</span>
                <span className={muted}>{reading.productDescription}</span>
              </td>
              <td className={tdClass}>{reading.characteristic}</td>
              <td className={tdClass}>
                <PassFail result={reading.result} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
