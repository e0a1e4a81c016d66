import { z } from 'zod';

/*
 * `GET gst/gstr-3b?month=yyyy-MM`: the month's GSTR-3B worksheet, each figure with the documents
 * behind it (compliance/gstr3b.ts computes it).
 */

const sourceSchema = z.object({
  /** Which page opens it: an invoice, a credit or debit note, a supplier bill. */
  kind: z.enum(['invoice', 'credit-note', 'debit-note', 'supplier-bill']),
  id: z.string(),
  number: z.string(),
  date: z.string(),
  party: z.string(),
  txval: z.number(),
  iamt: z.number(),
  camt: z.number(),
  samt: z.number(),
});

const figureSchema = z.object({
  txval: z.number(),
  iamt: z.number(),
  camt: z.number(),
  samt: z.number(),
  csamt: z.number(),
  documents: z.array(sourceSchema),
});
const posFigureSchema = figureSchema.extend({ pos: z.string() });

export const gstr3bReportSchema = z.object({
  month: z.string(),
  gstin: z.string(),
  /** Why the bills' figures (3.1(d), 4 and 5) are left out, or null when they are shown. */
  billsHidden: z.string().nullable(),
  outward: z.object({
    taxable: figureSchema,
    zeroRated: figureSchema,
    nilExempt: figureSchema,
    reverseCharge: figureSchema.nullable(),
    nonGst: figureSchema,
  }),
  interState: z.object({
    unregistered: z.array(posFigureSchema),
    composition: z.array(posFigureSchema),
    uin: z.array(posFigureSchema),
  }),
  itc: z
    .object({
      importGoods: figureSchema,
      importServices: figureSchema,
      reverseCharge: figureSchema,
      isd: figureSchema,
      allOther: figureSchema,
      reversedRules: figureSchema,
      reversedOthers: figureSchema,
      net: figureSchema,
      reclaimed: figureSchema,
      ineligible: figureSchema,
    })
    .nullable(),
  inward: z
    .object({
      nilExemptInter: figureSchema,
      nilExemptIntra: figureSchema,
      nonGstInter: figureSchema,
      nonGstIntra: figureSchema,
    })
    .nullable(),
  warnings: z.array(z.string()),
  /** The file for the portal's offline tool, as the download holds it; null when the bills are not shown. */
  json: z.record(z.string(), z.unknown()).nullable(),
});
export type Gstr3bReport = z.infer<typeof gstr3bReportSchema>;
export type Gstr3bReportFigure = z.infer<typeof figureSchema>;
