import { INDIAN_STATES } from '@lathe/shared';
import { CheckboxField } from '../../components/form/checkbox-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s.name, label: s.name }));

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
        {/* Shown in capitals as typed; the shared schema upper-cases it before checking and saving. */}
        <TextField
          name="gstin"
          label="GSTIN"
          hint="15 characters, e.g. 27AAPFU0939F1ZV"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          style={{ textTransform: 'uppercase' }}
        />
        <div className="sm:col-span-2">
          <TextareaField name="address" label="Address" />
        </div>
        <SelectField name="state" label="State" options={STATE_OPTIONS} placeholder="Select a state" />
        <div className="sm:col-span-2">
          <TextareaField name="materials" label="Materials supplied" hint="e.g. EN8 bright bars, carbide inserts" />
        </div>
      </div>
      <CheckboxField name="isActive" label="Active" />
    </>
  );
}
