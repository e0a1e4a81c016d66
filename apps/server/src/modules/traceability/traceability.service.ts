import {
  companyLetterhead,
  type Recall,
  recallPdfName,
  recallPrint,
  type Trace,
  tracePdfName,
  tracePrint,
} from '@lathe/shared';
import type { Db, Tx } from '../../db/client.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';
import type { CompanyService } from '../company/index.js';
import { boxTrace, dispatchTrace, invoiceTrace } from './trace-backward.js';
import { findTraceable } from './trace-find.js';
import { recall } from './trace-recall.js';

/** What a trace starts from: a dispatch or invoice by id, a box by its code, a heat by its number. */
export type TraceSubject = 'dispatch' | 'invoice' | 'box' | 'heat';

const TRACES = { dispatch: dispatchTrace, invoice: invoiceTrace, box: boxTrace } as const;

/**
 * Traceability (issue 31): what a typed number is; the backward trace of a dispatch, an invoice
 * or a box; a heat's recall list; each as a PDF with the company's letterhead. Reads only, each
 * in one repeatable-read transaction, so the parts of an answer agree with one another.
 */
export function createTraceabilityService(db: Db, company: CompanyService) {
  const read = <T>(work: (tx: Tx) => Promise<T>) =>
    db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });

  const trace = (kind: TraceSubject, key: string) =>
    read<Trace | Recall>((tx) => (kind === 'heat' ? recall(tx, key) : TRACES[kind](tx, key)));

  return {
    find: (q: string) => read((tx) => findTraceable(tx, q)),
    trace,
    async pdf(kind: TraceSubject, key: string): Promise<{ fileName: string; body: Buffer }> {
      const settings = await company.get(db);
      const letterhead = companyLetterhead(settings);
      if (kind === 'heat') {
        const list = await read((tx) => recall(tx, key));
        return {
          fileName: recallPdfName(list),
          body: await renderPrintPdf(recallPrint(list, letterhead, settings.logo)),
        };
      }
      const found = await read((tx) => TRACES[kind](tx, key));
      return {
        fileName: tracePdfName(found),
        body: await renderPrintPdf(tracePrint(found, letterhead, settings.logo)),
      };
    },
  };
}

export type TraceabilityService = ReturnType<typeof createTraceabilityService>;
