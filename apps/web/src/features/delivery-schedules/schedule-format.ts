import {
  addDays,
  formatIndianNumber,
  indianDate,
  isoWeek,
  SCHEDULE_SOURCE_LABELS,
  type ScheduleBucket,
  type ScheduleRevision,
  todayIn,
} from '@lathe/shared';

/** A month as the forms and the URL hold it: yyyy-mm. */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
export const isMonth = (value: string | null | undefined): value is string => !!value && MONTH_PATTERN.test(value);

/** This month in India, yyyy-mm. */
export const thisMonth = () => todayIn().slice(0, 7);

/** "Rev 0" for the first schedule, "Rev 2" for its second revision. */
export const revisionLabel = (revision: number) => `Rev ${revision}`;

/** The firm zone a new month starts with: its first two weeks (the server's own default). */
export const defaultFirmUntil = (month: string) => addDays(`${month}-01`, 13);

/** "30/11": a day without its year, as a grid's column says it. */
export const dayAndMonth = (date: string) => indianDate(date).slice(0, 5);

/** How a bucket reads in a table: "W50" for a week, "07/12/2026" for a day. */
export const bucketLabel = (line: { bucket: ScheduleBucket; date: string }) =>
  line.bucket === 'week' ? `W${isoWeek(line.date).week}` : indianDate(line.date);

/** Where a revision came from: "Typed", "Excel workbook (Schedule Dec.xlsx)". */
export const sourceText = (revision: Pick<ScheduleRevision, 'source' | 'fileName'>) =>
  `${SCHEDULE_SOURCE_LABELS[revision.source]}${revision.fileName ? ` (${revision.fileName})` : ''}`;

/** A share to one decimal, "66.7%", or a dash when nothing counts yet. */
export const percentFigure = (value: number | null) => (value === null ? '—' : `${formatIndianNumber(value, 1)}%`);

/** A change of pieces with its sign: "+1,500", "−200", "0". */
export const signedCount = (n: number) => (n === 0 ? '0' : `${n > 0 ? '+' : '−'}${formatIndianNumber(Math.abs(n), 0)}`);
