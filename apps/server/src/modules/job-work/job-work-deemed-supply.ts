import {
  type DeemedSupplyLineFacts,
  type DeemedSupplyProposal,
  deemedSupplyNote,
  deemedSupplyOf,
  invoiceInputSchema,
  type JobWorkGoods,
  pendingWithJobWorker,
  todayIn,
} from '@lathe/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { customers, jobWorkChallanLines, jobWorkChallans, suppliers } from '../../db/schema/index.js';
import { badRequest, conflict, invalidField, notFound } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import type { CompanyService } from '../company/index.js';
import { invoiceDrafts } from '../invoices/index.js';
import { isOut } from './job-work-limits.js';
import { type JobWorkChallanRecord, lockJobWorkChallan } from './job-work-lock.js';
import { readJobWorkLineViews } from './job-work-rows.js';

/*
 * The invoice for goods deemed supplied to the job worker (section 143(3), (4)): proposed from a
 * challan's lines past their limit (deemedSupplyOf), to the customer that is the job worker (their
 * GSTIN; unregistered, their name), then written as a draft invoice in the same transaction that
 * marks the lines with it. The draft is checked and issued on the invoice's own form; once it is
 * issued the lines are no longer flagged, and a cancelled or deleted one flags them again.
 */

/** The proposal's lines and dates for a challan as it stands (409 when nothing is due). */
async function dueOf(tx: DbOrTx, challan: JobWorkChallanRecord) {
  if (!isOut(challan.status)) {
    throw conflict('Only goods still with the job worker are deemed supplied; this challan has none out');
  }
  const lines = await readJobWorkLineViews(tx, challan.id);
  const facts: DeemedSupplyLineFacts[] = lines.map((line) => ({
    ...line,
    goodsType: line.goodsType as JobWorkGoods,
    pendingQuantity: pendingWithJobWorker(line),
    deemedSupplyInvoiceStatus: line.invoiceStatus,
  }));
  const supply = deemedSupplyOf(challan.challanDate, facts, todayIn());
  if (!supply) {
    throw conflict('No goods on this challan are past their time limit without an invoice for them');
  }
  return supply;
}

/** The customer that is the job worker: the same GSTIN, or, unregistered, the same name without one. */
async function customerOf(tx: DbOrTx, challan: JobWorkChallanRecord) {
  const [customer] = await tx
    .select({ id: customers.id, partyCode: customers.partyCode, name: customers.name })
    .from(customers)
    .where(
      and(
        eq(customers.isDeleted, false),
        challan.jobWorkerGstin
          ? eq(customers.gstin, challan.jobWorkerGstin)
          : and(isNull(customers.gstin), sql`lower(${customers.name}) = lower(${challan.jobWorkerName})`),
      ),
    )
    .orderBy(sql`${customers.isActive} desc`, customers.partyCode)
    .limit(1);
  return customer ?? null;
}

/** A party code for the job worker as a customer: their supplier code, else JW- and their name, made unique. */
async function partyCodeFor(tx: DbOrTx, challan: JobWorkChallanRecord) {
  const [supplier] = await tx
    .select({ code: suppliers.supplierCode })
    .from(suppliers)
    .where(eq(suppliers.id, challan.supplierId));
  const base = (
    supplier?.code?.trim() ||
    `JW-${challan.jobWorkerName
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '')
      .slice(0, 12)}`
  ).slice(0, 26);
  const taken = new Set(
    (
      await tx
        .select({ code: sql<string>`lower(${customers.partyCode})` })
        .from(customers)
        .where(sql`lower(${customers.partyCode}) like ${`${base.toLowerCase()}%`}`)
    ).map((row) => row.code),
  );
  for (let n = 1; ; n++) {
    const code = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(code.toLowerCase())) return code;
  }
}

async function readChallan(tx: DbOrTx, id: string): Promise<JobWorkChallanRecord> {
  const [challan] = await tx.select().from(jobWorkChallans).where(eq(jobWorkChallans.id, id));
  if (!challan) throw notFound('Job-work challan');
  return challan;
}

export function createDeemedSupplies(db: Db, company: CompanyService) {
  const drafts = invoiceDrafts(company);

  return {
    /** What the invoice would say, and who it would be to (GET job-work-challans/{id}/deemed-supply). */
    async proposal(id: string): Promise<DeemedSupplyProposal> {
      const challan = await readChallan(db, id);
      const supply = await dueOf(db, challan);
      return {
        challanId: challan.id,
        challanNumber: challan.challanNumber,
        challanDate: challan.challanDate,
        invoiceDate: supply.invoiceDate,
        lastDay: supply.lastDay,
        goodsType: supply.goodsType,
        jobWorker: {
          supplierId: challan.supplierId,
          name: challan.jobWorkerName,
          gstin: challan.jobWorkerGstin,
          state: challan.jobWorkerState,
          address: challan.jobWorkerAddress,
        },
        customer: await customerOf(db, challan),
        newCustomer: {
          partyCode: await partyCodeFor(db, challan),
          name: challan.jobWorkerName,
          gstin: challan.jobWorkerGstin,
          state: challan.jobWorkerState,
          billingAddress: challan.jobWorkerAddress,
        },
        notes: deemedSupplyNote(challan, supply),
        lines: supply.lines,
      };
    },

    /**
     * The proposal written as a draft invoice to `customerId` (the job worker), its lines marked
     * with it, in one transaction under the challan's lock (POST job-work-challans/{id}/deemed-supply).
     */
    create(id: string, input: { customerId: string; version?: number | undefined }, actorId: string) {
      return db.transaction(async (tx) => {
        const challan = await lockJobWorkChallan(tx, id, input.version);
        const supply = await dueOf(tx, challan);
        const [customer] = await tx
          .select({ id: customers.id, gstin: customers.gstin })
          .from(customers)
          .where(and(eq(customers.id, input.customerId), eq(customers.isDeleted, false)));
        if (!customer) throw invalidField('customerId', 'Customer not found');
        if (challan.jobWorkerGstin && customer.gstin !== challan.jobWorkerGstin) {
          throw invalidField(
            'customerId',
            `The goods are deemed supplied to the job worker: choose the customer with GSTIN ${challan.jobWorkerGstin}`,
          );
        }
        const parsed = invoiceInputSchema.safeParse({
          customerId: customer.id,
          invoiceDate: supply.invoiceDate,
          notes: deemedSupplyNote(challan, supply),
          lines: supply.lines.map((line) => ({
            productId: line.productId,
            description: line.description,
            hsnCode: line.hsnCode,
            unit: line.unit,
            quantity: line.quantity,
            rate: line.rate,
            gstRate: line.gstRate,
          })),
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(`The invoice cannot be proposed: ${issue?.path.join('.')} ${issue?.message ?? ''}`.trim());
        }
        const invoiceId = await drafts.create(tx, parsed.data, actorId);
        await tx
          .update(jobWorkChallanLines)
          .set({ deemedSupplyInvoiceId: invoiceId })
          .where(
            inArray(
              jobWorkChallanLines.id,
              supply.lines.map((line) => line.challanLineId),
            ),
          );
        await tx
          .update(jobWorkChallans)
          .set({ ...touched(jobWorkChallans) })
          .where(eq(jobWorkChallans.id, challan.id));
        return { invoiceId };
      });
    },
  };
}
