import { formatIndianNumber } from '../money/indian-format.js';
import { QUOTATION_STATUS_LABELS, type Quotation } from '../schemas/quotation.js';
import { dated, field, fields, present, printAmount, printDate, printPercent } from './print-format.js';
import { letterheadOf, signingFor } from './print-letterhead.js';
import type { PrintMark, PrintModel, PrintRow } from './print-model.js';
import { gstParty } from './print-party.js';

/*
 * A quotation as the customer receives it: the company's letterhead, the quotation's number,
 * revision and validity, the customer, and for each part its price a piece at each quantity
 * offered, with its HSN and GST rate; then the terms. The cost sheet behind each price stays in
 * the plant: nothing of it is printed.
 */

/** The number as the customer quotes it back: "QT/2026-27/0001", "QT/2026-27/0001 Rev 2". */
export const quotationReference = (quotation: Pick<Quotation, 'quotationNumber' | 'revision'>) =>
  quotation.quotationNumber
    ? `${quotation.quotationNumber}${quotation.revision > 0 ? ` Rev ${quotation.revision}` : ''}`
    : null;

/** Not sent yet is no offer; a lost or revised one says so. */
function markOf(quotation: Quotation): PrintMark | null {
  if (quotation.status === 'enquiry') return { text: 'DRAFT — not an offer until sent', tone: 'draft' };
  if (quotation.status === 'revised') return { text: 'REVISED — superseded by a later revision', tone: 'void' };
  if (quotation.status === 'lost') {
    const label = QUOTATION_STATUS_LABELS.lost.toUpperCase();
    return { text: `${label}${quotation.statusReason ? ` — ${quotation.statusReason}` : ''}`, tone: 'void' };
  }
  return null;
}

/** One row a quantity: the part named on its first. */
function priceRows(quotation: Quotation): PrintRow[] {
  return quotation.lines.flatMap((line) =>
    line.breaks.map((one, index) => {
      const first = index === 0;
      return {
        key: `${line.id}-${one.quantity}`,
        label: `Line ${line.lineNumber}, ${formatIndianNumber(one.quantity, 0)} pieces`,
        cells: [
          { text: first ? String(line.lineNumber) : '' },
          { text: first ? line.drawingNumber : '' },
          { text: first ? line.description : '' },
          { text: first ? (line.hsnCode ?? '') : '' },
          { text: formatIndianNumber(one.quantity, 0) },
          { text: printAmount(one.price) },
          { text: first ? printPercent(line.gstRate) : '' },
        ],
      };
    }),
  );
}

export function quotationPrint(quotation: Quotation, logo: string | null): PrintModel {
  const mark = markOf(quotation);
  const reference = quotationReference(quotation);
  const { seller } = quotation;
  return {
    name: 'Quotation',
    title: 'Quotation',
    file: {
      title: reference ?? 'Draft quotation',
      subject: `Quotation to ${quotation.customerName}`,
      author: seller.name ?? '',
    },
    copies: [],
    mark,
    watermark: quotation.status === 'enquiry' ? 'DRAFT' : null,
    letterhead: letterheadOf('Supplier', seller, logo),
    particulars: {
      label: 'Quotation',
      fields: fields(
        field('Quotation No.', reference ?? 'Draft (numbered when sent)'),
        field('Date', printDate(quotation.quotationDate)),
        field('Valid until', printDate(quotation.validUntil)),
        field(
          'Your enquiry',
          quotation.enquiryReference
            ? dated(quotation.enquiryReference, quotation.enquiryDate)
            : `dated ${printDate(quotation.enquiryDate)}`,
        ),
      ),
    },
    band: null,
    parties: [
      gstParty(
        'To',
        {
          name: quotation.customerName,
          address: quotation.customerAddress,
          gstin: quotation.customerGstin,
          state: quotation.customerState,
        },
        ...field('Party code', quotation.customerPartyCode),
      ),
    ],
    body: [
      {
        kind: 'table',
        label: 'Prices quoted',
        title: null,
        columns: [
          { key: 'sr', header: 'Sr.', align: 'right', kind: 'count', width: 26 },
          { key: 'part', header: 'Part No.', align: 'left', kind: 'text', width: 90 },
          { key: 'description', header: 'Description', align: 'left', kind: 'text', width: 0, flex: true },
          { key: 'hsn', header: 'HSN', align: 'left', kind: 'text', width: 50 },
          { key: 'quantity', header: 'Quantity', align: 'right', kind: 'quantity', width: 62 },
          { key: 'price', header: 'Price a piece (₹)', align: 'right', kind: 'money', width: 78 },
          { key: 'gst', header: 'GST', align: 'right', kind: 'percent', width: 40 },
        ],
        rows: priceRows(quotation),
        foot: [],
      },
    ],
    foot: {
      sections: [
        {
          kind: 'section',
          label: 'Terms',
          lines: present(
            'Prices are a piece, in rupees, ex-works; GST is extra at the rate shown.',
            quotation.lines.some((line) => line.breaks.length > 1) &&
              'An order between two quantities is priced at the smaller quantity’s price.',
            `This offer is valid until ${printDate(quotation.validUntil)}.`,
            quotation.paymentTerms && `Payment: ${quotation.paymentTerms}`,
            quotation.deliveryTerms && `Delivery: ${quotation.deliveryTerms}`,
            quotation.remarks,
            `Quote ${reference ? `our quotation ${reference}` : 'our quotation number'} on your purchase order.`,
          ),
        },
      ],
      signatures: [{ over: signingFor(seller), under: 'Authorised Signatory' }],
      note: 'This is a computer-generated quotation.',
    },
  };
}
