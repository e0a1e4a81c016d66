import { type CompanySettings, type Inspection, inspectionPrint } from '@lathe/shared';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/**
 * An inspection's report as a PDF: its print model (the company, with its logo, as the supplier)
 * on the page kit; a PDI's goes to the customer with the invoice.
 */
export const renderInspectionPdf = (inspection: Inspection, company: CompanySettings): Promise<Buffer> =>
  renderPrintPdf(inspectionPrint(inspection, company.logo));
