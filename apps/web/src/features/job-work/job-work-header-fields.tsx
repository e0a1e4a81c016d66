import { JOB_WORK_PROCESSES } from '@lathe/shared';
import { useId } from 'react';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { SupplierField } from '../../components/pickers/supplier-field';

/** The job worker, the dates, what is to be done (a usual process suggested, any text taken), vehicle and remarks. */
export function JobWorkHeaderFields({ jobWorkerLabel }: { jobWorkerLabel: string | undefined }) {
  const processes = `${useId()}-processes`;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <SupplierField
            name="supplierId"
            label="Job Worker"
            required
            hint="A supplier; the challan prints their name, address and GSTIN"
            {...(jobWorkerLabel ? { selectedLabel: jobWorkerLabel } : {})}
          />
        </div>
        <DateField name="challanDate" label="Challan Date" required />
        <DateField name="expectedReturnDate" label="Expected Back By" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="process"
          label="Process"
          required
          autoComplete="off"
          list={processes}
          hint="What the job worker is to do: heat treatment, zinc plating …"
        />
        <datalist id={processes}>
          {JOB_WORK_PROCESSES.map((process) => (
            <option key={process} value={process} />
          ))}
        </datalist>
        <TextField name="vehicleNumber" label="Vehicle No." autoComplete="off" />
      </div>
      <TextareaField name="remarks" label="Remarks" rows={2} hint="Printed on the challan" />
    </>
  );
}
