import type { BlanketOrder } from '@lathe/shared';
import { type BlanketOrderData, blanketOrderInputSchema, type CustomerOption } from '@lathe/shared';
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { EntityForm } from '../../components/form/entity-form';
import { customerOptionLabel } from '../../components/pickers/customer-options';
import { Alert } from '../../components/ui/alert';
import { type BlanketOrderFormValues, blankBlanketLine, blanketOrderBody } from './blanket-form-values';
import { BlanketHeaderFields } from './blanket-header-fields';
import { BlanketLinesGrid } from './blanket-lines-grid';
import { blanketOrderScreens } from './blanket-screens';

/**
 * The header and the lines. A product belongs to one customer, so choosing another customer
 * removes the lines that already name a product (keeping blank ones) and says so.
 */
function BlanketFields({
  order,
  onCustomer,
}: {
  order: BlanketOrder | undefined;
  onCustomer: (customer: CustomerOption | null) => void;
}) {
  const { control, getValues } = useFormContext<BlanketOrderFormValues>();
  const lines = useFieldArray({ control, name: 'lines' });
  const customerId = (useWatch({ name: 'customerId' }) ?? '') as string;
  const [notice, setNotice] = useState<string | null>(null);
  const onCustomerPick = (customer: CustomerOption | null) => {
    onCustomer(customer);
    const current = getValues('lines');
    const kept = current.filter((line) => !line.productId);
    const removed = current.length - kept.length;
    setNotice(null);
    if (removed === 0) return;
    lines.replace(kept.length > 0 ? kept : [blankBlanketLine()]);
    setNotice(
      `${removed === 1 ? '1 line was' : `${removed} lines were`} removed: the products belong to the previous customer.`,
    );
  };
  return (
    <>
      <BlanketHeaderFields
        customerLabel={order ? customerOptionLabel(order.customerPartyCode, order.customerName) : undefined}
        focusCustomer={!order}
        onCustomerPick={onCustomerPick}
        notice={notice && <Alert tone="info">{notice}</Alert>}
      />
      <BlanketLinesGrid lines={lines} customerId={customerId} savedLines={order?.lines ?? []} />
    </>
  );
}

interface BlanketEditorProps {
  /** The draft being edited; none on a new order. */
  order?: BlanketOrder | undefined;
  defaults: BlanketOrderFormValues;
}

/**
 * New and edit draft (useDraftEditor): Save Draft, and Save & Activate for whoever may activate,
 * asking first with the customer named. The server's field errors land on their fields
 * (`lines.1.productId`, `validTo`); every refusal is toasted too.
 */
export function BlanketEditor({ order, defaults }: BlanketEditorProps) {
  // The customer picked, so the question before activating names them without asking the server again.
  const picked = useRef<CustomerOption | null>(null);
  const editor = useDraftEditor(blanketOrderScreens, {
    document: order,
    body: (values: BlanketOrderData, version) => blanketOrderBody(values, version),
    about: (values, current) =>
      picked.current?.id === values.customerId ? picked.current.name : current?.customerName,
    saveFailed: 'Failed to save blanket order',
  });
  return (
    <EntityForm schema={blanketOrderInputSchema} defaultValues={defaults} {...editor}>
      <BlanketFields
        order={order}
        onCustomer={(customer) => {
          picked.current = customer;
        }}
      />
    </EntityForm>
  );
}
