import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { DateInput } from './date-input';
import { labelClass } from './field-styles';

/** A day of the period, kept in the URL as `from` / `to` (yyyy-MM-dd), typed as dd/mm/yyyy. */
export function PeriodDay({ name, label }: { name: 'from' | 'to'; label: string }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <label htmlFor={id} className={`${labelClass} mb-1.5`}>
        {label}
      </label>
      <DateInput
        id={id}
        value={params.get(name) ?? ''}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value) next.set(name, value);
              else next.delete(name);
              return next;
            },
            { replace: true },
          )
        }
        className="w-44"
      />
    </div>
  );
}
