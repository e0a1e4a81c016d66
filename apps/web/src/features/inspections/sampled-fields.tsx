import { MAX_SAMPLE_SIZE } from '@lathe/shared';
import { type ReactNode, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { TextField } from '../../components/form/text-field';
import { count } from '../../lib/format-figures';
import { InspectionFields } from './inspection-fields';
import { type InspectionFormValues, sampleCount } from './reading-values';

/**
 * The fields of an inspection that measures a sample (a PDI, an in-process inspection, a lot's
 * PDI): its own fields first, the sample size, then the characteristics laid out for the sample
 * as typed (the last valid one while it is being changed; `initial` before any).
 */
export function SampledFields({ initial, extra }: { initial: number; extra?: ReactNode }) {
  const typed = useWatch<InspectionFormValues, 'sampleSize'>({ name: 'sampleSize' });
  const [samples, setSamples] = useState(() => sampleCount(typed) ?? initial);
  const now = sampleCount(typed);
  if (now !== null && now !== samples) setSamples(now);
  return (
    <InspectionFields
      samples={samples}
      extra={
        <>
          {extra}
          <TextField
            name="sampleSize"
            label="Sample Size"
            required
            inputMode="numeric"
            autoComplete="off"
            sanitize={digitsOnly}
            hint={`Pieces measured of each characteristic (1 to ${count(MAX_SAMPLE_SIZE)})`}
          />
        </>
      }
    />
  );
}
