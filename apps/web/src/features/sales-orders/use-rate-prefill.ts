import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import type { SearchOption } from '../../components/form/search-select';
import type { ProductPick } from '../../components/pickers/product-options';

/**
 * What picking a product does to its line's rate: proposes the customer's last rate for it. A rate
 * the clerk typed is theirs and never replaced; only an empty rate, or one proposed for the product
 * picked before, follows the product (to nothing when the customer never bought it). Nor is the
 * rate proposed while the clerk is in its box, where the next key typed would land on it: a pick
 * can come late, once a product's search answers after Enter. `rateField` is `lines.{n}.rate`.
 */
export function useRatePrefill(rateField: string) {
  const { getValues, setValue } = useFormContext();
  const proposed = useRef<string | null>(null);
  return (option: SearchOption | null) => {
    if (!option) return;
    const current = String(getValues(rateField) ?? '').trim();
    const typed = current !== '' && current !== proposed.current;
    const inTheBox = document.activeElement instanceof HTMLInputElement && document.activeElement.name === rateField;
    if (typed || inTheBox) return;
    const lastRate = (option as ProductPick).product.lastRate;
    proposed.current = lastRate === null ? null : String(lastRate);
    if ((proposed.current ?? '') === current) return;
    if (proposed.current === null) setValue(rateField, '', { shouldDirty: true });
    else setValue(rateField, proposed.current, { shouldDirty: true, shouldValidate: true });
  };
}
