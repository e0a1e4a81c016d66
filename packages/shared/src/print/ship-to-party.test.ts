import { describe, expect, it } from 'vitest';
import { PRINT_COMPANY, PRINT_DISPATCH_CHALLAN } from '../testing/print-documents.js';
import { PRINT_INVOICE } from '../testing/print-tax-documents.js';
import { dispatchChallanPrint } from './dispatch-challan-print.js';
import { invoicePrint } from './invoice-print.js';

/** The invoice of the case: billed in Karnataka, shipped to the Hosur plant in Tamil Nadu. */
const hosurInvoice = {
  ...PRINT_INVOICE,
  customerGstin: '29AAKCK5282C1ZD',
  placeOfSupply: 'Karnataka',
  placeOfSupplyCode: '29',
  shippingAddress: 'Plot 12, SIPCOT Industrial Complex, Phase II',
  deliveryAddressId: '7a1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  shipToPlace: 'Hosur',
  shipToState: 'Tamil Nadu',
  shipToPin: '635126',
  shipToGstin: null,
};

describe('the ship-to of an invoice and a challan', () => {
  it('prints the invoice’s delivery address with its town, PIN and its own state, the place of supply the buyer’s', () => {
    const model = invoicePrint(hosurInvoice);
    expect(model.parties[1]).toEqual({
      label: 'Ship to',
      name: PRINT_INVOICE.customerName,
      address: 'Plot 12, SIPCOT Industrial Complex, Phase II, Hosur 635126',
      fields: [
        { label: 'State', value: 'Tamil Nadu (Code 33)' },
        { label: 'Party code', value: PRINT_INVOICE.customerPartyCode },
      ],
    });
    expect(model.particulars.fields).toContainEqual({ label: 'Place of supply', value: 'Karnataka (Code 29)' });
  });

  it('prints the consignee’s own GSTIN when the delivery address has one', () => {
    const model = invoicePrint({ ...hosurInvoice, shipToGstin: '33AAKCK5282C1ZB' });
    expect(model.parties[1]?.fields[0]).toEqual({ label: 'GSTIN', value: '33AAKCK5282C1ZB' });
  });

  it('prints the customer’s shipping address as before when no delivery address was chosen', () => {
    expect(invoicePrint(PRINT_INVOICE).parties[1]).toMatchObject({
      label: 'Ship to',
      address: 'Plant 2, MIDC Chakan\nPune 410501',
      fields: [
        { label: 'GSTIN', value: PRINT_INVOICE.customerGstin },
        { label: 'State', value: 'Maharashtra (Code 27)' },
        { label: 'Party code', value: PRINT_INVOICE.customerPartyCode },
      ],
    });
  });

  it('prints the challan’s consignee in the delivery state, the place of supply beside it', () => {
    const challan = {
      ...PRINT_DISPATCH_CHALLAN,
      consignee: {
        ...PRINT_DISPATCH_CHALLAN.consignee,
        address: 'Plot 12, SIPCOT Industrial Complex, Phase II, Hosur 635126',
        state: 'Tamil Nadu',
        billedIn: 'Maharashtra',
      },
    };
    expect(dispatchChallanPrint(challan, PRINT_COMPANY, null).parties[0]?.fields).toEqual([
      { label: 'GSTIN', value: PRINT_DISPATCH_CHALLAN.consignee.gstin },
      { label: 'State', value: 'Tamil Nadu (Code 33)' },
      { label: 'Party code', value: PRINT_DISPATCH_CHALLAN.consignee.partyCode },
      { label: 'Place of supply', value: 'Maharashtra (Code 27)' },
    ]);
  });
});
