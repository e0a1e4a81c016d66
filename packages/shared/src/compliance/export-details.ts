import { EXPORT_TYPES, type ExportType } from '../documents/export-supply.js';

/*
 * A zero-rated supply as the portals read it: with or without payment, to an SEZ or abroad, and
 * the export's port, shipping bill, currency and country. An invoice carries it in its columns; a
 * credit or debit note reads its invoice's.
 */

export interface ExportSupply {
  type: ExportType;
  portCode: string | null;
  shippingBillNumber: string | null;
  /** yyyy-MM-dd */
  shippingBillDate: string | null;
  foreignCurrency: string | null;
  exchangeRate: number | null;
  countryCode: string | null;
}

/** The export columns of a document's row or read model, as a header holds them. */
export interface ExportColumns {
  exportType?: string | null | undefined;
  portCode?: string | null | undefined;
  shippingBillNumber?: string | null | undefined;
  shippingBillDate?: string | null | undefined;
  foreignCurrency?: string | null | undefined;
  exchangeRate?: number | null | undefined;
  countryCode?: string | null | undefined;
}

/** The zero-rated supply a document's columns describe, or null for a supply in India. */
export function exportSupplyOf(columns: ExportColumns): ExportSupply | null {
  const type = columns.exportType;
  if (!type || !(EXPORT_TYPES as readonly string[]).includes(type)) return null;
  return {
    type: type as ExportType,
    portCode: columns.portCode ?? null,
    shippingBillNumber: columns.shippingBillNumber ?? null,
    shippingBillDate: columns.shippingBillDate ?? null,
    foreignCurrency: columns.foreignCurrency ?? null,
    exchangeRate: columns.exchangeRate ?? null,
    countryCode: columns.countryCode ?? null,
  };
}
