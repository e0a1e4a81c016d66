import type { CostedLine } from '@lathe/shared';
import { useWatch } from 'react-hook-form';
import { costedLineOf, type QuotationLineValues } from './quotation-form-values';

/** Line `index` as typed, and its figures as the cost sheet reads them (null until every one is valid). */
export function useCostedLine(index: number): { values: QuotationLineValues | undefined; costed: CostedLine | null } {
  const values = useWatch({ name: `lines.${index}` }) as QuotationLineValues | undefined;
  return { values, costed: costedLineOf(values) };
}
