import { type Gstr1Document, type Gstr1Report, gstr1Of, itemsOfDocument } from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import type { CompanyService } from '../company/company.service.js';
import { monthDocuments } from './gst-documents.js';

/** One row of the accountants' CSV: a document's figures at one GST rate. */
export interface Gstr1CsvRow {
  section: string;
  type: string;
  number: string;
  date: string;
  gstin: string;
  party: string;
  placeOfSupply: string;
  status: string;
  rate: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  documentValue: number;
}

/** GST returns from the books: GSTR-1 of a month, its reconciliation, and the documents behind it as CSV. */
export function createGstService(db: Db, company: CompanyService) {
  async function gstinOf() {
    const { gstin } = await company.get(db);
    if (!gstin) throw conflict("Fill in the company's GSTIN in Company Settings: GSTR-1 is filed under it");
    return gstin;
  }

  return {
    async gstr1(month: string): Promise<Gstr1Report> {
      const gstin = await gstinOf();
      const { json, reconciliation } = gstr1Of(gstin, month, await monthDocuments(db, month));
      return { month, gstin, json: json as unknown as Record<string, unknown>, reconciliation };
    },

    /** The month's documents, one row per document and GST rate, in the return's section. */
    async *gstr1Rows(month: string): AsyncIterable<Gstr1CsvRow[]> {
      const documents = await monthDocuments(db, month);
      yield documents.flatMap((document: Gstr1Document) =>
        itemsOfDocument(document).map((item) => ({
          section: item.section,
          type: document.type,
          number: document.number,
          date: document.date,
          gstin: document.buyer.gstin ?? '',
          party: document.buyer.name,
          placeOfSupply: document.buyer.placeOfSupplyCode ?? '',
          status: document.cancelled ? 'cancelled' : 'reported',
          rate: item.rate,
          taxable: item.taxable,
          igst: item.igst,
          cgst: item.cgst,
          sgst: item.sgst,
          documentValue: document.totals.grandTotal,
        })),
      );
    },
  };
}

export type GstService = ReturnType<typeof createGstService>;
