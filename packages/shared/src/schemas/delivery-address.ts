import { z } from 'zod';
import { pinStateProblem } from '../compliance/pin-state.js';
import { stateCodeOf, stateOfGstin } from '../indian-states.js';
import { isActiveField, requiredText, timestamps, versionField } from './common.js';
import { gstinStateMismatch, optionalGstinField, optionalStateField } from './gst-fields.js';

/*
 * Where a customer takes delivery (issue 32): a place of its own with its own state and PIN, which
 * must agree (compliance/pin-state.ts), and the consignee's GSTIN there when it is registered apart.
 * Orders, dispatches and invoices name one and copy it; the e-invoice's ShipDtls and the e-way
 * bill's destination are read from that copy.
 */

/** Most delivery addresses one customer keeps. */
export const MAX_DELIVERY_ADDRESSES = 50;

const pinField = z
  .string({ error: 'PIN code is required' })
  // Spaces as people type them ("635 126"); any other white space is refused with the digits.
  .transform((v) => v.replace(/ /g, ''))
  .refine((v) => v !== '', 'PIN code is required')
  .refine((v) => v === '' || /^[1-9]\d{5}$/.test(v), 'PIN code must be 6 digits, not starting with 0');

const stateField = optionalStateField.refine((v) => Boolean(v), 'State is required');

/** POST customers/{id}/delivery-addresses and PUT …/{addressId}: the whole address. */
export const deliveryAddressInputSchema = z
  .object({
    /** How the desk names it: "Hosur plant". */
    label: requiredText('Label is required', 60),
    /** The street: the town, state and PIN have fields of their own. */
    address: requiredText('Address is required', 200),
    place: requiredText('Town is required', 50).refine((v) => v.length >= 3, 'Town must be at least 3 characters'),
    state: stateField,
    pin: pinField,
    gstin: optionalGstinField,
    isDefault: z.boolean({ error: 'Default must be true or false' }).default(false),
    isActive: isActiveField.default(true),
    version: versionField,
  })
  .superRefine((address, ctx) => {
    const state = address.state;
    if (state && /^[1-9]\d{5}$/.test(address.pin)) {
      const problem = pinStateProblem(address.pin, state);
      if (problem) ctx.addIssue({ code: 'custom', path: ['pin'], message: problem });
    }
    const registered = stateOfGstin(address.gstin);
    if (address.gstin && state && registered !== state) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: gstinStateMismatch(address.gstin, state) });
    }
    if (address.isDefault && !address.isActive) {
      ctx.addIssue({ code: 'custom', path: ['isDefault'], message: 'An inactive address cannot be the default' });
    }
  });
export type DeliveryAddressInput = z.input<typeof deliveryAddressInputSchema>;
export type DeliveryAddressData = z.output<typeof deliveryAddressInputSchema>;

export const deliveryAddressSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  label: z.string(),
  address: z.string(),
  place: z.string().nullable(),
  state: z.string(),
  pin: z.string(),
  gstin: z.string().nullable(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  version: z.number().int(),
  ...timestamps,
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const deliveryAddressParamsSchema = z.object({ id: z.uuid(), addressId: z.uuid() });

/** `?active=true`: only the addresses a new order, dispatch or invoice may choose. */
export const deliveryAddressListQuerySchema = z.object({
  active: z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});

/** One line, as the forms and the prints show it: "Plot 12, SIPCOT Phase II, Hosur 635126, Tamil Nadu (33)". */
export function deliveryAddressLine(address: {
  address: string | null;
  place?: string | null;
  state?: string | null;
  pin?: string | null;
}): string {
  const town = [address.place, address.pin].filter(Boolean).join(' ');
  const code = stateCodeOf(address.state);
  const state = address.state ? `${address.state}${code ? ` (${code})` : ''}` : '';
  return [address.address, town, state].filter(Boolean).join(', ');
}

/** A delivery address a document names, optional: blank is the customer's own shipping address. */
export const deliveryAddressIdField = z
  .union([z.uuid({ error: 'Delivery address is invalid' }), z.literal('')])
  .transform((v) => (v === '' ? null : v))
  .nullish();
