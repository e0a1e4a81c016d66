import {
  type CompanySettings,
  type GstLineInput,
  invoiceLineInputSchema,
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
): TaxType | null {
  if (!company || !customerKnown) return null;
  return taxTypeFor(company.state, customerState);
}

/** The figures a line's tax is worked out from, once the schema accepts its quantity, rate and GST rate. */
const figuresSchema = invoiceLineInputSchema.pick({ quantity: true, rate: true, gstRate: true });

function gstInput(line: Record<string, unknown>): GstLineInput | null {
  const parsed = figuresSchema.safeParse(line);
  if (!parsed.success) return null;
  const hsn = typeof line.hsnCode === 'string' ? line.hsnCode.trim() : '';
  return { ...parsed.data, hsnCode: hsn === '' ? null : hsn };
}

export type InvoicePreview = GstPreview;

/**
 * The live figures of the form, worked out by computeGst exactly as the server will store them
 * (in paise). Null when the amounts are too large to count exactly.
 */
export const previewInvoice = (lines: readonly Record<string, unknown>[], taxType: TaxType): InvoicePreview | null =>
  previewGst(lines.map(gstInput), taxType);
