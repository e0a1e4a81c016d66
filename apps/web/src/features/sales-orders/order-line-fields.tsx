import { formatRupees, type SalesOrderLine } from '@lathe/shared';
import { Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '../../components/form/date-field';
import { QuantityRateFields } from '../../components/form/quantity-rate-fields';
import type { SearchOption } from '../../components/form/search-select';
import { SearchSelectField } from '../../components/form/search-select-field';
import {
  type ProductPick,
  productFinder,
  productLabel,
  productOptionsKey,
} from '../../components/pickers/product-options';
import { Button } from '../../components/ui/button';
import { typedDateText } from '../../lib/typed-date';
import { lineAmountOf, validQuantity } from './order-form-values';
import { NeedsInline } from './plant-needs';

/** Quantity × rate as typed, in Indian format; a dash until both are valid. */
function LineAmount({ index }: { index: number }) {
  const [quantity, rate] = useWatch({ name: [`lines.${index}.quantity`, `lines.${index}.rate`] });
  const paise = lineAmountOf(quantity, rate);
  return (
    <p className="text-gray-700 text-sm dark:text-gray-300">
      Amount{' '}
      <output className="font-semibold text-gray-800 tabular-nums dark:text-white/90">
        {paise === null ? '—' : formatRupees(paise)}
      </output>
    </p>
  );
}

/**
 * What the plant needs for the line. The product's cycle times, raw weight and pack sizes are
 * not in the picker's options, so the figures are the server's, read with the saved draft:
 * they show for a line whose product and quantity are as saved, and after the next save otherwise.
 */
function LineNeeds({ index, savedLines }: { index: number; savedLines: readonly SalesOrderLine[] }) {
  const [productId, quantity] = useWatch({ name: [`lines.${index}.productId`, `lines.${index}.quantity`] });
  const pieces = validQuantity(quantity);
  if (!productId || pieces === null) return null;
  const saved = savedLines.find((line) => line.productId === productId && line.quantity === pieces);
  if (!saved) {
    return (
      <p className="text-gray-600 text-xs dark:text-gray-400">
        Plant needs (machining hours, raw material, packing) show once the draft is saved.
      </p>
    );
  }
  return <NeedsInline needs={saved.needs} />;
}

interface OrderLineFieldsProps {
  index: number;
  customerId: string;
  /** The saved draft's lines: their products' labels and the plant's needs. */
  savedLines: readonly SalesOrderLine[];
  onRemove: () => void;
}

/** One order line: product (the customer's), quantity, rate, delivery date, amount and needs. */
export function OrderLineFields({ index, customerId, savedLines, onRemove }: OrderLineFieldsProps) {
  const name = (field: string) => `lines.${index}.${field}`;
  const { getValues, setValue } = useFormContext();
  const productId = useWatch({ name: name('productId') }) as string;
  // A line without its own date is due on the order's requested date.
  const orderDue = typedDateText(useWatch({ name: 'deliveryDate' }) as string | undefined);
  // A product picked on a line with no rate yet starts from the customer's last rate for it.
  const onProduct = (option: SearchOption | null) => {
    const lastRate = option ? (option as ProductPick).product.lastRate : null;
    if (lastRate !== null && !String(getValues(name('rate')) ?? '').trim()) {
      setValue(name('rate'), String(lastRate), { shouldDirty: true, shouldValidate: true });
    }
  };
  const savedProduct = savedLines.find((line) => line.productId === productId);
  return (
    <fieldset className="relative grid gap-4 rounded-xl border border-gray-200 p-4 dark:border-gray-800">
      <legend className="float-left font-medium text-gray-800 text-sm dark:text-white/90">Line {index + 1}</legend>
      <Button
        variant="ghost"
        className="absolute top-2 right-2 px-2 py-1.5"
        aria-label={`Remove line ${index + 1}`}
        title={`Remove line ${index + 1}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-12">
        <div className="sm:col-span-2 lg:col-span-5">
          <SearchSelectField
            // A new customer gets its own picker state, not the last one's options.
            key={customerId}
            name={name('productId')}
            label="Product"
            required
            disabled={!customerId}
            fetchOptions={productFinder(customerId)}
            queryKey={productOptionsKey(customerId)}
            placeholder={customerId ? 'Search drawing number or description' : 'Choose the customer first'}
            emptyText="Type to search products"
            noOptionsText="No products of this customer found"
            onSelect={onProduct}
            {...(savedProduct ? { selectedLabel: productLabel(savedProduct) } : {})}
          />
        </div>
        <QuantityRateFields prefix={`lines.${index}`} />
        <div className="sm:col-span-2 lg:col-span-3">
          <DateField
            name={name('deliveryDate')}
            label="Delivery Date"
            hint={orderDue ? `Blank: ${orderDue}, the order's` : undefined}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <LineNeeds index={index} savedLines={savedLines} />
        <div className="ml-auto">
          <LineAmount index={index} />
        </div>
      </div>
    </fieldset>
  );
}
