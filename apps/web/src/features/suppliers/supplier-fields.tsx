import { DEDUCTEE_TYPE_LABELS, DEDUCTEE_TYPES, TDS_SECTION_LABELS, TDS_SECTIONS } from '@lathe/shared';
import { CheckboxField } from '../../components/form/checkbox-field';
import { GstinField, StateField } from '../../components/form/gst-fields';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';

/** The supplier's inputs, shared by add and edit. */
export function SupplierFields() {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Supplier Name" autoComplete="off" required />
        <TextField name="supplierCode" label="Supplier Code" autoComplete="off" />
        <TextField name="contactPerson" label="Contact Person" autoComplete="off" />
        <TextField name="email" label="Email" type="email" autoComplete="off" />
        <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
        <GstinField />
        <div className="sm:col-span-2">
          <TextareaField name="address" label="Address" />
        </div>
        <StateField />
        <div className="sm:col-span-2">
          <TextareaField name="materials" label="Materials supplied" hint="e.g. EN8 bright bars, carbide inserts" />
        </div>
        <NumberField
          name="leadTimeDays"
          label="Lead time (days)"
          hint="From the purchase order to the bar in: planning orders this early"
          min={0}
          step={1}
        />
        <NumberField
          name="minimumOrderKg"
          label="Minimum order (kg)"
          hint="The least bar they take on an order: a suggested purchase is never less"
          min={0}
          step={0.001}
        />
        <NumberField
          name="paymentTermsDays"
          label="Payment terms (days)"
          hint="From their invoice to its payment: a bill's due date"
          min={0}
          step={1}
        />
        <TextField
          name="pan"
          label="PAN"
          autoComplete="off"
          maxLength={10}
          hint="Without one, TDS is 5 % or 20 % (206AA)"
        />
        <SelectField
          name="tdsSection"
          label="TDS section"
          placeholder="None"
          options={TDS_SECTIONS.map((section) => ({ value: section, label: TDS_SECTION_LABELS[section] }))}
        />
        <SelectField
          name="deducteeType"
          label="Deductee"
          options={DEDUCTEE_TYPES.map((type) => ({ value: type, label: DEDUCTEE_TYPE_LABELS[type] }))}
        />
      </div>
      <CheckboxField name="isActive" label="Active" />
    </>
  );
}
