import { type JobWorkChallan, jobWorkPrint } from '@lathe/shared';
import { useMemo } from 'react';
import { PrintView } from '../../components/print/print-view';
import { useCompanySettings } from '../../lib/company-settings';

/**
 * The job-work delivery challan as printed (CGST rule 55), drawn from the same print model as its
 * PDF: the consigner's and the job worker's GSTINs, the challan's number and date, the purpose,
 * each line's HSN, quantity and taxable value. A sent challan prints in its three copies (rule
 * 55(2)): the screen shows the original, and the print repeats it for the transporter and the
 * consigner, each from a new page. A draft or a cancelled challan prints once.
 */
export function JobWorkDocument({ challan }: { challan: JobWorkChallan }) {
  const logo = useCompanySettings().data?.logo ?? null;
  const model = useMemo(() => jobWorkPrint(challan, logo), [challan, logo]);
  return <PrintView model={model} />;
}
