import { INVOICE_COPIES } from '../documents/invoice-copies.js';
import { eWayBillLine } from '../schemas/e-way-bill.js';
import type { Invoice, Seller } from '../schemas/invoice.js';
import { formatAckDate } from '../schemas/irn.js';
import { exportFields, exportNote } from './export-print.js';
import { dated, field, fields, present, printDate } from './print-format.js';
import { gstLinesTable, gstTotals, hsnSummaryTable, taxField } from './print-gst.js';
import { letterheadOf, signingFor } from './print-letterhead.js';
import type { PrintBand, PrintModel, PrintSection } from './print-model.js';
import { shipToParty } from './ship-to-party.js';
import { customerParty, placeOfSupplyField, taxDocumentLines, taxDocumentMark } from './tax-document-print.js';

/*
 * The GST tax invoice as printed (CGST Rule 46): the seller with its logo, the invoice's number
 * and dates, place of supply, the buyer's PO, the order, the vehicle and the e-way bill, the IRN
 * with its signed QR code once registered, whom to bill and where to ship, the lines with their
 * tax, the totals with the round-off and the amount in words, the HSN-wise summary, the bank
 * details, the terms of sale and the signature. An issued invoice prints in three copies (CGST
 * Rule 48(4)); a draft or a cancelled one once, with what it is.
 */

/** The e-invoice's IRN and acknowledgement, with the signed QR code; none before it is registered. */
function irnBand(invoice: Invoice): PrintBand | null {
  if (!invoice.irn) return null;
  return {
    label: 'e-Invoice',
    fields: fields(
      field('IRN', invoice.irn),
      field('Ack No.', invoice.irnAckNumber),
      field('Ack Date', invoice.irnAckDate && formatAckDate(invoice.irnAckDate)),
    ),
    qr: invoice.irnSignedQr ? { text: invoice.irnSignedQr, alt: 'Signed QR code of the e-invoice' } : null,
  };
}

/** Where to pay, when the settings name a bank or an account. */
function bankDetails(seller: Seller): PrintSection[] {
  if (!seller.bankName && !seller.bankAccountNumber) return [];
  return [
    {
      kind: 'section',
      label: 'Bank details',
      lines: [],
      fields: fields(
        field('Bank', seller.bankName),
        field('Account name', seller.bankAccountName),
        field('Account no.', seller.bankAccountNumber),
        field('IFSC', seller.bankIfsc),
        field('Branch', seller.bankBranch),
      ),
    },
  ];
}

/** A headed run of the lines given, or nothing when there are none. */
const section = (label: string, ...lines: (string | null)[]): PrintSection[] =>
  present(...lines).length > 0 ? [{ kind: 'section', label, lines: present(...lines) }] : [];

export function invoicePrint(invoice: Invoice): PrintModel {
  const mark = taxDocumentMark(invoice, 'a tax invoice');
  const { seller } = invoice;
  return {
    name: 'Tax invoice',
    title: 'Tax Invoice',
    file: {
      title: invoice.invoiceNumber ?? 'Draft invoice',
      subject: `Tax invoice to ${invoice.customerName}`,
      author: seller.name ?? '',
    },
    copies: mark ? [] : [...INVOICE_COPIES],
    mark,
    watermark: invoice.status === 'draft' ? 'DRAFT' : null,
    letterhead: letterheadOf('Seller', seller, seller.logo),
    particulars: {
      label: 'Invoice',
      fields: fields(
        field('Invoice No.', invoice.invoiceNumber ?? 'Draft (numbered on issue)'),
        field('Invoice date', printDate(invoice.invoiceDate)),
        field('Due date', printDate(invoice.dueDate)),
        [placeOfSupplyField(invoice)],
        field('Customer PO', invoice.customerPoNumber && dated(invoice.customerPoNumber, invoice.customerPoDate)),
        field('Sales order', invoice.salesOrderNumber),
        field('Vehicle / LR', invoice.vehicleReference),
        field('e-Way Bill No.', eWayBillLine(invoice)),
        [taxField(invoice.taxType)],
        exportFields(invoice),
      ),
    },
    band: irnBand(invoice),
    parties: [customerParty('Bill to', invoice, invoice.billingAddress), shipToParty(invoice)],
    body: [
      ...exportNote(invoice),
      gstLinesTable(invoice.taxType, invoice.lines, taxDocumentLines('Invoice lines', invoice.lines)),
      gstTotals(invoice, 'Invoice totals'),
      ...section('Notes', invoice.notes),
      hsnSummaryTable(invoice),
    ],
    foot: {
      sections: [...bankDetails(seller), ...section('Terms and conditions', seller.invoiceTerms)],
      signatures: [{ over: signingFor(seller), under: 'Authorised Signatory' }],
      note: 'This is a computer-generated invoice.',
    },
  };
}
