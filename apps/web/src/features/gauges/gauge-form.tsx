import { GAUGE_STATUS_LABELS, GAUGE_STATUSES, GAUGE_TYPES, type GaugeInput, gaugeInputSchema } from '@lathe/shared';
import { useId } from 'react';
import { useParams } from 'react-router';
import { DecimalField } from '../../components/form/decimal-field';
import { NumberField } from '../../components/form/number-field';
import { formTexts, ResourceFormPage } from '../../components/form/resource-form-page';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { gaugesResource } from './api';

/** A new gauge: calibrated once a year unless the plant says otherwise, in mm, in use. */
const emptyValues: GaugeInput = {
  code: '',
  name: '',
  gaugeType: '',
  rangeText: '',
  leastCount: '',
  unit: 'mm',
  location: '',
  calibrationFrequencyDays: 365,
  status: 'active',
  remarks: '',
};

const STATUS_OPTIONS = GAUGE_STATUSES.map((status) => ({ value: status, label: GAUGE_STATUS_LABELS[status] }));

/** The gauge's fields: what it is, what it reads, where it is kept and how often it is calibrated. */
function GaugeFields() {
  const types = `${useId()}-types`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="code" label="Gauge Code" autoComplete="off" required hint="The number on the gauge: VC-012" />
      <TextField name="name" label="Name" autoComplete="off" required hint="Vernier caliper 0–150 mm" />
      <TextField
        name="gaugeType"
        label="Gauge Type"
        autoComplete="off"
        required
        list={types}
        hint="Choose one, or type the plant's own"
      />
      <datalist id={types}>
        {GAUGE_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <TextField name="rangeText" label="Range" autoComplete="off" hint="As the maker states it: 0–150 mm" />
      <DecimalField name="leastCount" label="Least Count" hint="The smallest step it reads, e.g. 0.02" />
      <TextField name="unit" label="Unit" autoComplete="off" />
      <TextField name="location" label="Location" autoComplete="off" hint="Where it is kept: QC room, rack 2" />
      <NumberField
        name="calibrationFrequencyDays"
        label="Calibration Frequency (days)"
        min={1}
        max={3650}
        required
        hint="Days from a passed calibration to the next due"
      />
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />
      <div className="sm:col-span-2">
        <TextareaField name="remarks" label="Remarks" rows={2} />
      </div>
    </div>
  );
}

/** `/gauges/new` and `/gauges/edit/:id`: a gauge of the register; its due date comes from its calibrations. */
export function GaugeFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={gaugesResource}
      id={id}
      schema={gaugeInputSchema}
      emptyValues={emptyValues}
      history="gauges"
      listPath="/gauges"
      texts={formTexts('Gauge', 'Gauges', {
        createTitle: 'Add New Gauge',
        editTitle: 'Edit Gauge',
        saveError: (error) => errorMessage(error, 'Failed to save gauge'),
      })}
    >
      {() => <GaugeFields />}
    </ResourceFormPage>
  );
}
