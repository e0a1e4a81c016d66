import { addDays } from '../calendar.js';

/*
 * The time limit on goods at a job worker (CGST Act section 143(1) and (3), (4)): inputs not back
 * within one year of being sent out, capital goods within three, are deemed supplied by the
 * principal on the day they were sent out, and tax is due on them. Moulds and dies, jigs and
 * fixtures, and tools have no limit (143(3) and (4) leave them out). The list's alert, the
 * challan's page and the deemed supply's invoice read the same dates from here.
 */

export const JOB_WORK_GOODS_TYPES = ['inputs', 'capital_goods', 'tools'] as const;
export type JobWorkGoods = (typeof JOB_WORK_GOODS_TYPES)[number];

export const JOB_WORK_GOODS_LABELS: Record<JobWorkGoods, string> = {
  inputs: 'Inputs',
  capital_goods: 'Capital goods',
  tools: 'Moulds, dies, jigs, fixtures, tools',
};

/** Years the goods may stay out: section 143(1)(a) for inputs, (b) for capital goods; tools have no limit. */
export const JOB_WORK_YEARS: Record<JobWorkGoods, number | null> = { inputs: 1, capital_goods: 3, tools: null };

/** "Out over 1 year", "Out over 3 years": the list's flag for goods past their limit. */
export const overLimitText = (goods: JobWorkGoods) => {
  const years = JOB_WORK_YEARS[goods];
  return years === null ? '' : `Out over ${years} year${years === 1 ? '' : 's'}`;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY = 86_400_000;

const utc = (date: string) => {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};

/**
 * The last day the goods may be back, `years` after `sentOn`: the same day of the month, or the
 * month's last day when it has none (sent 29/02/2028 → back by 28/02/2029).
 */
export function lastDayBack(sentOn: string, years: number): string {
  utc(sentOn);
  const [year, month, day] = sentOn.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return `${String(year + years).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
}

export interface JobWorkTimeLimit {
  /** Whole days since the goods went out (0 on the day itself). */
  daysOut: number;
  /** The last day they may be back without being deemed supplied; null for tools (no limit). */
  lastDay: string | null;
  /** The first day they are deemed supplied: the day after `lastDay`; null for tools. */
  overdueOn: string | null;
  /** Still out after `lastDay`. */
  overdue: boolean;
}

/**
 * Where goods sent out on `sentOn` stand on `today` against section 143's limit: sent
 * 10/04/2026, inputs are due back by 10/04/2027 and deemed supplied from 11/04/2027 (366 days
 * out; 365 days out is still within the year); capital goods by 10/04/2029; tools never.
 */
export function jobWorkTimeLimit(sentOn: string, today: string, goods: JobWorkGoods = 'inputs'): JobWorkTimeLimit {
  const daysOut = Math.max(0, Math.round((utc(today) - utc(sentOn)) / DAY));
  const years = JOB_WORK_YEARS[goods];
  if (years === null) return { daysOut, lastDay: null, overdueOn: null, overdue: false };
  const lastDay = lastDayBack(sentOn, years);
  const overdueOn = addDays(lastDay, 1);
  return { daysOut, lastDay, overdueOn, overdue: today >= overdueOn };
}
