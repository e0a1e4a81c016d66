import { SUPPLIER_CSV_COLUMNS, supplierCreateSchema } from '@lathe/shared';
import { CsvImport } from '../../components/import/csv-import';

/** Suppliers from a CSV file: rows with a known supplier code update it, the others are created. */
export function SupplierImportPage() {
  return (
    <CsvImport
      resource="suppliers"
      columns={SUPPLIER_CSV_COLUMNS}
      schema={supplierCreateSchema}
      keyField="supplierCode"
      backTo="/suppliers"
      title="Import Suppliers"
    />
  );
}
