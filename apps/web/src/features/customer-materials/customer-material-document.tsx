import { type CustomerMaterial, customerMaterialPrint } from '@lathe/shared';
import { useMemo } from 'react';
import { PrintView } from '../../components/print/print-view';
import { useCompanySettings } from '../../lib/company-settings';

/** The receipt as printed, drawn from the same print model as its PDF: whose material, against which of their challans, each lot of bars. */
export function CustomerMaterialDocument({ receipt }: { receipt: CustomerMaterial }) {
  const logo = useCompanySettings().data?.logo ?? null;
  const model = useMemo(() => customerMaterialPrint(receipt, logo), [receipt, logo]);
  return <PrintView model={model} />;
}
