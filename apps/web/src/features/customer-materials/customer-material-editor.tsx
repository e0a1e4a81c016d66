import {
  CUSTOMER_MATERIAL_FLOW,
  type CustomerMaterial,
  type CustomerMaterialData,
  customerMaterialInputSchema,
} from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DateField } from '../../components/form/date-field';
import { EntityForm, type SubmitIntent } from '../../components/form/entity-form';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { CustomerField } from '../../components/pickers/customer-field';
import { errorMessage } from '../../lib/api-error';
import { useResourceCreate, useResourceSaveAnd, useResourceUpdate } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { customerMaterialsResource } from './api';
import { type CustomerMaterialFormValues, customerMaterialBody } from './customer-material-form-values';
import { CustomerMaterialLines } from './customer-material-lines';

type Intent = 'draft' | 'receive';

const RECEIVE = CUSTOMER_MATERIAL_FLOW.steps.receive.permission;
const SAVE_DRAFT: SubmitIntent<Intent> = { intent: 'draft', label: 'Save Draft', secondary: true };
const SAVE_AND_RECEIVE: SubmitIntent<Intent> = { intent: 'receive', label: 'Save & Receive' };

interface CustomerMaterialEditorProps {
  receipt?: CustomerMaterial | undefined;
  defaults: CustomerMaterialFormValues;
}

/**
 * New and edit draft: Save Draft creates or updates; Save & Receive numbers it and puts the bars
 * into stock as the customer's in one request, then opens the receipt. The server's field errors
 * land on their fields; every refusal is toasted too.
 */
export function CustomerMaterialEditor({ receipt, defaults }: CustomerMaterialEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useResourceCreate(customerMaterialsResource);
  const update = useResourceUpdate(customerMaterialsResource);
  const saveAndReceive = useResourceSaveAnd(customerMaterialsResource);
  const canReceive = useCan(RECEIVE.scope, RECEIVE.action);

  const submit = async (values: CustomerMaterialData, intent: Intent) => {
    const current =
      receipt && (client.getQueryData<CustomerMaterial>(customerMaterialsResource.keys.detail(receipt.id)) ?? receipt);
    const body = customerMaterialBody(values, current?.version);
    if (intent === 'receive') {
      const received = await saveAndReceive.mutateAsync({ id: receipt?.id, body });
      toast.success(`Material received: ${received.receiptNumber ?? ''}`);
      navigate(`/customer-materials/view/${received.id}`);
      return;
    }
    if (receipt) await update.mutateAsync({ id: receipt.id, body });
    else {
      const created = await create.mutateAsync(body);
      client.setQueryData(customerMaterialsResource.keys.detail(created.id), created);
      navigate(`/customer-materials/edit/${created.id}`, { replace: true });
    }
    toast.success('Draft saved');
  };

  return (
    <EntityForm
      schema={customerMaterialInputSchema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error, intent) =>
        toast.error(errorMessage(error, intent === 'receive' ? 'Failed to receive material' : 'Failed to save receipt'))
      }
      submits={canReceive ? [SAVE_DRAFT, SAVE_AND_RECEIVE] : [SAVE_DRAFT]}
      cancelTo={receipt ? `/customer-materials/view/${receipt.id}` : '/customer-materials'}
    >
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <CustomerField
            name="customerId"
            label="Customer"
            required
            hint="Whose material it is: it is kept as their stock"
            {...(receipt ? { selectedLabel: receipt.customerName } : {})}
          />
        </div>
        <DateField name="receiptDate" label="Receipt Date" required />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <TextField name="customerChallanNumber" label="Their Challan No." required autoComplete="off" />
        <DateField name="customerChallanDate" label="Their Challan Date" />
      </div>
      <TextareaField name="remarks" label="Remarks" rows={2} />
      <CustomerMaterialLines />
    </EntityForm>
  );
}
