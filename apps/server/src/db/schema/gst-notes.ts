import type { Seller } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns, searchText, trigramIndex } from './columns.js';
import { customers } from './customers.js';
import { irnColumns } from './gst-columns.js';
import { invoiceLines, invoices } from './invoices.js';
import { gstRate, money, rate } from './money-columns.js';
import { users } from './users.js';

/**
 * Credit and debit notes against an issued invoice (CGST Act section 34): the buyer and the
 * seller as the invoice printed them, the figures computed line by line with the invoice's tax.
 */
export const gstNotes = pgTable(
  'gst_notes',
  {
    ...recordColumns(),
    /** Given on issue from its kind's gap-free yearly series (CN/2026-27/0001, DN/2026-27/0001). */
    noteNumber: text('note_number'),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('draft'),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    noteDate: date('note_date').notNull(),
    // The invoice and its buyer as the invoice printed them (an issued invoice no longer changes).
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    customerPartyCode: text('customer_party_code').notNull(),
    customerName: text('customer_name').notNull(),
    customerGstin: text('customer_gstin'),
    billingAddress: text('billing_address'),
    shippingAddress: text('shipping_address'),
    placeOfSupply: text('place_of_supply'),
    placeOfSupplyCode: text('place_of_supply_code'),
    reason: text('reason').notNull(),
    remarks: text('remarks'),
    taxableTotal: money('taxable_total').notNull().default(0),
    cgstTotal: money('cgst_total').notNull().default(0),
    sgstTotal: money('sgst_total').notNull().default(0),
    igstTotal: money('igst_total').notNull().default(0),
    roundOff: money('round_off').notNull().default(0),
    grandTotal: money('grand_total').notNull().default(0),
    /** The seller as the note prints it: the invoice's, frozen with it. */
    seller: jsonb('seller').$type<Seller>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...irnColumns(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText('note_number', 'invoice_number', 'customer_party_code', 'customer_name'),
  },
  (t) => [
    check('gst_notes_kind', sql`kind in ('credit', 'debit')`),
    check('gst_notes_status', sql`status in ('draft', 'issued', 'cancelled')`),
    check('gst_notes_reason', sql`reason in ('goods_returned', 'rate_correction', 'other')`),
    uniqueIndex('gst_notes_note_number_unique').on(t.noteNumber),
    uniqueIndex('gst_notes_irn_unique').on(t.irn),
    trigramIndex('gst_notes_search_trgm', t.searchText),
    index('gst_notes_invoice').on(t.invoiceId),
    index('gst_notes_customer').on(t.customerId, t.noteDate),
    index('gst_notes_note_date_sort').on(t.noteDate, t.id),
    index('gst_notes_customer_name_sort').on(t.customerName, t.id),
    index('gst_notes_note_number_sort').on(t.noteNumber, t.id),
    index('gst_notes_grand_total_sort').on(t.grandTotal, t.id),
    index('gst_notes_status_sort').on(t.status, t.id),
    index('gst_notes_created_at_sort').on(t.createdAt, t.id),
    index('gst_notes_updated_at_sort').on(t.updatedAt, t.id),
  ],
);

export const gstNoteLines = pgTable(
  'gst_note_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => gstNotes.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    invoiceLineId: uuid('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    hsnCode: text('hsn_code'),
    unit: text('unit').notNull(),
    /** Whole pieces, or decimals where the unit allows, as the invoice line's. */
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    rate: rate('rate').notNull(),
    gstRate: gstRate('gst_rate').notNull(),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    check('gst_note_lines_quantity', sql`quantity > 0`),
    uniqueIndex('gst_note_lines_note_line').on(t.noteId, t.lineNumber),
    index('gst_note_lines_invoice_line').on(t.invoiceLineId),
  ],
);
