import type { TaxType } from '@lathe/shared';
import { formatRupees, GST_RATES, type GstLine, readNumber } from '@lathe/shared';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { digitsOnly, QuantityRateFields } from '../../components/form/quantity-rate-fields';
import { SearchSelectField } from '../../components/form/search-select-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import {
  type ProductPick,
  productFinder,
  productLabel,
  productOptionsKey,
} from '../../components/pickers/product-options';
import { count } from '../../lib/format-figures';
import type { InvoiceFormValues, OrderLineInfo } from './invoice-form-values';

const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));

interface InvoiceLineFieldsProps {
  index: number;
  customerId: string;
  /** The order line this invoices, when it came from a sales order. */
  orderLine: OrderLineInfo | undefined;
  figures: GstLine | null | undefined;
  taxType: TaxType | null;
  onRemove?: (() => void) | undefined;
}

/**
 * "Order line #3 · 40 left to invoice · 25 dispatched", and a warning when the quantity asks for
 * more than is left, or invoices goods not yet dispatched.
 */
function OrderLineNote({ index, info }: { index: number; info: OrderLineInfo | undefined }) {
  const quantity = readNumber(useWatch<InvoiceFormValues>({ name: `lines.${index}.quantity` }) as string);
  const name = info?.lineNumber === undefined ? 'Order line' : `Order line #${info.lineNumber}`;
  if (!info) return <span>{name}</span>;
  const over = quantity !== null && quantity > info.remaining;
  const undispatched = !over && quantity !== null && info.dispatchable !== undefined && quantity > info.dispatchable;
  return (
    <span className={over || undispatched ? 'text-amber-700 dark:text-amber-400' : undefined}>
      {name} · {count(info.remaining)} left to invoice
      {info.dispatchable !== undefined && ` · ${count(info.dispatchable)} dispatched`}
      {over && ' — this asks for more'}
      {undispatched && ' — more than has been dispatched'}
    </span>
  );
}

/** Taxable value, tax and total of the line as the server will store them; blank until its numbers are valid. */
function LineFigures({ figures, taxType }: { figures: GstLine | null | undefined; taxType: TaxType | null }) {
  const show = (paise: number | undefined) => (figures && paise !== undefined ? formatRupees(paise) : '—');
  const taxLabel = taxType === 'intra' ? 'CGST + SGST' : taxType === 'inter' ? 'IGST' : 'GST';
  return (
    <dl className="grid grid-cols-3 gap-3 rounded-lg bg-gray-50 px-3 py-2 text-sm col-span-2 lg:col-span-12 dark:bg-white/[0.03]">
      <div>
        <dt className="text-gray-600 text-xs dark:text-gray-400">Taxable</dt>
        <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">{show(figures?.taxable)}</dd>
      </div>
      <div>
        <dt className="text-gray-600 text-xs dark:text-gray-400">{taxLabel}</dt>
        <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">
          {taxType ? show(figures?.tax) : '—'}
        </dd>
      </div>
      <div>
        <dt className="text-gray-600 text-xs dark:text-gray-400">Line total</dt>
        <dd className="font-semibold text-gray-800 tabular-nums dark:text-white/90">
          {taxType ? show(figures?.total) : '—'}
        </dd>
      </div>
    </dl>
  );
}

/**
 * One line of the draft: the product (one of the customer's; picking it copies its description,
 * drawing number, HSN and GST rate), what is printed of it, quantity, rate and the live figures.
 */
export function InvoiceLineFields(props: InvoiceLineFieldsProps) {
  const { index, customerId, orderLine, figures, taxType, onRemove } = props;
  const { setValue, getValues } = useFormContext<InvoiceFormValues>();
  const name = (field: string) => `lines.${index}.${field}`;
  const findProducts = useMemo(() => productFinder(customerId), [customerId]);
  const isOrderLine = !!getValues(`lines.${index}.salesOrderLineId`);
  const stored = getValues(`lines.${index}`);
  const storedLabel = stored.productId ? productLabel(stored) : undefined;
  const unit = useWatch<InvoiceFormValues>({ name: `lines.${index}.unit` }) as string | undefined;

  const copyProduct = (option: ProductPick | null) => {
    if (!option) return;
    const { product } = option;
    const opts = { shouldDirty: true, shouldValidate: true };
    setValue(`lines.${index}.description`, product.description, opts);
    setValue(`lines.${index}.drawingNumber`, product.drawingNumber, opts);
    setValue(`lines.${index}.hsnCode`, product.hsnCode ?? '', opts);
    setValue(`lines.${index}.gstRate`, String(product.gstRate), opts);
  };

  return (
    <fieldset className="rounded-xl border border-gray-200 p-4 dark:border-gray-800">
      {/* Floated, so the legend sits in the box beside the line's note and remove button. */}
      <legend className="float-left py-1.5 font-medium text-gray-800 text-sm dark:text-white/90">
        Line {index + 1}
      </legend>
      <div className="mb-3 flex min-h-8 flex-wrap items-center justify-end gap-3 pl-16 text-gray-600 text-xs dark:text-gray-400">
        {isOrderLine && <OrderLineNote index={index} info={orderLine} />}
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove line ${index + 1}`}
            title={`Remove line ${index + 1}`}
            className="inline-flex size-8 items-center justify-center rounded-lg text-gray-600 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-red-400"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div className="clear-both grid grid-cols-2 gap-4 lg:grid-cols-12">
        <div className="col-span-2 lg:col-span-5">
          <SearchSelectField
            name={name('productId')}
            label="Product"
            disabled={!customerId || isOrderLine}
            fetchOptions={findProducts}
            queryKey={productOptionsKey(customerId)}
            placeholder="Search drawing no. or description"
            emptyText="Type to search products"
            noOptionsText="No products of this customer match"
            hint={customerId ? undefined : 'Choose the customer first'}
            onSelect={(option) => copyProduct(option as ProductPick | null)}
            {...(storedLabel ? { selectedLabel: storedLabel } : {})}
          />
        </div>
        <div className="col-span-2 lg:col-span-7">
          <TextField name={name('description')} label="Description" required autoComplete="off" />
        </div>
        <div className="col-span-2 sm:col-span-1 lg:col-span-2">
          <TextField name={name('drawingNumber')} label="Drawing No." autoComplete="off" />
        </div>
        <div className="lg:col-span-2">
          <TextField name={name('hsnCode')} label="HSN" inputMode="numeric" autoComplete="off" sanitize={digitsOnly} />
        </div>
        <div className="lg:col-span-2">
          <TextField name={name('unit')} label="Unit" required autoComplete="off" />
        </div>
        <QuantityRateFields prefix={`lines.${index}`} unit={unit ?? ''} />
        <div className="lg:col-span-2">
          <SelectField name={name('gstRate')} label="GST Rate" options={GST_OPTIONS} />
        </div>
        <LineFigures figures={figures} taxType={taxType} />
      </div>
    </fieldset>
  );
}
