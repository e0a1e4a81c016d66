import { describe, expect, it } from 'vitest';
import { deliveryAddressInputSchema, deliveryAddressLine } from './delivery-address.js';

const hosur = {
  label: 'Hosur plant',
  address: 'Plot 12, SIPCOT Industrial Complex, Phase II',
  place: 'Hosur',
  state: 'tamil nadu',
  pin: '635 126',
  gstin: '',
};

const issues = (input: object) =>
  Object.fromEntries(
    (deliveryAddressInputSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('deliveryAddressInputSchema', () => {
  it('takes an address with its state spelled as the list does, the PIN without spaces, no GSTIN', () => {
    expect(deliveryAddressInputSchema.parse(hosur)).toEqual({
      ...hosur,
      state: 'Tamil Nadu',
      pin: '635126',
      gstin: null,
      isDefault: false,
      isActive: true,
    });
  });

  it('refuses a PIN of another state on the PIN, naming both states', () => {
    expect(issues({ ...hosur, state: 'Karnataka' })).toEqual({ pin: 'PIN 635126 is in Tamil Nadu, not Karnataka' });
  });

  it('accepts either state of a shared prefix', () => {
    expect(issues({ ...hosur, place: 'Puducherry', state: 'Puducherry', pin: '605001' })).toEqual({});
    expect(issues({ ...hosur, place: 'Villupuram', state: 'Tamil Nadu', pin: '605602' })).toEqual({});
  });

  it('refuses a GSTIN registered in another state than the address', () => {
    expect(issues({ ...hosur, gstin: '29KAVPV5282C1ZJ' })).toEqual({
      gstin: 'This GSTIN is registered in Karnataka (state code 29), not Tamil Nadu',
    });
  });

  it('names each missing or malformed field', () => {
    expect(issues({ label: ' ', address: '', place: 'Ho', state: 'Narnia', pin: '035126' })).toEqual({
      label: 'Label is required',
      address: 'Address is required',
      place: 'Town must be at least 3 characters',
      state: 'Choose a state from the list',
      pin: 'PIN code must be 6 digits, not starting with 0',
    });
    expect(issues({ ...hosur, state: '' })).toEqual({ state: 'State is required' });
  });

  it('keeps an inactive address from being the default', () => {
    expect(issues({ ...hosur, isDefault: true, isActive: false })).toEqual({
      isDefault: 'An inactive address cannot be the default',
    });
  });
});

describe('deliveryAddressLine', () => {
  it('prints the street, the town with its PIN, and the state with its code', () => {
    expect(deliveryAddressLine({ ...hosur, state: 'Tamil Nadu', pin: '635126' })).toBe(
      'Plot 12, SIPCOT Industrial Complex, Phase II, Hosur 635126, Tamil Nadu (33)',
    );
    expect(deliveryAddressLine({ address: 'Stores gate 2, Peenya, Bengaluru 560058' })).toBe(
      'Stores gate 2, Peenya, Bengaluru 560058',
    );
  });
});
