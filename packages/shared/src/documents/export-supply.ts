import { indianDate } from '../calendar.js';

/*
 * Zero-rated supplies (IGST Act section 16): goods exported out of India, and supplies to a unit
 * or developer in a special economic zone. Both are inter-state whatever the states (IGST Act
 * 7(5)(a) and (b)), so the tax is IGST; either with payment of IGST at the line's rate (refunded
 * to the exporter later), or without payment under a letter of undertaking (LUT, CGST rule 96A),
 * when no tax is charged and the rate is still printed. The invoice form's preview and the server
 * read these same rules.
 */

/** How a customer is registered for GST: in India, in a special economic zone, or abroad. */
export const GST_CATEGORIES = ['regular', 'sez', 'overseas'] as const;
export type GstCategory = (typeof GST_CATEGORIES)[number];
export const GST_CATEGORY_LABELS: Record<GstCategory, string> = {
  regular: 'Regular (in India)',
  sez: 'SEZ unit or developer',
  overseas: 'Overseas (exports)',
};

export const EXPORT_TYPES = [
  'sez_with_payment',
  'sez_without_payment',
  'export_with_payment',
  'export_without_payment',
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_TYPE_LABELS: Record<ExportType, string> = {
  sez_with_payment: 'SEZ supply with payment of IGST',
  sez_without_payment: 'SEZ supply without payment of IGST (under LUT)',
  export_with_payment: 'Export with payment of IGST',
  export_without_payment: 'Export without payment of IGST (under LUT)',
};

/** The place of supply of an export, as the portals code it: "Other Country", 96. */
export const OTHER_COUNTRY = { name: 'Other Country', code: '96' } as const;

/** The supplies a customer of this category can be invoiced: none of them for a customer in India. */
export const exportTypesFor = (category: GstCategory | null | undefined): readonly ExportType[] => {
  if (category === 'sez') return ['sez_with_payment', 'sez_without_payment'];
  if (category === 'overseas') return ['export_with_payment', 'export_without_payment'];
  return [];
};

/** What a new invoice to this customer starts as: with payment (the LUT may not be filed yet). */
export const defaultExportType = (category: GstCategory | null | undefined): ExportType | null =>
  exportTypesFor(category)[0] ?? null;

export const isExport = (type: ExportType | null | undefined) =>
  type === 'export_with_payment' || type === 'export_without_payment';
/** Under the LUT: no IGST is charged. */
export const isWithoutPayment = (type: ExportType | null | undefined) =>
  type === 'sez_without_payment' || type === 'export_without_payment';

/** How the tax of a supply is worked out: CGST+SGST or IGST, and whether any is charged at all. */
export interface TaxBasis {
  intraState: boolean;
  /** Without payment of IGST: the rate is printed, the tax is nil. */
  zeroRated: boolean;
}

/** A zero-rated supply's basis, or null for a supply in India (its states decide, taxTypeFor). */
export const exportTaxBasis = (type: ExportType | null | undefined): TaxBasis | null =>
  type ? { intraState: false, zeroRated: isWithoutPayment(type) } : null;

/** The company's letter of undertaking, as the settings hold it. */
export interface Lut {
  lutNumber?: string | null | undefined;
  lutValidFrom?: string | null | undefined;
  lutValidTo?: string | null | undefined;
}

/**
 * Why a supply without payment cannot be made on `date` under the company's LUT, or null when it
 * can (or when the supply is with payment). The LUT is furnished for a financial year; a supply
 * dated outside its validity needs a new one, or payment of IGST.
 */
export function lutProblem(type: ExportType | null | undefined, lut: Lut, date: string): string | null {
  if (!isWithoutPayment(type)) return null;
  if (!lut.lutNumber || !lut.lutValidFrom || !lut.lutValidTo) {
    return 'A supply without payment of IGST needs the company’s LUT (number and validity) in Company Settings';
  }
  if (date < lut.lutValidFrom || date > lut.lutValidTo) {
    return `The LUT ${lut.lutNumber} is valid from ${indianDate(lut.lutValidFrom)} to ${indianDate(lut.lutValidTo)}, not on ${indianDate(date)}: renew it or supply with payment of IGST`;
  }
  return null;
}

/** The declaration a zero-rated invoice prints (CGST rule 46(i) and 46(p)). */
export function exportDeclaration(type: ExportType): string {
  const supply = isExport(type)
    ? 'Supply meant for export'
    : 'Supply to SEZ unit or SEZ developer for authorised operations';
  return isWithoutPayment(type)
    ? `${supply} under bond or letter of undertaking without payment of integrated tax`
    : `${supply} on payment of integrated tax`;
}

/** The e-invoice's supply type (TranDtls.SupTyp) of a supply. */
export const E_INVOICE_SUPPLY_TYPES: Record<ExportType, 'SEZWP' | 'SEZWOP' | 'EXPWP' | 'EXPWOP'> = {
  sez_with_payment: 'SEZWP',
  sez_without_payment: 'SEZWOP',
  export_with_payment: 'EXPWP',
  export_without_payment: 'EXPWOP',
};

/** A country's name in English for an ISO 3166 alpha-2 code, or null for a code that names none. */
export function countryName(code: string | null | undefined): string | null {
  if (!code || !/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return null;
  const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code);
  return name && name !== code && name !== 'Unknown Region' ? name : null;
}
/** Alpha-2 codes Intl names that are not countries one exports to. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB']);

/** ISO 4217 currency codes in use, as the runtime knows them. */
export const isCurrencyCode = (code: string | null | undefined): boolean =>
  !!code && /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
