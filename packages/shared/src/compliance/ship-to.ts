import { INDIAN_STATES, stateCodeOf } from '../indian-states.js';
import { type GstAddress, gstAddress, gstStreetLines, portalText } from './gst-address.js';
import type { GstDocument } from './gst-document.js';
import { PIN_CODE, stateCodeOfPin } from './pin-state.js';

/*
 * Where the goods of a document go when not to the buyer's billing address, as the e-invoice's
 * ShipDtls and the e-way bill's destination take it: a delivery address chosen on the order,
 * the dispatch or the invoice, with its own town, state and PIN (issue 32), or, as before, the
 * customer's shipping address typed as text, whose state is read from its PIN. The place of
 * supply stays the buyer's state either way (IGST Act 10(1)(b)).
 */

/** A delivery address as a document copied it. */
export interface ShipTo {
  /** The street, without the town and PIN (the document's `shippingAddress`). */
  address: string;
  place: string;
  /** The GST state code, '33'. */
  stateCode: string | null;
  pin: string;
  /** The consignee's own GSTIN there, when it has one. */
  gstin: string | null;
}

/** What a document header holds of its delivery address. */
interface ShipToColumns {
  shippingAddress: string | null;
  shipToPlace?: string | null | undefined;
  shipToState?: string | null | undefined;
  shipToPin?: string | null | undefined;
  shipToGstin?: string | null | undefined;
}

/** The delivery address a document copied, or null when it ships to the customer's own address. */
export function shipToOf(header: ShipToColumns): ShipTo | null {
  if (!header.shipToState || !header.shipToPin) return null;
  return {
    address: header.shippingAddress ?? '',
    place: header.shipToPlace ?? '',
    stateCode: stateCodeOf(header.shipToState) ?? null,
    pin: header.shipToPin,
    gstin: header.shipToGstin ?? null,
  };
}

type Buyer = GstDocument['buyer'];

/** The goods go elsewhere than the billing address: to a delivery address, or to a shipping address typed apart from it. */
export const shipsElsewhere = (buyer: Buyer) =>
  Boolean(buyer.shipTo) ||
  (Boolean(buyer.shippingAddress?.trim()) &&
    portalText(buyer.shippingAddress ?? '') !== portalText(buyer.billingAddress ?? ''));

/** Where the goods go, as the portals take it. */
export interface Destination {
  address: GstAddress;
  /** Its state's GST code: the delivery address's own, or the state of the typed address's PIN. */
  stateCode: string | null;
  /** The consignee's GSTIN, when the delivery address names one. */
  gstin: string | null;
}

export type DestinationResult =
  | { destination: Destination; problem?: never }
  | { destination?: never; problem: { field: string; message: string } };

const PLACE_MIN = 3;
const PLACE_MAX = 50;

function deliveryAddress(shipTo: ShipTo): DestinationResult {
  const at = (message: string) => ({ problem: { field: 'deliveryAddressId', message } });
  const lines = gstStreetLines(shipTo.address);
  if (!lines) {
    return at(
      shipTo.address.trim()
        ? 'The delivery address is too long: the street must fit two lines of 100 characters, broken at commas'
        : 'The delivery address has no street',
    );
  }
  const place = portalText(shipTo.place);
  if (place.length < PLACE_MIN || place.length > PLACE_MAX) {
    return at(`The delivery address names no town (${PLACE_MIN} to ${PLACE_MAX} characters)`);
  }
  if (!PIN_CODE.test(shipTo.pin)) return at('The delivery address needs its 6-digit PIN code');
  if (!shipTo.stateCode) return at('The delivery address needs its state');
  return {
    destination: {
      address: { addr1: lines[0], addr2: lines[1], loc: place, pin: Number(shipTo.pin) },
      stateCode: shipTo.stateCode,
      gstin: shipTo.gstin,
    },
  };
}

/**
 * Where the goods go when not to the billing address, or why the portals could not take it (on
 * the field to mend); null when they go to the billing address. A shipping address typed as text
 * is in the state of its PIN (the buyer's state when the PIN's prefix is shared with it).
 */
export function destinationOf(buyer: Buyer, whose = "The customer's shipping address"): DestinationResult | null {
  if (buyer.shipTo) return deliveryAddress(buyer.shipTo);
  if (!shipsElsewhere(buyer)) return null;
  const { address, problem } = gstAddress(buyer.shippingAddress, whose);
  if (!address) return { problem: { field: 'customerId', message: problem } };
  const buyerState = INDIAN_STATES.find((s) => s.code === buyer.placeOfSupplyCode)?.name;
  return {
    destination: {
      address,
      stateCode: stateCodeOfPin(address.pin, buyerState) ?? buyer.placeOfSupplyCode,
      gstin: null,
    },
  };
}

/**
 * ShipDtls' GSTIN (schema 1.1: optional, a GSTIN or URP): the consignee's own when the delivery
 * address names one; none for a place in the buyer's own state, which the buyer's registration
 * covers (since 1 August 2026 the portal refuses a ship-to GSTIN equal to the bill-to one, error
 * 2323); URP for a place in another state whose GSTIN is not known (GSTN's advisory of 17 June 2026).
 */
export function consigneeGstin(destination: Destination, buyerGstin: string | null): string | undefined {
  if (destination.gstin) return destination.gstin;
  if (buyerGstin && destination.stateCode === buyerGstin.slice(0, 2)) return undefined;
  return 'URP';
}
