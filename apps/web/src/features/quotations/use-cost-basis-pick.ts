import type { CostBasis } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { SearchOption } from '../../components/form/search-select';
import { errorMessage } from '../../lib/api-error';
import { costBasisQuery } from './api';
import { operationsOfBasis } from './quotation-form-values';

const text = (value: number | null) => (value === null ? '' : String(value));

export type BasisState = { reading: true; failed: null } | { reading: false; failed: string | null };

/**
 * What picking a product does to line `index`: reads its cost basis and starts the line's cost
 * sheet from it — the bar a piece and the bar's last rate (with where it came from), the product's
 * operations each on its default machine with that machine's figures. The job work of a product
 * picked before goes; the allowances, packing and quantities stay as typed. A basis that answers
 * after the line was given another product is dropped; the same product picked again changes nothing.
 */
export function useCostBasisPick(index: number) {
  const client = useQueryClient();
  const { getValues, setValue } = useFormContext();
  const [state, setState] = useState<BasisState>({ reading: false, failed: null });
  const at = (field: string) => `lines.${index}.${field}`;
  // The product the sheet was last started from: picking it again keeps what was typed since.
  const startedFrom = useRef<unknown>(getValues(at('productId')));
  const apply = (basis: CostBasis) => {
    const set = (field: string, value: unknown) => setValue(at(field), value, { shouldDirty: true });
    set('barKgPerPiece', text(basis.barKgPerPiece));
    set('barRate', text(basis.barRate));
    set('barRateSource', basis.barRateSource);
    set('operations', operationsOfBasis(basis));
    set('outside', []);
  };
  const pick = async (option: SearchOption | null) => {
    if (!option) return;
    const productId = option.value;
    if (productId === startedFrom.current && !state.failed) return;
    startedFrom.current = productId;
    setState({ reading: true, failed: null });
    try {
      const basis = await client.fetchQuery(costBasisQuery(productId));
      if (getValues(at('productId')) === productId) apply(basis);
      setState({ reading: false, failed: null });
    } catch (error) {
      setState({ reading: false, failed: errorMessage(error, 'Failed to read the cost basis') });
    }
  };
  return { pick: (option: SearchOption | null) => void pick(option), state };
}
