import { type Quotation, quotationPrint } from '@lathe/shared';
import { useMemo } from 'react';
import { PrintView } from '../../components/print/print-view';
import { useCompanySettings } from '../../lib/company-settings';

/**
 * The quotation as the customer receives it, drawn from the same print model as its PDF: the
 * company's letterhead, the prices by quantity and the terms. Nothing of the cost sheet.
 */
export function QuotationDocument({ quotation }: { quotation: Quotation }) {
  const logo = useCompanySettings().data?.logo ?? null;
  const model = useMemo(() => quotationPrint(quotation, logo), [quotation, logo]);
  return <PrintView model={model} />;
}
