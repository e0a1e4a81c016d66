import type { ListResult, StockBalance, StockMovementInput } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { SearchSelectField } from '../../components/form/search-select-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { optionsFinder } from '../../components/pickers/options-finder';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { itemFinder, type StockItemPick } from './stock-filters';
import { heatText, quantityText } from './stock-format';

/** What the form holds: the shared schema's input (numbers as typed text). */
export type MovementFormValues = StockMovementInput;

const findItems = itemFinder();
const ITEMS_KEY = ['stock', 'items', 'movement'] as const;
const findOrders = optionsFinder('stock/orders/options', (order: { id: string; name: string }) => ({
  value: order.id,
  label: order.name,
}));
const ORDERS_KEY = ['stock', 'orders', 'options'] as const;

/** Digits, one point and, where the kind allows it, a leading minus (an adjustment that takes off). */
export function signedDecimal(text: string, signed: boolean): string {
  const negative = signed && text.trimStart().startsWith('-');
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const digits = point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replaceAll('.', '');
  return negative ? `-${digits}` : digits;
}

/** The item's heats of the owner's stock, with what each holds now. */
function useHeats(itemKey: string | null | undefined, ownerId: string | null | undefined) {
  return useQuery({
    queryKey: ['stock', 'balances', 'heats', itemKey, ownerId ?? ''],
    queryFn: ({ signal }) =>
      api.get<ListResult<StockBalance>>(
        'stock/balances',
        { itemKey: itemKey ?? '', ...(ownerId ? { ownerId } : { owner: 'own' }), limit: 1 },
        signal,
      ),
    enabled: !!itemKey,
    select: (result) => result.data[0] ?? null,
  });
}

/** "H123 — 150.5 kg, 12 bars, in since 05/01/2024". */
const heatOption = (balance: StockBalance, heat: StockBalance['heats'][number]) =>
  [
    `${heatText(heat.heatNumber)} — ${quantityText(heat.quantity, balance.unit)}`,
    balance.unit === 'KGS' && heat.bars > 0 ? `${count(heat.bars)} bars` : null,
    `in since ${formatDate(heat.firstIn)}`,
  ]
    .filter(Boolean)
    .join(', ');

/** The item picked (bar stock or parts), its heats, and how much moves. */
export function ItemAndQuantity() {
  const { setValue } = useFormContext<MovementFormValues>();
  const [kind, itemKey, itemType, ownerId] = useWatch<MovementFormValues, ['kind', 'itemKey', 'itemType', 'ownerId']>({
    name: ['kind', 'itemKey', 'itemType', 'ownerId'],
  });
  const heats = useHeats(itemKey, ownerId);
  const balance = heats.data ?? null;
  const pieces = itemType === 'part';
  const pick = (option: StockItemPick | null) => {
    const item = option?.item ?? null;
    setValue('itemType', item?.itemType ?? 'material');
    setValue('grade', item?.grade ?? null);
    setValue('rodSize', item?.rodSize ?? null);
    setValue('productId', item?.productId ?? null);
    setValue('heatNumber', '');
    if (item?.itemType === 'part') setValue('bars', '');
  };
  const heatOptions = (balance?.heats ?? []).map((heat) => ({
    value: heat.heatNumber,
    label: heatOption(balance as StockBalance, heat),
  }));
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <SearchSelectField
          name="itemKey"
          label="Item"
          required
          fetchOptions={findItems}
          queryKey={ITEMS_KEY}
          placeholder="Search bar stock or parts"
          emptyText="Type a grade, rod size or drawing number"
          noOptionsText="No stock items found"
          hint={
            itemKey
              ? balance
                ? `In stock: ${quantityText(balance.quantity, balance.unit)}${balance.unit === 'KGS' ? `, ${count(balance.bars)} bars` : ''}`
                : 'None of it is in stock'
              : undefined
          }
          onSelect={(option) => pick(option as StockItemPick | null)}
        />
      </div>
      {kind === 'issue' ? (
        <SelectField
          name="heatNumber"
          label="Heat"
          placeholder="Oldest heats first"
          options={heatOptions}
          hint="Left as it is, the oldest heats in stock go first"
        />
      ) : (
        <>
          <TextField
            name="heatNumber"
            label="Heat"
            list="known-heats"
            maxLength={50}
            hint="As the mill test certificate names it"
          />
          <datalist id="known-heats">
            {heatOptions.map((option) => (
              <option key={option.value} value={option.value} label={option.label} />
            ))}
          </datalist>
        </>
      )}
      <TextField
        name="quantity"
        label={pieces ? 'Quantity (pieces)' : 'Quantity (kg)'}
        required
        inputMode="decimal"
        autoComplete="off"
        sanitize={(text) => signedDecimal(text, kind === 'adjustment')}
        hint={kind === 'adjustment' ? '+ adds to stock (found, counted more); − takes off (lost, scrapped)' : undefined}
      />
      {!pieces && (
        <TextField
          name="bars"
          label="Bars"
          inputMode="numeric"
          autoComplete="off"
          sanitize={(text) => signedDecimal(text, kind === 'adjustment').replace('.', '')}
        />
      )}
    </div>
  );
}

/** The confirmed order an issue (or its return) is for: material planning counts it as used for it. */
export function OrderField() {
  return (
    <SearchSelectField
      name="salesOrderId"
      label="Against sales order"
      fetchOptions={findOrders}
      queryKey={ORDERS_KEY}
      placeholder="Search by order number or customer"
      noOptionsText="No confirmed orders found"
      hint="Material planning counts what is issued against an order as used for it"
    />
  );
}
