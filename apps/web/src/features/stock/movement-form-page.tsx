import {
  STOCK_ENTRY_KINDS,
  STOCK_MOVEMENT_KIND_LABELS,
  type StockEntryKind,
  type StockMovement,
  type StockMovementData,
  stockMovementInputSchema,
  todayIn,
} from '@lathe/shared';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { EntityForm } from '../../components/form/entity-form';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { CustomerField } from '../../components/pickers/customer-field';
import { PageHeader } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { useRecordMovement } from './api';
import { ItemAndQuantity, type MovementFormValues, OrderField } from './movement-fields';
import { signedQuantityText } from './stock-format';

const KIND_OPTIONS = STOCK_ENTRY_KINDS.map((kind) => ({ value: kind, label: STOCK_MOVEMENT_KIND_LABELS[kind] }));

const isEntryKind = (kind: string | null): kind is StockEntryKind =>
  (STOCK_ENTRY_KINDS as readonly string[]).includes(kind ?? '');

/** A blank movement of the kind asked for (an issue unless said), dated today (India's date). */
export const blankMovement = (kind: StockEntryKind): MovementFormValues => ({
  kind,
  itemType: 'material',
  itemKey: null,
  grade: null,
  rodSize: null,
  productId: null,
  ownerId: null,
  heatNumber: '',
  quantity: '',
  bars: '',
  movementDate: todayIn(),
  salesOrderId: null,
  reason: '',
});

/** What was recorded, for the toast: "Issue to production: −150 kg of EN8 Ø25 (2 heats)". */
export function recordedText(movements: StockMovement[]): string {
  const [first] = movements;
  if (!first) return 'Recorded';
  const total = movements.reduce((sum, movement) => sum + Math.round(movement.quantity * 1000), 0) / 1000;
  const heats = movements.length > 1 ? ` (${movements.length} heats)` : '';
  return `${STOCK_MOVEMENT_KIND_LABELS[first.kind]}: ${signedQuantityText(total, first.unit)} of ${first.label}${heats}`;
}

/** The fields that depend on the kind: the order for an issue or return, the reason's label. */
function KindFields() {
  const kind = useWatch<MovementFormValues, 'kind'>({ name: 'kind' });
  const adjustment = kind === 'adjustment';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {!adjustment && <OrderField />}
      <TextField
        name="reason"
        label={adjustment ? 'Reason' : 'Notes'}
        required={adjustment}
        maxLength={500}
        hint={adjustment ? 'Why the stock is put right: a count, a loss, scrap' : undefined}
      />
    </div>
  );
}

/**
 * `/stock/movements/new?kind=issue|return|adjustment`: an issue to production (from the heat
 * chosen, or oldest first; optionally against a sales order), a return from it, or an adjustment
 * with its reason. The server refuses what would take stock below zero, on the quantity; the
 * ledger then opens on the item.
 */
export function MovementFormPage() {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('kind');
  const defaults = useMemo(() => blankMovement(isEntryKind(asked) ? asked : 'issue'), [asked]);
  const record = useRecordMovement();
  const navigate = useNavigate();

  const submit = async (values: StockMovementData) => {
    const movements = await record.mutateAsync(values);
    toast.success(recordedText(movements));
    navigate(`/stock/ledger?itemKey=${encodeURIComponent(movements[0]?.itemKey ?? values.itemKey ?? '')}`);
  };

  return (
    <>
      <PageHeader
        title="Record Stock Movement"
        description="An issue to production, a return from it, or an adjustment of what is in stock"
      />
      <EntityForm
        schema={stockMovementInputSchema}
        defaultValues={defaults}
        onSubmit={submit}
        onError={(error) => toast.error(errorMessage(error, 'Could not record the movement'))}
        submitLabel="Record"
        cancelTo="/stock"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField name="kind" label="Movement" required options={KIND_OPTIONS} />
          <DateField name="movementDate" label="Date" required />
          <div className="sm:col-span-2">
            <CustomerField
              name="ownerId"
              label="Customer’s material (free issue)"
              hint="Leave empty for the company’s own stock"
            />
          </div>
        </div>
        <ItemAndQuantity />
        <KindFields />
      </EntityForm>
    </>
  );
}
