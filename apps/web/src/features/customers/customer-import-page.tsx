import { CUSTOMER_CSV_COLUMNS, customerCreateSchema } from '@lathe/shared';
import { CsvImport } from '../../components/import/csv-import';

/** Customers from a CSV file: rows with a known party code update that customer, the others are created. */
export function CustomerImportPage() {
  return (
    <CsvImport
      resource="customers"
      columns={CUSTOMER_CSV_COLUMNS}
      schema={customerCreateSchema}
      keyField="partyCode"
      backTo="/customers"
      title="Import Customers"
    />
  );
}
