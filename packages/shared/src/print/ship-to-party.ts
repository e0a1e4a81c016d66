import { stateCodeOf } from '../indian-states.js';
import { deliveryAddressLine } from '../schemas/delivery-address.js';
import { field, fields, stateWithCode } from './print-format.js';
import type { PrintParty } from './print-model.js';
import { customerParty, type TaxDocumentCustomer } from './tax-document-print.js';

/** What a tax document holds of where its goods went (issue 32). */
interface ShipToDocument extends TaxDocumentCustomer {
  customerGstin: string | null;
  billingAddress: string | null;
  shippingAddress: string | null;
  shipToPlace?: string | null;
  shipToState?: string | null;
  shipToPin?: string | null;
  shipToGstin?: string | null;
}

/**
 * "Ship to": a delivery address with its town, PIN and its own state and code (the consignee's
 * GSTIN when it has one; the buyer's only where its registration covers the state), or, without
 * one, the customer's shipping address as before.
 */
export function shipToParty(document: ShipToDocument): PrintParty {
  if (!document.shipToState) {
    return customerParty('Ship to', document, document.shippingAddress ?? document.billingAddress);
  }
  const sameState = document.shipToState === document.placeOfSupply;
  return {
    label: 'Ship to',
    name: document.customerName,
    address: deliveryAddressLine({
      address: document.shippingAddress,
      place: document.shipToPlace ?? null,
      pin: document.shipToPin ?? null,
    }),
    fields: fields(
      field('GSTIN', document.shipToGstin ?? (sameState ? document.customerGstin : null)),
      field('State', stateWithCode(document.shipToState, stateCodeOf(document.shipToState) ?? null)),
      field('Party code', document.customerPartyCode),
    ),
  };
}
