import { z } from 'zod';

/** How a customer's dispatches may be sorted: by day (newest first by default) or by challan number. */
export const CUSTOMER_DISPATCH_SORTABLE = ['dispatchDate', 'challanNumber'] as const;

/**
 * `GET customers/{id}/dispatches`: one dispatch of any of the customer's orders, as the customer
 * page lists them: its delivery challan, the order it went against, and how many pieces left.
 */
export const customerDispatchSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  /** The delivery challan's number, `DC/2026-27/0007`. */
  challanNumber: z.string().nullable(),
  dispatchDate: z.string(),
  vehicleReference: z.string().nullable(),
  eWayBillNumber: z.string().nullable(),
  /** The pieces of every line of the dispatch. */
  pieces: z.number().int(),
  lineCount: z.number().int(),
});
export type CustomerDispatch = z.infer<typeof customerDispatchSchema>;
