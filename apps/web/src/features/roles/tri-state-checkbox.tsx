import { useEffect, useRef } from 'react';
import type { TriState } from './permission-grid';

interface TriStateCheckboxProps {
  label: string;
  state: TriState;
  onChange: (on: boolean) => void;
}

/** A checkbox that shows "some" as indeterminate; checking it turns everything it covers on. */
export function TriStateCheckbox({ label, state, onChange }: TriStateCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={state === 'all'}
      onChange={() => onChange(state !== 'all')}
      className="size-4 accent-brand-500"
    />
  );
}
