import { countryName, GST_CATEGORIES, GST_CATEGORY_LABELS, type GstCategory } from '@lathe/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { GstinField, StateField } from '../../components/form/gst-fields';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';

const CATEGORY_OPTIONS = GST_CATEGORIES.map((category) => ({ value: category, label: GST_CATEGORY_LABELS[category] }));
const capitals = { autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase' } } as const;

/**
 * How the customer is registered for GST: in India (GSTIN and state), a unit or developer in an
 * SEZ (its GSTIN; supplied with or without payment of IGST), or overseas (no GSTIN or state, a
 * country and the currency it is billed in). Choosing a category clears what the other one had.
 */
export function GstCategoryFields() {
  const { setValue } = useFormContext();
  const category = (useWatch({ name: 'gstCategory' }) ?? 'regular') as GstCategory;
  const country = String(useWatch({ name: 'countryCode' }) ?? '')
    .trim()
    .toUpperCase();
  const clear = (name: string) => setValue(name, '', { shouldDirty: true });
  return (
    <>
      <SelectField
        name="gstCategory"
        label="GST Category"
        options={CATEGORY_OPTIONS}
        hint={
          category === 'sez' ? 'Supplies to it are zero-rated: invoiced with or without payment of IGST' : undefined
        }
        onPick={(picked) => {
          if (picked === 'overseas') {
            clear('gstin');
            clear('state');
          } else {
            clear('countryCode');
            clear('currency');
          }
        }}
      />
      {category === 'overseas' ? (
        <>
          <TextField
            name="countryCode"
            label="Country"
            required
            hint={countryName(country) ?? 'ISO two-letter code, e.g. US, DE, AE'}
            autoComplete="off"
            maxLength={2}
            {...capitals}
          />
          <TextField
            name="currency"
            label="Billing Currency"
            required
            hint="ISO three-letter code, e.g. USD, EUR"
            autoComplete="off"
            maxLength={3}
            {...capitals}
          />
        </>
      ) : (
        <>
          <GstinField />
          <StateField label="State (place of supply)" />
        </>
      )}
    </>
  );
}
