import {
  type CompanySettings,
  type GstLineInput,
  invoiceLineFiguresSchema,
  type TaxType,
  taxTypeFor,
} from '@lathe/shared';
import { type GstPreview, previewGst } from '../../lib/gst-preview';

/**
 * The tax type the server will store, by the shared rule (taxTypeFor): unknown (null) until both
 * the settings and the customer are known.
 */
export function taxTypeOf(
  company: Pick<CompanySettings, 'state'> | undefined,
  customerState: string | null | undefined,
  customerKnown: boolean,
  /** An SEZ supply or an export is IGST whatever the states (IGST Act 7(5)). */
  exportType?: string | null,
): TaxType | null {
  if (!company || !customerKnown) return null;
  return exportType ? 'inter' : taxTypeFor(company.state, customerState);
}

/**
 * The figures a line's tax is worked out from, once the schema accepts its quantity (in its unit:
 * 12.5 KGS, never 2.5 NOS), rate and GST rate.
 */
function gstInput(line: Record<string, unknown>): GstLineInput | null {
  const parsed = invoiceLineFiguresSchema.safeParse(line);
  if (!parsed.success) return null;
  const { quantity, rate, gstRate } = parsed.data;
  const hsn = typeof line.hsnCode === 'string' ? line.hsnCode.trim() : '';
  return { quantity, rate, gstRate, hsnCode: hsn === '' ? null : hsn };
}

export type InvoicePreview = GstPreview;

/**
 * The live figures of the form, worked out by computeGst exactly as the server will store them
 * (in paise). Null when the amounts are too large to count exactly.
 */
export const previewInvoice = (
  lines: readonly Record<string, unknown>[],
  taxType: TaxType,
  zeroRated = false,
): InvoicePreview | null => previewGst(lines.map(gstInput), taxType, zeroRated);
