import {
  type DispatchData,
  dispatchInputSchema,
  leftToDispatch,
  onlyLeftMessage,
  type SalesOrder,
  type SalesOrderLine,
  todayIn,
} from '@lathe/shared';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { EntityForm } from '../../components/form/entity-form';
import { describedBy, FieldShell } from '../../components/form/field-shell';
import { inputClass } from '../../components/form/field-styles';
import { NumberField } from '../../components/form/number-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { DeliveryAddressField } from '../../components/pickers/delivery-address-field';
import { Button } from '../../components/ui/button';
import { confirmAction } from '../../components/ui/confirm-action';
import { errorMessage, isApiError } from '../../lib/api-error';
import { count } from '../../lib/format-figures';
import { useResourceAction } from '../../lib/resource-hooks';
import { salesOrdersResource } from './api';
import { BoxScanField, type ScannedBox } from './dispatch-box-scan';
import { LinesError } from './lines-error';
import { orderViewPath } from './order-format';
import { linesInOrder } from './order-rules';

const lineLabel = (line: SalesOrderLine) => `#${line.lineNumber} ${line.drawingNumber} — ${line.description}`;

/** Fills every open line with what is left of it: the whole order going out at once. */
function AllRemainingButton({ open }: { open: readonly SalesOrderLine[] }) {
  const { setValue } = useFormContext();
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => {
          open.forEach((line, index) => {
            setValue(`lines.${index}.quantity`, leftToDispatch(line), { shouldDirty: true, shouldValidate: true });
          });
        }}
      >
        Dispatch all remaining
      </Button>
    </div>
  );
}

/**
 * The dispatch schema, plus what only the order knows: no line may send more than is left
 * (the server's own check, with its message, is the last word when someone dispatched meanwhile).
 */
function dispatchSchemaFor(open: readonly SalesOrderLine[]) {
  return dispatchInputSchema.superRefine((data, ctx) => {
    data.lines.forEach((line, index) => {
      const left = open[index] ? leftToDispatch(open[index]) : 0;
      if (line.quantity > left) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'quantity'],
          message: onlyLeftMessage(left, 'dispatch'),
        });
      }
    });
  });
}

/** A line with nothing left: shown, greyed out, so the list matches the order. */
function DoneLine({ line }: { line: SalesOrderLine }) {
  const id = useId();
  const hint = onlyLeftMessage(0, 'dispatch');
  return (
    <FieldShell id={id} label={lineLabel(line)} hint={hint}>
      <input
        id={id}
        type="number"
        value={0}
        disabled
        readOnly
        aria-describedby={describedBy(id, hint, undefined)}
        className={inputClass(false)}
      />
    </FieldShell>
  );
}

/** Puts the cursor in the preselected line's quantity as the form opens. */
function FocusLine({ index }: { index: number }) {
  const { setFocus } = useFormContext();
  useEffect(() => setFocus(`lines.${index}.quantity`), [setFocus, index]);
  return null;
}

/** Thrown when the user declines the PDI override: the form stays as it is, unsaved. */
const DECLINED = Symbol('declined');

/**
 * The products without a passed PDI the server named, when it asks this user to confirm the
 * override (409 with `errors.pdiOverride`: they hold it); null for any other refusal.
 */
const pdiOverrideAsked = (error: unknown) =>
  isApiError(error) && error.status === 409 ? (error.errors.pdiOverride ?? null) : null;

/** The question before dispatching past the PDI rule. */
export const pdiOverrideQuestion = (missing: string) =>
  `${missing}.\nDispatch anyway? The override is kept in the order's history under your name.`;

/** A line to start from, filled with its quantity (the dispatch desk's line). */
export interface DispatchPreset {
  orderLineId: string;
  quantity: number;
}

/**
 * Records a dispatch against a confirmed order: date, vehicle or transporter, notes and a
 * quantity per open line (0 leaves the line out). Opened by `?action=dispatch` on the order, or
 * from the dispatch desk with its line preset; Cancel and a recorded dispatch go `back`.
 * Every open line is sent, so the server's `lines.{i}` errors name the same line as the form.
 * A product without a passed PDI: the server refuses, or asks a user holding the override, who
 * confirms it here and the dispatch is sent again with `pdiOverride`. Boxes scanned in (issue 31)
 * fill the quantities of their product's lines and are sent as `boxCodes`.
 */
export function DispatchForm({
  order,
  preset,
  notice,
  back = orderViewPath(order.id),
}: {
  order: SalesOrder;
  preset?: DispatchPreset;
  /** Shown under the title: the desk's word on the preset line (its PDI). */
  notice?: ReactNode;
  back?: string;
}) {
  const navigate = useNavigate();
  const all = useMemo(() => linesInOrder(order), [order]);
  const open = useMemo(() => all.filter((line) => leftToDispatch(line) > 0), [all]);
  const schema = useMemo(() => dispatchSchemaFor(open), [open]);
  const { mutateAsync } = useResourceAction(salesOrdersResource, 'dispatch');
  const presetIndex = preset ? open.findIndex((line) => line.id === preset.orderLineId) : -1;
  // The boxes scanned into the dispatch: they fill the line quantities and go with it.
  const [boxes, setBoxes] = useState<ScannedBox[]>([]);
  const fillable = useMemo(
    () => open.map((line) => ({ id: line.id, productId: line.productId, left: leftToDispatch(line) })),
    [open],
  );
  const send = (values: DispatchData, pdiOverride: boolean) =>
    mutateAsync({
      id: order.id,
      body: {
        ...values,
        version: order.version,
        ...(pdiOverride ? { pdiOverride: true } : {}),
        ...(boxes.length > 0 ? { boxCodes: boxes.map((box) => box.code) } : {}),
      },
    });

  return (
    <section aria-labelledby="dispatch-title">
      <EntityForm
        schema={schema}
        defaultValues={{
          dispatchDate: todayIn(),
          vehicleReference: '',
          // Where the order's goods go, unless this dispatch goes elsewhere.
          deliveryAddressId: order.deliveryAddressId ?? '',
          notes: '',
          lines: open.map((line, index) => ({
            orderLineId: line.id,
            quantity: index === presetIndex && preset ? Math.min(preset.quantity, leftToDispatch(line)) : 0,
          })),
        }}
        onSubmit={async (values) => {
          try {
            await send(values, false);
          } catch (error) {
            const missing = pdiOverrideAsked(error);
            if (!missing) throw error;
            const yes = await confirmAction({ message: pdiOverrideQuestion(missing), confirmLabel: 'Dispatch anyway' });
            if (!yes) throw DECLINED;
            await send(values, true);
          }
          toast.success('Dispatch recorded');
          navigate(back, { replace: true });
        }}
        onError={(error) => {
          if (error !== DECLINED) toast.error(errorMessage(error, 'Failed to record dispatch'));
        }}
        submitLabel="Record Dispatch"
        cancelTo={back}
      >
        <h2 id="dispatch-title" className="font-semibold text-base text-gray-800 dark:text-white/90">
          Record dispatch
        </h2>
        {presetIndex >= 0 && <FocusLine index={presetIndex} />}
        {notice}
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField name="dispatchDate" label="Dispatch Date" required />
          <TextField name="vehicleReference" label="Vehicle / Transporter Reference" autoComplete="off" />
          <DeliveryAddressField customerId={order.customerId} current={order.deliveryAddressId} />
        </div>
        <TextareaField name="notes" label="Notes" rows={2} />
        <BoxScanField orderId={order.id} lines={fillable} boxes={boxes} onChange={setBoxes} />
        <fieldset className="grid gap-4">
          <legend className="mb-3 font-medium text-gray-800 text-sm dark:text-white/90">Quantity to dispatch</legend>
          <AllRemainingButton open={open} />
          <div className="grid gap-4 sm:grid-cols-2">
            {all.map((line) => {
              const index = open.indexOf(line);
              if (index === -1) return <DoneLine key={line.id} line={line} />;
              const left = leftToDispatch(line);
              return (
                <NumberField
                  key={line.id}
                  name={`lines.${index}.quantity`}
                  label={lineLabel(line)}
                  hint={`${count(left)} left`}
                  min={0}
                  max={left}
                  step={1}
                />
              );
            })}
          </div>
          <LinesError />
        </fieldset>
      </EntityForm>
    </section>
  );
}
