import type { GaugeOptions } from '@lathe/shared';
import { useMemo } from 'react';
import { api } from '../../lib/api-client';
import type { SearchOption } from '../form/search-select';
import { SearchSelectField } from '../form/search-select-field';

/**
 * The gauges that may measure on a day (the server offers no other: none overdue, retired or
 * never calibrated), searched by code, name or type; each offered by its code and name.
 */
export const gaugeFinder =
  (on: string) =>
  async (search: string, signal: AbortSignal): Promise<SearchOption[]> =>
    (await api.get<GaugeOptions>('gauges/options', { on, search }, signal)).items.map((gauge) => ({
      value: gauge.id,
      label: `${gauge.code} — ${gauge.name}`,
      code: gauge.code,
    }));

interface GaugeFieldProps {
  name: string;
  /** The day it measures on (YYYY-MM-DD): an inspection's date, or today for a control plan. */
  on: string;
  label?: string;
  /** The chosen gauge's name before the options load ("VC-012 — Vernier caliper 0–150 mm"). */
  selectedLabel?: string | undefined;
  /** The kind of gauge wanted ("Vernier caliper"), shown while none is chosen. */
  placeholder?: string | undefined;
}

/** A gauge chosen from those calibrated for the day (an inspection's reading, a control plan's characteristic). */
export function GaugeField({ name, on, label = 'Gauge', selectedLabel, placeholder }: GaugeFieldProps) {
  const fetchOptions = useMemo(() => gaugeFinder(on), [on]);
  return (
    <SearchSelectField
      name={name}
      label={label}
      queryKey={['gauges', 'options', on]}
      fetchOptions={fetchOptions}
      selectedLabel={selectedLabel || undefined}
      placeholder={placeholder || 'Search gauges...'}
      noOptionsText="No calibrated gauge matches"
    />
  );
}
