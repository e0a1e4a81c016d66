import { z } from 'zod';
import { JOB_WORK_GOODS_TYPES } from '../compliance/job-work-time-limit.js';
import { versionField } from './common.js';

/*
 * The invoice for goods deemed supplied to a job worker past section 143's limit: proposed from
 * the challan (`GET job-work-challans/{id}/deemed-supply`), then made a draft invoice to the
 * customer that is the job worker (`POST`), which the invoice form opens to be checked and issued.
 */

export const deemedSupplyProposalSchema = z.object({
  challanId: z.string(),
  challanNumber: z.string().nullable(),
  challanDate: z.string(),
  /** The day after the limit ended: the invoice's date. */
  invoiceDate: z.string(),
  lastDay: z.string(),
  goodsType: z.enum(JOB_WORK_GOODS_TYPES),
  jobWorker: z.object({
    supplierId: z.string(),
    name: z.string(),
    gstin: z.string().nullable(),
    state: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** The customer that is the job worker (same GSTIN; unregistered, same name), if there is one. */
  customer: z.object({ id: z.string(), partyCode: z.string(), name: z.string() }).nullable(),
  /** Without one: the customer to create from the job worker, as the user will confirm it. */
  newCustomer: z.object({
    partyCode: z.string(),
    name: z.string(),
    gstin: z.string().nullable(),
    state: z.string().nullable(),
    billingAddress: z.string().nullable(),
  }),
  notes: z.string(),
  lines: z.array(
    z.object({
      challanLineId: z.string(),
      lineNumber: z.number().int(),
      productId: z.string().nullable(),
      description: z.string(),
      hsnCode: z.string().nullable(),
      unit: z.string(),
      quantity: z.number(),
      rate: z.number(),
      gstRate: z.number(),
      taxableValue: z.number(),
    }),
  ),
});
export type DeemedSupplyProposal = z.infer<typeof deemedSupplyProposalSchema>;

/** `POST job-work-challans/{id}/deemed-supply`: the customer that is the job worker, and the challan's version read. */
export const deemedSupplyInputSchema = z.object({
  customerId: z.uuid({ error: 'Choose the customer that is the job worker' }),
  version: versionField,
});
export type DeemedSupplyInput = z.input<typeof deemedSupplyInputSchema>;

export const deemedSupplyAnswerSchema = z.object({ invoiceId: z.string() });
