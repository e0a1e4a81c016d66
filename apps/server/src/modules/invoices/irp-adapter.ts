import type { EInvoice, IrnData } from '@lathe/shared';

/*
 * The seam for talking to the Invoice Registration Portal through a GST Suvidha Provider (GSP)
 * one day. Nothing implements it yet: today the e-invoice JSON is downloaded
 * (GET invoices/{id}/e-invoice), uploaded on the portal by hand, and the portal's answer recorded
 * with PUT invoices/{id}/irn. An adapter's answer goes through the same door (the service's
 * recordIrn), so the checks of a typed answer (the QR code names this invoice; one IRN, one
 * invoice) hold for a fetched one as well.
 */

/** What the portal answers for a registered e-invoice: exactly what PUT invoices/{id}/irn stores. */
export type IrnResult = Omit<IrnData, 'version'>;

/** The portal's reasons for cancelling an IRN (CnlRsn): duplicate, data entry mistake, order cancelled, other. */
export type IrnCancelReason = '1' | '2' | '3' | '4';

export interface IrpAdapter {
  /** Registers the e-invoice (schema 1.1, as `invoiceEInvoice` builds it) and answers its IRN. */
  generateIrn(json: EInvoice): Promise<IrnResult>;
  /**
   * Cancels an IRN on the portal: only within 24 hours of its acknowledgement (IRN_CANCEL_HOURS),
   * which the invoice's cancel step already requires. `remark` is at most 100 characters.
   */
  cancelIrn(irn: string, reason: IrnCancelReason, remark: string): Promise<{ irn: string; cancelledAt: string }>;
}
