import { describe, expect, it } from 'vitest';
import { supplierInvoiceKey } from './supplier-invoice-key.js';

describe("a supplier's invoice number as a key", () => {
  it('reads the ways one number is typed as one key', () => {
    expect(supplierInvoiceKey('inv/26-27/0042')).toBe('INV26270042');
    expect(supplierInvoiceKey('INV 26 27 0042')).toBe('INV26270042');
    expect(supplierInvoiceKey(' Inv-26/27-0042 ')).toBe('INV26270042');
  });

  it('keeps the digits that tell invoices apart, leading zeros included', () => {
    expect(supplierInvoiceKey('INV/26-27/042')).toBe('INV2627042');
    expect(supplierInvoiceKey('INV/26-27/042')).not.toBe(supplierInvoiceKey('INV/26-27/0042'));
    // Full-width characters (pasted from a PDF) read as their ASCII twins.
    expect(supplierInvoiceKey('ＩＮＶ１２')).toBe('INV12');
  });

  it('leaves nothing of a number that has no letter or digit', () => {
    expect(supplierInvoiceKey('/-/ ')).toBe('');
  });
});
