import { scheduleImportQuerySchema, scheduleMappingSchema } from '@lathe/shared';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { DateField } from '../../components/form/date-field';
import { EntityForm } from '../../components/form/entity-form';
import { TextField } from '../../components/form/text-field';
import { CustomerField } from '../../components/pickers/customer-field';
import type { Query } from '../../lib/api-client';
import { FileField } from './file-field';
import { MappingFields } from './mapping-fields';
import { MonthField } from './month-field';
import { defaultFirmUntil, isMonth } from './schedule-format';

/** The import's form: the revision's header and the file's columns as the query takes them, and the file. */
export const importFormSchema = scheduleImportQuerySchema
  .extend({
    layout: z.enum(['long', 'wide'], { error: 'Choose how the file is laid out' }),
    headerRow: z.string(),
    file: z
      .custom<File>((value) => value instanceof File, 'Choose the schedule file')
      .refine((file) => /\.(xlsx|csv)$/i.test(file.name), 'Choose an Excel workbook (.xlsx) or a CSV file'),
  })
  .superRefine((value, ctx) => {
    const mapping = scheduleMappingSchema.safeParse(value);
    if (mapping.success) return;
    for (const issue of mapping.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

export type ImportFormInput = z.input<typeof importFormSchema>;
export type ImportFormValues = z.output<typeof importFormSchema>;
export type ImportIntent = 'preview' | 'import';

/** The query the preview and the import are sent with (the file is the body). */
export function importQuery(values: ImportFormValues): Query {
  return {
    customerId: values.customerId,
    month: values.month,
    receivedOn: values.receivedOn,
    firmUntil: values.firmUntil,
    reference: values.reference ?? undefined,
    layout: values.layout,
    headerRow: values.headerRow,
    partColumn: values.partColumn,
    ...(values.layout === 'long' ? { dateColumn: values.dateColumn, quantityColumn: values.quantityColumn } : {}),
    sheet: values.sheet?.trim() || undefined,
  };
}

/** Customer, month, received on, firm until (following the month until typed) and reference. */
function HeaderFields({ customerLabel, onChange }: { customerLabel?: string | undefined; onChange: () => void }) {
  const { setValue } = useFormContext();
  const firmTyped = useRef(false);
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-5">
      <div className="xl:col-span-2">
        <CustomerField
          name="customerId"
          label="Customer"
          required
          {...(customerLabel ? { selectedLabel: customerLabel } : {})}
          onPick={onChange}
        />
      </div>
      <MonthField
        name="month"
        required
        onEdit={(value) => {
          if (!firmTyped.current && isMonth(value)) setValue('firmUntil', defaultFirmUntil(value));
          onChange();
        }}
      />
      <DateField name="receivedOn" label="Received On" required />
      <DateField
        name="firmUntil"
        label="Firm Until"
        required
        hint="Later buckets are the customer’s forecast"
        onEdit={() => {
          firmTyped.current = true;
        }}
      />
      <div className="sm:col-span-2">
        <TextField name="reference" label="Customer’s Reference" autoComplete="off" maxLength={60} />
      </div>
    </div>
  );
}

interface ImportFormProps {
  defaults: ImportFormInput;
  customerLabel?: string | undefined;
  onSubmit: (values: ImportFormValues, intent: ImportIntent) => Promise<unknown>;
  onError: (error: unknown, intent: ImportIntent) => void;
  /** The file or whose month it is changed: an earlier preview no longer speaks for it. */
  onChange: () => void;
}

/** The import's form: Preview reads the file and saves nothing; Import saves it as the month's next revision. */
export function ImportForm({ defaults, customerLabel, onSubmit, onError, onChange }: ImportFormProps) {
  return (
    <EntityForm<ImportFormInput, ImportFormValues, ImportIntent>
      schema={importFormSchema}
      defaultValues={defaults}
      onSubmit={onSubmit}
      onError={onError}
      submits={[
        { intent: 'preview', label: 'Preview', secondary: true },
        { intent: 'import', label: 'Import' },
      ]}
      cancelTo="/delivery-schedules"
    >
      <HeaderFields customerLabel={customerLabel} onChange={onChange} />
      <FileField name="file" label="Schedule File" onPick={onChange} />
      <MappingFields />
    </EntityForm>
  );
}
