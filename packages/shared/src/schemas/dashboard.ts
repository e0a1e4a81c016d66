import { z } from 'zod';

/**
 * GET dashboard: real figures for the signed-in user's scopes. A section the user may not
 * see (orders without `sales-orders: view`, money without `invoices: view`) is null.
 */
export const dashboardSchema = z.object({
  /** The day the figures are for (India time), `yyyy-MM-dd`. */
  asOf: z.string(),
  orders: z
    .object({
      openCount: z.number().int(),
      /** Σ of what remains to invoice on open (confirmed) orders, ex-GST. */
      openValue: z.number(),
      lateCount: z.number().int(),
      dueThisWeekCount: z.number().int(),
      dispatchesThisMonth: z.number().int(),
      /** Machining hours still to run on open order lines: the sum of their own (machine-hours.ts), 1 decimal. */
      openMachiningHours: z.number(),
    })
    .nullable(),
  invoices: z
    .object({
      invoicedThisMonth: z.number(),
      invoicedLastMonth: z.number(),
      outstanding: z.number(),
      overdue: z.number(),
      overdueCount: z.number().int(),
    })
    .nullable(),
  /** The last 12 months' invoiced value (grand totals of issued invoices), biggest first, at most 5. */
  topCustomers: z
    .array(z.object({ customerId: z.string(), partyCode: z.string(), name: z.string(), amount: z.number() }))
    .nullable(),
  /** Invoiced value per month, oldest first, the last 12 months including this one ('2026-11'). */
  monthlySales: z.array(z.object({ month: z.string(), amount: z.number() })).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const NOTIFICATION_KINDS = [
  'invoice_overdue',
  'order_late',
  'order_due',
  'work_order_late',
  'gauge_overdue',
  'gauge_due_soon',
  'spc_out_of_control',
] as const;

/** GET notifications: what needs attention now, for the user's scopes; newest concern first. */
export const notificationSchema = z.object({
  /** Stable for the same concern (`invoice_overdue:{id}`), so a client can remember what it has seen. */
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  /** The screen that deals with it, e.g. `/invoices/view/{id}`. */
  link: z.string(),
  /** The date the concern is about (due or delivery date). */
  date: z.string(),
  /** The customer it concerns: the full list groups by customer. Null for a work order made for stock. */
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsSchema = z.object({ items: z.array(notificationSchema), total: z.number().int() });
export type Notifications = z.infer<typeof notificationsSchema>;
