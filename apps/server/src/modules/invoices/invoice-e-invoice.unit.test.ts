import { E_INVOICE_SCHEMA, type EInvoice, eInvoiceArithmetic, eInvoiceOf, type GstDocument } from '@lathe/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstDocument as document } from '../../../test/gst-document-arbitraries.js';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';

/*
 * Every e-invoice Lathe offers passes the portal's published schema and its arithmetic, on
 * generated documents: invoices, credit notes and debit notes, within and between states, at
 * every GST rate, with the round-off going either way.
 */

const check = schemaCheck<EInvoice>(E_INVOICE_SCHEMA);

const rules = { aboveFiveCrore: true };

describe('e-invoice JSON', () => {
  it('passes the published schema and the portal arithmetic for every generated document', () => {
    fc.assert(
      fc.property(document, (doc) => {
        const { json, problems } = eInvoiceOf(doc, rules);
        expect(problems).toBeUndefined();
        expect(schemaProblems(check, json)).toEqual([]);
        expect(eInvoiceArithmetic(json as EInvoice)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('rounds off either way within ±50 paise, and tells intra-state from inter-state tax', () => {
    const seen = { up: false, down: false, intra: false, inter: false };
    fc.assert(
      fc.property(document, (doc) => {
        const json = eInvoiceOf(doc, rules).json as EInvoice;
        const { RndOffAmt, IgstVal, CgstVal, SgstVal } = json.ValDtls;
        expect(Math.abs(RndOffAmt)).toBeLessThanOrEqual(0.5);
        if (RndOffAmt > 0) seen.up = true;
        if (RndOffAmt < 0) seen.down = true;
        const intra = doc.seller.stateCode === doc.buyer.placeOfSupplyCode;
        if (intra) seen.intra = true;
        else seen.inter = true;
        expect(intra ? IgstVal : CgstVal + SgstVal).toBe(0);
        expect(json.DocDtls.Typ).toBe(doc.type);
        expect(Boolean(json.RefDtls)).toBe(doc.type !== 'INV');
      }),
      { numRuns: 300 },
    );
    expect(seen).toEqual({ up: true, down: true, intra: true, inter: true });
  });

  it('the schema and the arithmetic catch what the portal would refuse', () => {
    const json = eInvoiceOf(fc.sample(document, { numRuns: 1, seed: 7 })[0] as GstDocument, rules).json as EInvoice;
    const item = json.ItemList[0] as EInvoice['ItemList'][number];
    expect(schemaProblems(check, { ...json, DocDtls: { ...json.DocDtls, No: '0INV/1' } })).toEqual([
      '/DocDtls/No must match pattern "^([a-zA-Z1-9]{1}[a-zA-Z0-9/-]{0,15})$"',
    ]);
    expect(schemaProblems(check, { ...json, SellerDtls: { ...json.SellerDtls, Pin: 41102 } })).toEqual([
      '/SellerDtls/Pin must be >= 100000',
    ]);
    expect(schemaProblems(check, { ...json, ValDtls: { ...json.ValDtls, RndOffAmt: 100 } })).toEqual([
      '/ValDtls/RndOffAmt must be <= 99.99',
    ]);
    expect(schemaProblems(check, { ...json, BuyerDtls: { ...json.BuyerDtls, Gstn: 'x' } })).toEqual([
      '/BuyerDtls must NOT have additional properties',
    ]);
    const wrongItem = { ...item, TotItemVal: item.TotItemVal + 1 };
    expect(eInvoiceArithmetic({ ...json, ItemList: [wrongItem, ...json.ItemList.slice(1)] })).toEqual(
      expect.arrayContaining([`item 1: TotItemVal ≠ AssAmt + taxes`]),
    );
    expect(eInvoiceArithmetic({ ...json, ValDtls: { ...json.ValDtls, AssVal: json.ValDtls.AssVal + 0.01 } })).toEqual(
      expect.arrayContaining(['AssVal ≠ Σ AssAmt']),
    );
  });
});
