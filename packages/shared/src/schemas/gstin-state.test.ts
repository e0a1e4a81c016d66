import { describe, expect, it } from 'vitest';
import { stateOfGstin } from '../indian-states.js';
import { companySettingsInputSchema } from './company-settings.js';
import { customerCreateSchema, customerUpdateSchema } from './customer.js';
import { supplierCreateSchema } from './supplier.js';

/** Karnataka (29) and Maharashtra (27) GSTINs of one PAN, with their check characters. */
const KARNATAKA = '29AAPFU0939F1ZR';
const MAHARASHTRA = '27AAPFU0939F1ZV';

describe('a GSTIN and the state it is registered in', () => {
  it('reads the state from the first two digits, and none from a code the list lacks', () => {
    expect(stateOfGstin(KARNATAKA)).toBe('Karnataka');
    expect(stateOfGstin(MAHARASHTRA)).toBe('Maharashtra');
    expect(stateOfGstin('99AAPFU0939F1ZK')).toBeNull();
    expect(stateOfGstin(null)).toBeNull();
  });

  it('refuses a GSTIN of another state, on the GSTIN, saying which state it is of', () => {
    const result = customerCreateSchema.safeParse({
      partyCode: 'KVP01',
      name: 'Kaveri Pumps',
      gstin: KARNATAKA,
      state: 'Maharashtra',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['gstin'],
        message: 'This GSTIN is registered in Karnataka (state code 29), not Maharashtra',
      }),
    ]);
  });

  it('fills a state left empty from the GSTIN, on a new record, a whole update and the company', () => {
    const customer = customerCreateSchema.parse({ partyCode: 'KVP01', name: 'Kaveri Pumps', gstin: KARNATAKA });
    expect(customer.state).toBe('Karnataka');
    const update = customerUpdateSchema.parse({
      partyCode: 'KVP01',
      name: 'Kaveri Pumps',
      gstin: KARNATAKA,
      version: 3,
    });
    expect(update.state).toBe('Karnataka');
    expect(supplierCreateSchema.parse({ name: 'Bharat Steels', gstin: MAHARASHTRA, state: '' }).state).toBe(
      'Maharashtra',
    );
    expect(companySettingsInputSchema.parse({ name: 'Acme', gstin: MAHARASHTRA }).state).toBe('Maharashtra');
  });

  it('accepts the two agreeing, either alone, and neither', () => {
    expect(
      customerCreateSchema.safeParse({ partyCode: 'A', name: 'A', gstin: KARNATAKA, state: 'karnataka' }).success,
    ).toBe(true);
    expect(customerCreateSchema.parse({ partyCode: 'A', name: 'A', state: 'Goa' }).state).toBe('Goa');
    expect(customerCreateSchema.parse({ partyCode: 'A', name: 'A' }).state).toBeUndefined();
  });
});
