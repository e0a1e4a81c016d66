import {
  payablesAgeingSchema,
  type StatementQuery,
  type SupplierLedgerEntry,
  statementQuerySchema,
  supplierLedgerSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExportColumn, fieldColumns, sendCsv } from '../../lib/csv-export.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { permission } from '../../plugins/access.js';
import type { CompanyService } from '../company/index.js';
import type { PayablesService } from './payables.service.js';

const tags = ['payables'];
const supplierParams = z.object({ supplierId: z.uuid() });

/** The ledger's CSV: the opening balance as its first row, then each entry with the balance after it. */
type LedgerRow = Pick<SupplierLedgerEntry, 'date' | 'reference' | 'detail' | 'debit' | 'credit' | 'balance'> & {
  kind: SupplierLedgerEntry['kind'] | 'opening';
};
const LEDGER_COLUMNS: ExportColumn<LedgerRow>[] = fieldColumns([
  'date',
  'kind',
  'reference',
  'detail',
  'debit',
  'credit',
  'balance',
]);

/** What the plant owes its suppliers, for whoever may see supplier payments: the ageing and a supplier's ledger (on screen, CSV, PDF). */
export const payablesRoutes: FastifyPluginAsyncZod<{ payables: PayablesService; company: CompanyService }> = async (
  app,
  { payables, company },
) => {
  const access = permission('supplier-payments', 'view');
  const ledgerOf = async (supplierId: string, query: StatementQuery) =>
    payables.ledger(supplierId, query, await company.get());

  app.get(
    '/payables/ageing',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'What each supplier is owed today on its booked bills by days past due (not due, 0–30, 31–60, 61–90, 90+), its open advances, and the totals',
        response: { 200: payablesAgeingSchema },
      },
    },
    () => payables.ageing(),
  );

  app.get(
    '/payables/ledger/:supplierId',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The supplier's ledger: opening balance, bills (credit), TDS and payments (debit), running and closing balance",
        params: supplierParams,
        querystring: statementQuerySchema,
        response: { 200: supplierLedgerSchema },
      },
    },
    (request) => ledgerOf(request.params.supplierId, request.query),
  );

  app.get(
    '/payables/ledger/:supplierId/export',
    {
      config: { access },
      schema: {
        tags,
        summary: "The supplier's ledger for the period as CSV",
        params: supplierParams,
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const ledger = await ledgerOf(request.params.supplierId, request.query);
      const opening: LedgerRow = {
        date: ledger.from,
        kind: 'opening',
        reference: '',
        detail: 'Opening balance',
        debit: 0,
        credit: 0,
        balance: ledger.openingBalance,
      };
      async function* rows() {
        yield [opening, ...ledger.entries];
      }
      const name = (ledger.supplierCode ?? 'supplier').replace(/[^A-Za-z0-9-]+/g, '-');
      return sendCsv(reply, `ledger-${name}-${ledger.from}-${ledger.to}.csv`, LEDGER_COLUMNS, rows());
    },
  );

  app.get(
    '/payables/ledger/:supplierId/pdf',
    {
      config: { access },
      schema: {
        tags,
        summary: "The supplier's ledger for the period as a PDF statement of account",
        params: supplierParams,
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await payables.ledgerPdf(request.params.supplierId, request.query, await company.get());
      return sendPdf(reply, fileName, pdf);
    },
  );
};
