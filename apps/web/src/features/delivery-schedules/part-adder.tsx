import { useId, useMemo } from 'react';
import { labelId } from '../../components/form/field-shell';
import { labelClass } from '../../components/form/field-styles';
import { SearchSelect } from '../../components/form/search-select';
import { type ProductPick, productFinder, productOptionsKey } from '../../components/pickers/product-options';
import type { GridRow } from './grid-body';

interface PartAdderProps {
  customerId: string | null;
  onAdd: (row: GridRow) => void;
}

/** Adds a row to the grid: one of the customer's parts, found by drawing number or description. */
export function PartAdder({ customerId, onAdd }: PartAdderProps) {
  const id = useId();
  const finder = useMemo(() => productFinder(customerId ?? ''), [customerId]);
  return (
    <div className="max-w-md">
      <label id={labelId(id)} htmlFor={id} className={`${labelClass} mb-1.5`}>
        Add a part
      </label>
      <SearchSelect
        id={id}
        labelId={labelId(id)}
        value={null}
        onChange={(value, option) => {
          const pick = option as ProductPick | null;
          if (value && pick) {
            onAdd({ productId: value, label: pick.label, partNumber: pick.product.drawingNumber });
          }
        }}
        fetchOptions={finder}
        queryKey={productOptionsKey(customerId ?? '')}
        disabled={!customerId}
        placeholder={customerId ? 'Search the customer’s parts' : 'Choose the customer first'}
        emptyText="Type a drawing number or description"
        noOptionsText="No parts of this customer found"
      />
    </div>
  );
}
