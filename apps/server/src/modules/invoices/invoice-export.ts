import {
  type CompanySettings,
  type ExportDetailsRead,
  exchangeRateProblem,
  exportTaxBasis,
  exportTypeProblem,
  type GstCategory,
  type InvoiceData,
  isExport,
  isWithoutPayment,
  lutProblem,
  OTHER_COUNTRY,
  type TaxType,
  taxTypeFor,
} from '@lathe/shared';
import type { customers, invoices } from '../../db/schema/index.js';
import { conflict, invalidField } from '../../lib/errors.js';
import type { InvoiceRecord } from './invoice-lock.js';

/*
 * An invoice's zero-rated supply (issue 32): to an SEZ unit or developer, or an export, with or
 * without payment of IGST. The customer's GST category decides which it may be; a draft keeps the
 * export details as typed (the currency defaulting to the customer's); issuing checks the LUT on
 * the invoice date and freezes its number on the invoice.
 */

type CustomerRow = typeof customers.$inferSelect;

const categoryOf = (customer: Pick<CustomerRow, 'gstCategory'>) => customer.gstCategory as GstCategory;

/** An overseas customer's place of supply is Other Country (96), whatever state it was typed with. */
export const exportPlaceOfSupply = (customer: { gstCategory?: string | null }) =>
  customer.gstCategory === 'overseas'
    ? { placeOfSupply: OTHER_COUNTRY.name, placeOfSupplyCode: OTHER_COUNTRY.code }
    : {};

/**
 * The draft's export columns, refused on `exportType` when the customer's category does not allow
 * it (a supply in India, an SEZ supply, an export); the country is the customer's, the currency
 * the customer's unless the invoice names one.
 */
export function exportDraftColumns(data: InvoiceData, customer: CustomerRow) {
  const problem = exportTypeProblem(categoryOf(customer), data.exportType);
  if (problem) throw invalidField('exportType', problem);
  const exported = isExport(data.exportType);
  return {
    exportType: data.exportType ?? null,
    portCode: data.portCode ?? null,
    shippingBillNumber: data.shippingBillNumber ?? null,
    shippingBillDate: data.shippingBillDate ?? null,
    foreignCurrency: exported ? (data.foreignCurrency ?? customer.currency ?? null) : null,
    exchangeRate: data.exchangeRate ?? null,
    countryCode: exported ? customer.countryCode : null,
  };
}

/** How an invoice's tax is worked out: a zero-rated supply is IGST (or nothing under the LUT), else by the states. */
export function invoiceTaxBasis(
  sellerState: string | null,
  placeOfSupply: string | null,
  exportType: string | null | undefined,
): { taxType: TaxType; zeroRated: boolean } {
  const basis = exportTaxBasis(exportType as InvoiceData['exportType']);
  if (basis) return { taxType: 'inter', zeroRated: basis.zeroRated };
  return { taxType: taxTypeFor(sellerState, placeOfSupply), zeroRated: false };
}

/**
 * What issuing a zero-rated invoice needs, before the number is taken (409 on `exportType`): a
 * supply the customer's category still allows, and, without payment, the company's LUT valid on
 * the invoice date, whose number is then frozen on the invoice; an export in a foreign currency
 * with its rate (409 on `exchangeRate`), its country and currency copied from the customer again
 * when the draft named none.
 */
export function exportOnIssue(settings: CompanySettings, current: InvoiceRecord, customer: CustomerRow) {
  const type = current.exportType as InvoiceData['exportType'];
  const problem = exportTypeProblem(categoryOf(customer), type) ?? lutProblem(type, settings, current.invoiceDate);
  if (problem) throw conflict(problem, { exportType: problem });
  const exported = isExport(type);
  const foreignCurrency = exported ? (current.foreignCurrency ?? customer.currency ?? null) : null;
  const noRate = exchangeRateProblem(foreignCurrency, current.exchangeRate);
  if (noRate) throw conflict(noRate, { exchangeRate: noRate });
  return {
    lutNumber: isWithoutPayment(type) ? (settings.lutNumber ?? null) : null,
    countryCode: exported ? customer.countryCode : null,
    foreignCurrency,
  };
}

/** What an invoice reads back of its zero-rated supply. */
export function exportDetailsOf(row: typeof invoices.$inferSelect): ExportDetailsRead {
  return {
    exportType: row.exportType as ExportDetailsRead['exportType'],
    portCode: row.portCode,
    shippingBillNumber: row.shippingBillNumber,
    shippingBillDate: row.shippingBillDate,
    foreignCurrency: row.foreignCurrency,
    exchangeRate: row.exchangeRate,
    countryCode: row.countryCode,
    lutNumber: row.lutNumber,
  };
}
