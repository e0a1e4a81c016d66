import { GST_RATES } from '@lathe/shared';
import type { ReactNode } from 'react';
import { DecimalField } from '../../components/form/decimal-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { CustomerField } from '../../components/pickers/customer-field';
import { BarPerPieceLine } from './product-bar-line';
import type { ProductTab } from './product-tabs';

const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));
const grid = 'grid gap-5 sm:grid-cols-2';

function BasicInformation({ partyCodeLabel }: { partyCodeLabel?: string | undefined }) {
  return (
    <div className={grid}>
      <CustomerField
        name="partyCode"
        label="Party Code"
        valueBy="partyCode"
        required
        {...(partyCodeLabel ? { selectedLabel: partyCodeLabel } : {})}
      />
      <TextField name="assembly" label="Assembly" autoComplete="off" required />
      <TextField name="product_description" label="Product Description" autoComplete="off" required />
      <TextField name="drawing_number" label="Drawing Number" autoComplete="off" required />
      <TextField name="product_type" label="Product Type" autoComplete="off" required />
      <TextField name="rod_size" label="Rod Size" autoComplete="off" required />
      <TextField name="grade" label="Grade" autoComplete="off" required />
      <TextField name="hsnCode" label="HSN Code" autoComplete="off" inputMode="numeric" hint="4, 6 or 8 digits" />
      <SelectField name="gstRate" label="GST Rate" options={GST_OPTIONS} />
    </div>
  );
}

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={grid}>
      <legend className="mb-3 font-medium text-gray-800 text-sm dark:text-white/90">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Measurements() {
  return (
    <div className="grid gap-6">
      <FieldGroup legend="Weights and sizes">
        <DecimalField name="raw_material_weight" label="Raw Material Weight (kg)" />
        <DecimalField name="net_weight" label="Net Weight (kg)" />
        <DecimalField name="final_od" label="Final OD (mm)" />
        <DecimalField name="final_id" label="Final ID (mm)" />
        <DecimalField name="final_length" label="Final Length (mm)" />
      </FieldGroup>
      <FieldGroup legend="Bar per piece">
        <DecimalField name="partingWidthMm" label="Parting Width (mm)" />
        <DecimalField name="facingAllowanceMm" label="Facing Allowance (mm)" />
        <DecimalField name="barLengthMm" label="Bar Length (mm)" hint="As bought, 100 to 12,000 mm" />
        <DecimalField name="barEndLossMm" label="Bar End Loss (mm)" hint="The end of each bar the machine cannot use" />
        <BarPerPieceLine />
      </FieldGroup>
      <FieldGroup legend="Cycle times (seconds)">
        <DecimalField name="spm_rough_first_cycle_time_sec" label="SPM Rough First Cycle Time (sec)" />
        <DecimalField name="rough_first_cycle_time_sec" label="Rough First Cycle Time (sec)" />
        <DecimalField name="rough_second_cycle_time_sec" label="Rough Second Cycle Time (sec)" />
        <DecimalField name="single_setup_cycle_time_sec" label="Single Setup Cycle Time (sec)" />
        <DecimalField name="first_setup_cycle_time_sec" label="First Setup Cycle Time (sec)" />
        <DecimalField name="second_setup_cycle_time_sec" label="Second Setup Cycle Time (sec)" />
      </FieldGroup>
    </div>
  );
}

function Packaging() {
  return (
    <div className={grid}>
      <TextField name="plastic_bag_size" label="Plastic Bag Size" autoComplete="off" />
      <DecimalField name="qty_in_plastic_bag" label="Qty in Plastic Bag" />
      <TextField name="box_size" label="Box Size" autoComplete="off" />
      <DecimalField name="qty_in_box" label="Qty in Box" />
      <TextField name="carton_size" label="Carton Size" autoComplete="off" />
      <DecimalField name="qty_in_carton" label="Qty in Carton" />
    </div>
  );
}

/** The fields of one tab of the product form. */
export function ProductTabFields({
  tab,
  partyCodeLabel,
}: {
  tab: ProductTab['id'];
  partyCodeLabel?: string | undefined;
}) {
  if (tab === 'measurements') return <Measurements />;
  if (tab === 'packaging') return <Packaging />;
  return <BasicInformation partyCodeLabel={partyCodeLabel} />;
}
