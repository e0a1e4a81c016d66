import { valueInForeignCurrency } from '../compliance/e-invoice-export.js';
import { exportSupplyOf } from '../compliance/export-details.js';
import { countryName, exportDeclaration, isExport, isWithoutPayment } from '../documents/export-supply.js';
import { formatIndianNumber } from '../money/indian-format.js';
import type { ExportDetailsRead } from '../schemas/export-supply.js';
import { dated, field, fields } from './print-format.js';
import type { PrintField, PrintNote } from './print-model.js';

/*
 * What an invoice for an SEZ supply or an export prints beside its particulars (CGST rule 46):
 * the declaration of the supply with or without payment of integrated tax, the LUT it is made
 * under, the port and shipping bill, the destination country, and the currency with its rate and
 * the invoice's value in it.
 */

/** The particulars of a zero-rated supply; none for a supply in India. */
export function exportFields(invoice: ExportDetailsRead & { grandTotal: number }): PrintField[] {
  const supply = exportSupplyOf(invoice);
  if (!supply) return [];
  const foreign = valueInForeignCurrency(supply, invoice.grandTotal);
  const rate =
    supply.exchangeRate && supply.foreignCurrency && supply.foreignCurrency !== 'INR'
      ? `1 ${supply.foreignCurrency} = ₹${formatIndianNumber(supply.exchangeRate, 4)}`
      : null;
  return fields(
    field('LUT No.', isWithoutPayment(supply.type) ? (invoice.lutNumber ?? 'To be frozen on issue') : null),
    field(
      'Country of destination',
      isExport(supply.type) ? (countryName(supply.countryCode) ?? supply.countryCode) : null,
    ),
    field('Port code', supply.portCode),
    field('Shipping bill', supply.shippingBillNumber && dated(supply.shippingBillNumber, supply.shippingBillDate)),
    field('Currency', supply.foreignCurrency),
    field('Exchange rate', rate),
    field(
      `Value in ${supply.foreignCurrency ?? ''}`.trim(),
      foreign === null ? null : `${supply.foreignCurrency} ${formatIndianNumber(foreign, 2)}`,
    ),
  );
}

/** The declaration across the invoice, boxed: with or without payment of integrated tax. */
export function exportNote(invoice: Pick<ExportDetailsRead, 'exportType'>): PrintNote[] {
  if (!invoice.exportType) return [];
  return [{ kind: 'note', text: exportDeclaration(invoice.exportType), tone: 'plain' }];
}
