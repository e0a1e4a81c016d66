import {
  GST_RATES,
  GST_UNITS,
  type GstDocument,
  gstinCheckChar,
  INDIAN_STATES,
  invoiceInputSchema,
  withGstFigures,
} from '@lathe/shared';
import fc from 'fast-check';

/*
 * Generated GST documents for the property tests of what Lathe hands to the GST portals (the
 * e-invoice, the e-way bill): invoices, credit notes and debit notes, within and between states,
 * at every GST rate and GST unit, with addresses typed as people type them (quotes, backslashes,
 * a town and PIN on a line of their own), the figures computed as issuing computes them.
 */

const gstin = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
};
const state = fc.constantFrom(...INDIAN_STATES.filter((s) => /^\d{2}$/.test(s.code) && s.code !== '97'));
const pan = fc.stringMatching(/^[A-Z]{3}[CF][A-Z]\d{4}[A-Z]$/);
const town = fc.constantFrom('Pune', 'Nashik', 'Bengaluru', 'Ahmedabad', 'Coimbatore', 'Hooghly');
const pin = fc.integer({ min: 100000, max: 999999 });
export const address = fc
  .tuple(fc.constantFrom('Plot 40', 'Gat No. 112/3', 'Shed "B", Survey 14\\2', 'J-184, Sector 7'), town, pin)
  .map(([street, place, code]) => `${street}, MIDC Area\n${place} - ${code}`);
const line = fc.record({
  description: fc.constantFrom('Hex bolt M10 x 40', 'Hydraulic fitting body', 'Shaft Ø25 "EN8"'),
  hsnCode: fc.constantFrom('73181500', '848190', '84833000', '998898'),
  unit: fc.constantFrom(...Object.keys(GST_UNITS)),
  quantity: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 1_000_000 })),
  rate: fc
    .oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000_000 }))
    .map((paise) => paise / 100),
  gstRate: fc.constantFrom(...GST_RATES),
});

/** A document of a type (INV, CRN, DBN) as issuing writes it, numbered and dated 2017–2029. */
export const gstDocumentOf = (types: readonly GstDocument['type'][]) =>
  fc
    .record({
      type: fc.constantFrom(...types),
      serial: fc.integer({ min: 1, max: 9999 }),
      day: fc.date({ min: new Date('2017-07-01'), max: new Date('2029-12-31'), noInvalidDate: true }),
      sellerState: state,
      buyerState: state,
      sameState: fc.boolean(),
      sellerPan: pan,
      buyerPan: pan,
      sellerAddress: address,
      billing: address,
      shipping: fc.option(address, { nil: null }),
      // What the invoice form and the API accept: each line and the total below the money bound.
      lines: fc
        .array(line, { minLength: 1, maxLength: 12 })
        .filter((l) => invoiceInputSchema.shape.lines.safeParse(l).success),
    })
    .map((d): GstDocument => {
      const buyerState = d.sameState ? d.sellerState : d.buyerState;
      const intraState = buyerState.code === d.sellerState.code;
      const date = d.day.toISOString().slice(0, 10);
      const prefix = { INV: 'INV', CRN: 'CN', DBN: 'DN' }[d.type];
      return {
        type: d.type,
        number: `${prefix}/2026-27/${String(d.serial).padStart(4, '0')}`,
        date,
        seller: {
          name: 'Lathe Precision Components Pvt. Ltd.',
          gstin: gstin(d.sellerState.code, d.sellerPan),
          address: d.sellerAddress,
          stateCode: d.sellerState.code,
          phone: '+91 20 2712 4580',
          email: 'accounts@latheprecision.in',
        },
        buyer: {
          name: 'Kaveri Pumps & Valves Ltd',
          gstin: gstin(buyerState.code, d.buyerPan),
          billingAddress: d.billing,
          shippingAddress: d.shipping,
          placeOfSupplyCode: buyerState.code,
        },
        ...withGstFigures(d.lines, intraState),
        reference: d.type === 'INV' ? undefined : { number: 'INV/2026-27/0042', date },
      };
    });

/** Invoices, credit notes and debit notes. */
export const gstDocument = gstDocumentOf(['INV', 'CRN', 'DBN']);
