import { describe, expect, it } from 'vitest';
import { makeEntry } from './audit-fixtures';
import { formatValue, humaniseField, isSecretChange, recordName, recordPath } from './audit-format';

describe('audit formatting', () => {
  it('humanises camelCase field names, keeping acronyms in capitals', () => {
    expect(humaniseField('partyCode')).toBe('Party code');
    expect(humaniseField('bankIfsc')).toBe('Bank IFSC');
    expect(humaniseField('gstin')).toBe('GSTIN');
    expect(humaniseField('customerId')).toBe('Customer');
    expect(humaniseField('isActive')).toBe('Active');
    expect(humaniseField('lines.2.quantity')).toBe('Lines › 2 › Quantity');
    expect(humaniseField('payment_mode')).toBe('Payment mode');
  });

  it('shows blanks as an em dash, booleans as Yes/No, an image as "Image", long text clipped', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue(undefined)).toBe('—');
    expect(formatValue('')).toBe('—');
    expect(formatValue([])).toBe('—');
    expect(formatValue(false)).toBe('No');
    expect(formatValue(0)).toBe('0');
    expect(formatValue('data:image/png;base64,AAAA')).toBe('Image');
    const long = formatValue('x'.repeat(500));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });

  it('shows lists and records as words, never raw JSON: a line by its fields, an id by its name, a day as dd/mm/yyyy', () => {
    expect(formatValue([1, 2, 3, 4, 5, 6])).toBe('1, 2, 3, 4, 5, 6');
    expect(formatValue({ single_setup_cycle_time_sec: 45, rough_first_cycle_time_sec: null })).toBe(
      'Single setup cycle time sec: 45',
    );
    const labels = { 'p-1': 'DRG-101 Pinion shaft' };
    expect(
      formatValue(
        [
          { productId: 'p-1', quantity: 500, deliveryDate: '2026-06-15' },
          { productId: 'p-1', quantity: 20, deliveryDate: null },
        ],
        labels,
      ),
    ).toBe(
      'Product: DRG-101 Pinion shaft; Quantity: 500; Delivery date: 15/06/2026 | Product: DRG-101 Pinion shaft; Quantity: 20',
    );
    expect(formatValue({ a: null, b: [] })).toBe('—');
  });

  it('tells a secret from a field that was blank', () => {
    const both = { field: 'firstName', before: null, after: null };
    expect(isSecretChange(both, 'update')).toBe(true);
    expect(isSecretChange(both, 'create')).toBe(false);
    expect(isSecretChange({ ...both, field: 'password' }, 'create')).toBe(true);
    expect(isSecretChange({ field: 'password', before: null, after: 'x' }, 'update')).toBe(false);
  });

  it("links an entry to its record's screen, except a deletion or a door event", () => {
    expect(recordPath(makeEntry({ entity: 'customers', entityId: 'c1' }))).toBe('/customers/c1/edit');
    expect(recordPath(makeEntry({ entity: 'suppliers', entityId: 's1', event: 'restore' }))).toBe('/supplier/edit/s1');
    expect(recordPath(makeEntry({ entity: 'invoices', entityId: 'i1', event: 'create' }))).toBe('/invoices/view/i1');
    expect(recordPath(makeEntry({ entity: 'company', entityId: null }))).toBe('/settings/company');
    expect(recordPath(makeEntry({ entity: 'customers', entityId: 'c1', event: 'delete' }))).toBeNull();
    expect(recordPath(makeEntry({ entity: 'users', entityId: 'u1', event: 'permission-denied' }))).toBeNull();
    expect(recordPath(makeEntry({ entity: null, entityId: null, event: 'sign-in' }))).toBeNull();
    expect(recordName(makeEntry({ entity: 'sales-orders', recordLabel: 'SO-7' }))).toBe('Sales order SO-7');
    expect(recordName(makeEntry({ entity: 'company', recordLabel: null }))).toBe('Company settings');
  });
});
