import { type CompanySettingsInput, companySettingsInputSchema, TALLY_LEDGER_KEYS } from '@lathe/shared';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { LoadState } from '../../components/form/load-state';
import { formValuesOf } from '../../components/form/resource-form-page';
import { RecordHistory } from '../../components/history/record-history';
import { PageHeader } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { useCompanySettings } from '../../lib/company-settings';
import { useSaveCompanySettings } from './api';
import { CompanyFields } from './company-fields';

const emptyValues: CompanySettingsInput = {
  name: '',
  address: '',
  state: '',
  gstin: '',
  pan: '',
  email: '',
  phone: '',
  bankName: '',
  bankAccountName: '',
  bankAccountNumber: '',
  bankIfsc: '',
  bankBranch: '',
  logo: '',
  invoiceTerms: '',
  eInvoicing: false,
  tds194q: false,
  transferMinutes: 0,
  lutNumber: '',
  lutValidFrom: '',
  lutValidTo: '',
  tallyCompany: '',
  tallyLedgers: Object.fromEntries(TALLY_LEDGER_KEYS.map((key) => [key, ''])),
};

/**
 * The company's own details, one record: loaded, edited and saved in place with the version
 * read, so a save over someone else's newer change is refused (409) with the server's message.
 * After a save the form starts again from the saved record, and page titles take the new name.
 */
export function CompanySettingsPage() {
  const settings = useCompanySettings();
  const save = useSaveCompanySettings();
  return (
    <>
      <PageHeader title="Company Settings" description="Printed on every invoice issued from now on." />
      <LoadState query={settings} notFoundText="Company settings not found" backTo="/" backLabel="Back to Dashboard">
        {(record) => (
          <EntityForm
            key={record.version}
            schema={companySettingsInputSchema}
            defaultValues={{
              ...formValuesOf(record, emptyValues),
              // Each ledger's input: the name kept, else blank (its default shows as the placeholder).
              tallyLedgers: { ...emptyValues.tallyLedgers, ...record.tallyLedgers },
            }}
            submitLabel="Save"
            cancelTo="/"
            onSubmit={async (values) => {
              await save.mutateAsync({ ...values, version: record.version });
              toast.success('Company settings saved');
            }}
            onError={(error) => toast.error(errorMessage(error, 'An error occurred'))}
          >
            <CompanyFields />
          </EntityForm>
        )}
      </LoadState>
      <RecordHistory entity="company" />
    </>
  );
}
