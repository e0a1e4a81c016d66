import { describe, expect, it } from 'vitest';
import { csvHeaderLabel, fromCsvRow } from './csv.js';
import { CUSTOMER_CSV_COLUMNS } from './schemas/customer.js';

describe('CSV headers for people', () => {
  it("heads a column with its field's name as people read it, acronyms in capitals", () => {
    expect(csvHeaderLabel('partyCode')).toBe('Party Code');
    expect(csvHeaderLabel('gstin')).toBe('GSTIN');
    expect(csvHeaderLabel('customerPoNumber')).toBe('Customer PO Number');
    expect(csvHeaderLabel('product_description')).toBe('Product Description');
    expect(csvHeaderLabel('hsnCode')).toBe('HSN Code');
    expect(csvHeaderLabel('paymentTermsDays')).toBe('Payment Terms Days');
  });

  it('reads a column back by that name, by the JSON name, or by any spelling of it', () => {
    const want = { partyCode: 'KVP01', name: 'Kaveri Pumps', paymentTermsDays: 45 };
    for (const headers of [
      ['Party Code', 'Name', 'Payment Terms Days'],
      ['partyCode', 'name', 'paymentTermsDays'],
      ['party_code', 'NAME', ' payment terms days '],
    ]) {
      const row = Object.fromEntries(headers.map((h, i) => [h, ['KVP01', 'Kaveri Pumps', '45'][i]]));
      expect(fromCsvRow(CUSTOMER_CSV_COLUMNS, row), headers.join()).toEqual(want);
    }
  });
});
