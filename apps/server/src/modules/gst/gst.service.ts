import {
  type EInvoice,
  type EInvoiceCheck,
  fileNameOf,
  GST_BULK_MAX_DOCUMENTS,
  type GstPeriodQuery,
  type Gstr1Document,
  type Gstr1Report,
  gstr1Of,
  isB2b,
  itemsOfDocument,
} from '@lathe/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import type { CompanyService } from '../company/index.js';
import { reportedEInvoice, rulesOf } from '../invoices/index.js';
import { monthDocuments, periodDocuments } from './gst-documents.js';

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

  /** The period's issued B2B invoices and notes (at most GST_BULK_MAX_DOCUMENTS), each with its e-invoice checked. */
  async function reportables({ from, to }: GstPeriodQuery) {
    const documents = (await periodDocuments(db, from, sql`(${to}::date + 1)`)).filter(
      // B2B, and exports, whose buyer abroad has no GSTIN but which are e-invoiced all the same.
      (document) => !document.cancelled && isB2b(document),
    );
    if (documents.length > GST_BULK_MAX_DOCUMENTS) {
      throw conflict(`More than ${GST_BULK_MAX_DOCUMENTS} documents in this period: choose fewer days`, {
        to: `At most ${GST_BULK_MAX_DOCUMENTS} documents in one file`,
      });
    }
    const rules = rulesOf(await company.get(db));
    return documents.map((document) => ({ document, result: reportedEInvoice(document, rules) }));
  }

  return {
    /** The period's issued B2B invoices and notes in number order, each with what keeps its e-invoice from the portal. */
    async eInvoiceCheck(period: GstPeriodQuery): Promise<EInvoiceCheck> {
      return {
        ...period,
        documents: (await reportables(period)).map(({ document, result }) => ({
          id: document.id,
          type: document.type,
          number: document.number,
          date: document.date,
          customerName: document.buyer.name,
          customerGstin: document.buyer.gstin ?? '',
          grandTotal: document.totals.grandTotal,
          irn: document.irn,
          problems: result.problems?.map((problem) => problem.message) ?? [],
        })),
      };
    },

    /**
     * The e-invoices of every issued B2B invoice and note dated in the period, in number order, as
     * the portal's bulk upload takes them (one JSON array); refused whole, naming each document
     * that could not be reported, so none is left out unnoticed.
     */
    async eInvoices(period: GstPeriodQuery): Promise<{ fileName: string; json: EInvoice[] }> {
      const all = await reportables(period);
      const refused = all.filter(({ result }) => result.problems);
      if (refused.length > 0) {
        const reasons = refused.map(
          ({ document, result }) =>
            `${document.number} cannot be an e-invoice: ${result.problems?.map((p) => p.message).join('; ')}`,
        );
        throw conflict(`${refused.length} of ${all.length} documents cannot be reported. ${reasons.join('. ')}`);
      }
      const json = all.map(({ result }) => result.json as EInvoice);
      return { fileName: fileNameOf(`e-invoices ${period.from} to ${period.to}`, 'json'), json };
    },

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
