import { type SupplierBill, supplierBillPrint } from '@lathe/shared';
import { useMemo } from 'react';
import { PrintView } from '../../components/print/print-view';
import { useCompanySettings } from '../../lib/company-settings';

/** The bill as kept on file, drawn from the same print model as its PDF. */
export function SupplierBillDocument({ bill }: { bill: SupplierBill }) {
  const logo = useCompanySettings().data?.logo ?? null;
  const model = useMemo(() => supplierBillPrint(bill, logo), [bill, logo]);
  return <PrintView model={model} />;
}
