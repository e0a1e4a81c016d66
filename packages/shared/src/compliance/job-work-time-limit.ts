import { addDays } from '../calendar.js';

/*
 * The time limit on goods at a job worker (CGST Act section 143(1) and (3)): inputs not back
 * within one year of being sent out, capital goods within three, are deemed supplied by the
 * principal on the day they were sent out, and tax is due on them. The list's alert and the
 * challan's page read the same dates from here.
 */

export type JobWorkGoods = 'inputs' | 'capital_goods';

/** Years the goods may stay out: section 143(1)(a) for inputs, (b) for capital goods. */
export const JOB_WORK_YEARS: Record<JobWorkGoods, number> = { inputs: 1, capital_goods: 3 };

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
  /** The last day they may be back without being deemed supplied. */
  lastDay: string;
  /** The first day they are deemed supplied: the day after `lastDay`. */
  overdueOn: string;
  /** Still out after `lastDay`. */
  overdue: boolean;
}

/**
 * Where goods sent out on `sentOn` stand on `today` against section 143's limit: sent
 * 10/04/2026, inputs are due back by 10/04/2027 and deemed supplied from 11/04/2027 (366 days
 * out; 365 days out is still within the year).
 */
export function jobWorkTimeLimit(sentOn: string, today: string, goods: JobWorkGoods = 'inputs'): JobWorkTimeLimit {
  const lastDay = lastDayBack(sentOn, JOB_WORK_YEARS[goods]);
  const overdueOn = addDays(lastDay, 1);
  return {
    daysOut: Math.max(0, Math.round((utc(today) - utc(sentOn)) / DAY)),
    lastDay,
    overdueOn,
    overdue: today >= overdueOn,
  };
}
