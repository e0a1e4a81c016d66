import { monthName, todayIn } from '@lathe/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass, labelClass } from '../../components/form/field-styles';

/** The last 24 months, newest first: the returns one may still prepare or look back at. */
export function recentMonths(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 24 }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The month whose return is shown: `?month=yyyy-MM`, else last month (the one being filed now). */
export function useMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const months = recentMonths(todayIn());
  const month = params.get('month') ?? (months[1] as string);
  return [month, (next) => setParams({ month: next }, { replace: true })];
}

/** The "Month" select of a GST return's page. */
export function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={`${labelClass} mb-1.5`}>
        Month
      </label>
      <select id={id} className={inputClass(false, 'w-48')} value={month} onChange={(e) => onChange(e.target.value)}>
        {recentMonths(todayIn()).map((m) => (
          <option key={m} value={m}>
            {monthName(m)}
          </option>
        ))}
      </select>
    </div>
  );
}
