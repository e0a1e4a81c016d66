import { type DeliverySchedule, scheduleDifference } from '@lathe/shared';
import type { SchedulePreview } from './api';
import { revisionLabel, signedCount } from './schedule-format';

/**
 * What the file would change against the month's latest revision, part by part ("+500 in week
 * 50, −200 in week 51"), worked out in the browser as the server words a revision's difference.
 */
export function PreviewDifference({
  schedule,
  lines,
}: {
  schedule: DeliverySchedule;
  lines: SchedulePreview['lines'];
}) {
  const partOf = new Map(schedule.lines.map((line) => [line.productId, line.drawingNumber]));
  const before = schedule.lines.map((line) => ({ ...line, partNumber: line.drawingNumber }));
  const after = lines.map((line) => ({ ...line, partNumber: partOf.get(line.productId) ?? line.partNumber }));
  const parts = scheduleDifference(before, after);
  const against = revisionLabel(schedule.revision);
  return (
    <section aria-labelledby="preview-difference-title" className="grid gap-2">
      <h2 id="preview-difference-title" className="font-semibold text-gray-800 dark:text-white/90">
        Difference from {against}
      </h2>
      {parts.length === 0 ? (
        <p className="text-gray-600 text-sm dark:text-gray-400">No change: the file schedules what {against} does.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {parts.map((part) => (
            <li key={part.productId}>
              <span className="font-medium text-gray-800 dark:text-white/90">{part.partNumber}</span>:{' '}
              <span className="text-gray-700 dark:text-gray-300">{part.text}</span>{' '}
              <span className="text-gray-600 dark:text-gray-400">(net {signedCount(part.net)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
