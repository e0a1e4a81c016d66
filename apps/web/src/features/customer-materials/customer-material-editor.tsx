import { type CustomerMaterial, type CustomerMaterialData, customerMaterialInputSchema } from '@lathe/shared';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { DateField } from '../../components/form/date-field';
import { EntityForm } from '../../components/form/entity-form';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { CustomerField } from '../../components/pickers/customer-field';
import { type CustomerMaterialFormValues, customerMaterialBody } from './customer-material-form-values';
import { CustomerMaterialLines } from './customer-material-lines';
import { customerMaterialScreens } from './customer-material-screens';

interface CustomerMaterialEditorProps {
  receipt?: CustomerMaterial | undefined;
  defaults: CustomerMaterialFormValues;
}

/**
 * New and edit draft (useDraftEditor): Save Draft creates or updates; Save & Receive numbers it
 * and puts the bars into stock as the customer's in one request, then opens the receipt. The
 * server's field errors land on their fields; every refusal is toasted too.
 */
export function CustomerMaterialEditor({ receipt, defaults }: CustomerMaterialEditorProps) {
  const editor = useDraftEditor(customerMaterialScreens, {
    document: receipt,
    body: (values: CustomerMaterialData, version) => customerMaterialBody(values, version),
    saveFailed: 'Failed to save receipt',
  });

  return (
    <EntityForm schema={customerMaterialInputSchema} defaultValues={defaults} {...editor}>
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
