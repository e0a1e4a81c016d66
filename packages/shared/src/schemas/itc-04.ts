import { z } from 'zod';
import { ITC04_PERIODS } from '../compliance/itc-04.js';
import { ITC04_TABLES } from '../compliance/itc-04-csv.js';

/*
 * `GET job-work/itc-04` and its CSV: FORM GST ITC-04 of a half-year or a whole financial year
 * (compliance/itc-04.ts builds it).
 */

const financialYearField = z
  .string({ error: 'financialYear must be like 2026-27' })
  .regex(/^20\d\d-\d\d$/, 'financialYear must be like 2026-27')
  .refine(
    (text) => (Number(text.slice(0, 4)) + 1) % 100 === Number(text.slice(5)),
    'financialYear must be like 2026-27',
  );

/**
 * `?financialYear=2026-27&period=h1`: April–September (h1), October–March (h2) or the whole year
 * (annual); left out, the period the company files (the year up to ₹5 crore of turnover, else the
 * half-year being filed: filedItc04Period).
 */
export const itc04QuerySchema = z.object({
  financialYear: financialYearField,
  period: z
    .enum(ITC04_PERIODS, { error: 'period must be h1 (April–September), h2 (October–March) or annual' })
    .optional(),
});
export type Itc04Query = z.output<typeof itc04QuerySchema>;

/** The CSV: all four tables, or `table=4|5A|5B|5C` alone. */
export const itc04ExportQuerySchema = itc04QuerySchema.extend({
  table: z.enum(ITC04_TABLES, { error: 'table must be 4, 5A, 5B or 5C' }).optional(),
});
export type Itc04ExportQuery = z.output<typeof itc04ExportQuerySchema>;

const table5Common = {
  jobWorker: z.string(),
  description: z.string(),
  uqc: z.string(),
  quantity: z.number(),
  originalChallanNumber: z.string(),
  originalChallanDate: z.string(),
  natureOfJobWork: z.string(),
  lossesUqc: z.string(),
  lossesQuantity: z.number(),
};

const itc04Table5ARowSchema = z.object({
  ...table5Common,
  jobWorkerChallanNumber: z.string(),
  jobWorkerChallanDate: z.string().nullable(),
});

export const itc04ReportSchema = z.object({
  financialYear: z.string(),
  period: z.enum(ITC04_PERIODS),
  from: z.string(),
  to: z.string(),
  /** The company files half-yearly (aggregate turnover above ₹5 crore, read from the e-invoicing setting). */
  halfYearly: z.boolean(),
  table4: z.array(
    z.object({
      jobWorker: z.string(),
      challanNumber: z.string(),
      challanDate: z.string(),
      description: z.string(),
      uqc: z.string(),
      quantity: z.number(),
      taxableValue: z.number(),
      typeOfGoods: z.enum(['Inputs', 'Capital goods']),
      centralTaxRate: z.number(),
      stateTaxRate: z.number(),
      integratedTaxRate: z.number(),
      cessRate: z.number(),
    }),
  ),
  table5A: z.array(itc04Table5ARowSchema),
  table5B: z.array(itc04Table5ARowSchema),
  table5C: z.array(z.object({ ...table5Common, invoiceNumber: z.string(), invoiceDate: z.string().nullable() })),
});
export type Itc04ReportAnswer = z.infer<typeof itc04ReportSchema>;
