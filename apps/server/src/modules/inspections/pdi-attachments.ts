import { type CompanySettings, inspectionPdfName } from '@lathe/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inspections } from '../../db/schema/index.js';
import { renderInspectionPdf } from './inspection-pdf.js';
import { readInspection } from './inspection-rows.js';
import { dispatchesOfInvoice } from './inspection-trace.js';

/** A PDF that may go with a mail: its file name, and the PDF made when it is sent. */
export interface MailAttachment {
  fileName: string;
  pdf: () => Promise<Buffer>;
}

/**
 * The PDI reports of the dispatches an invoice billed, each a PDF to attach to the invoice's
 * e-mail (none for an invoice without a sales order, or whose dispatches have no report).
 */
export async function pdiReportsOfInvoice(
  tx: DbOrTx,
  invoiceId: string,
  company: CompanySettings,
): Promise<MailAttachment[]> {
  const dispatchIds = await dispatchesOfInvoice(tx, invoiceId);
  if (!dispatchIds.length) return [];
  const reports = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(eq(inspections.kind, 'pdi'), inArray(inspections.dispatchId, dispatchIds)))
    .orderBy(asc(inspections.inspectedOn), asc(inspections.id));
  return Promise.all(
    reports.map(async ({ id }) => {
      const inspection = await readInspection(tx, id, company);
      return { fileName: inspectionPdfName(inspection), pdf: () => renderInspectionPdf(inspection, company) };
    }),
  );
}
