import {
  type CompanySettings,
  defaultExportType,
  EXPORT_TYPE_LABELS,
  type ExportType,
  exportTypesFor,
  type GstCategory,
  isExport,
  lutProblem,
} from '@lathe/shared';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '../../components/form/date-field';
import { DecimalField } from '../../components/form/decimal-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import type { InvoiceFormValues } from './invoice-form-values';

const capitals = { autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase' } } as const;
/** What only an export carries: cleared when the supply is not one. */
const EXPORT_ONLY = ['portCode', 'shippingBillNumber', 'shippingBillDate', 'foreignCurrency', 'exchangeRate'] as const;

interface InvoiceExportFieldsProps {
  /** The chosen customer's category; none until the customer is known. */
  category: GstCategory | undefined;
  /** An overseas customer's billing currency, the export's unless the invoice names another. */
  currency: string | null | undefined;
  company: Pick<CompanySettings, 'lutNumber' | 'lutValidFrom' | 'lutValidTo'> | undefined;
}

/**
 * An SEZ supply or an export: with or without payment of IGST (the customer's category offers
 * which), and an export's port, shipping bill, currency and rate. A supply without payment warns
 * when the company's LUT does not cover the invoice date, as issuing will refuse it. Nothing shows
 * for a customer in India.
 */
export function InvoiceExportFields({ category, currency, company }: InvoiceExportFieldsProps) {
  const { setValue, getValues } = useFormContext<InvoiceFormValues>();
  const exportType = useWatch<InvoiceFormValues, 'exportType'>({ name: 'exportType' }) ?? null;
  const invoiceDate = useWatch<InvoiceFormValues, 'invoiceDate'>({ name: 'invoiceDate' }) ?? '';
  const allowed = exportTypesFor(category);

  // Another customer: a supply its category allows (with payment to start), and no export details it cannot have.
  useEffect(() => {
    if (category === undefined) return;
    const types = exportTypesFor(category);
    const current = getValues('exportType') || null;
    if (!(current === null ? types.length === 0 : types.includes(current as ExportType))) {
      setValue('exportType', defaultExportType(category), { shouldDirty: true });
    }
    if (category !== 'overseas') {
      for (const name of EXPORT_ONLY) if (getValues(name)) setValue(name, '', { shouldDirty: true });
    }
  }, [category, getValues, setValue]);

  if (allowed.length === 0) return null;
  const lut = company && lutProblem(exportType as ExportType | null, company, invoiceDate);
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="mb-2 font-medium text-gray-800 dark:text-white/90">
        {category === 'sez' ? 'Supply to an SEZ' : 'Export'}
      </legend>
      <div className="sm:col-span-2 lg:col-span-3">
        <SelectField
          name="exportType"
          label="Supply"
          required
          options={allowed.map((type) => ({ value: type, label: EXPORT_TYPE_LABELS[type] }))}
          hint={
            lut ? (
              <span role="alert" className="text-amber-700 dark:text-amber-400">
                {lut}
              </span>
            ) : (
              'IGST at the lines’ rates with payment; under the LUT the rates print and no tax is charged'
            )
          }
        />
      </div>
      {isExport(exportType as ExportType | null) && (
        <>
          <TextField name="portCode" label="Port Code" hint="Customs code, e.g. INNSA1" maxLength={6} {...capitals} />
          <TextField name="shippingBillNumber" label="Shipping Bill No." inputMode="numeric" maxLength={7} />
          <DateField name="shippingBillDate" label="Shipping Bill Date" />
          <TextField
            name="foreignCurrency"
            label="Currency"
            placeholder={currency ?? undefined}
            hint={currency ? `The customer’s: ${currency}, unless another is typed` : 'ISO code, e.g. USD'}
            maxLength={3}
            {...capitals}
          />
          <DecimalField name="exchangeRate" label="Exchange Rate (₹)" hint="Rupees for one unit of the currency" />
        </>
      )}
    </fieldset>
  );
}
