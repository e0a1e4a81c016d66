import { z } from 'zod';
import { safeText } from './common.js';

/*
 * E-mailing a document (an issued invoice, a customer's statement) with its PDF attached: what
 * the sender fills in, what the server proposes, and what it answers once the mail server took it.
 */

export const EMAIL_RECIPIENTS_MAX = 10;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_MESSAGE_MAX = 5000;

/** Control characters are refused before trimming, which would otherwise drop a trailing U+000B unseen. */
const address = safeText(z.string())
  .trim()
  .max(254, 'Email is invalid')
  .pipe(z.email('Email is invalid'))
  .transform((v) => v.toLowerCase());

const recipients = (label: string) =>
  z
    .array(address, { error: `${label} must be a list of e-mail addresses` })
    .max(EMAIL_RECIPIENTS_MAX, `At most ${EMAIL_RECIPIENTS_MAX} addresses in ${label}`)
    .refine((list) => new Set(list).size === list.length, `${label} names an address twice`);

/** `POST invoices/{id}/email`, `POST customers/{id}/statement/email`: who gets it and what it says. */
export const documentEmailSchema = z.object({
  to: recipients('To').min(1, 'Add at least one recipient'),
  cc: recipients('Cc').default([]),
  subject: safeText(
    z
      .string({ error: 'Subject is required' })
      .trim()
      .min(1, 'Subject is required')
      .max(EMAIL_SUBJECT_MAX, `Subject must be at most ${EMAIL_SUBJECT_MAX} characters`)
      .refine((v) => !/[\r\n]/.test(v), 'Subject must be one line'),
  ),
  message: safeText(
    z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(EMAIL_MESSAGE_MAX, `Message must be at most ${EMAIL_MESSAGE_MAX} characters`),
  ),
  /** An invoice's mail: whether the PDI reports the draft offers go with it (they do unless false). */
  attachPdi: z.boolean({ error: 'attachPdi must be true or false' }).optional(),
});
export type DocumentEmail = z.output<typeof documentEmailSchema>;
export type DocumentEmailInput = z.input<typeof documentEmailSchema>;

/** Addresses typed into one field, separated by commas, semicolons or spaces. */
export const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter((part) => part !== '');

/** A field of typed addresses, checked as the API checks the list; a bad one is named. */
const typedRecipients = (list: z.ZodType<string[], string[]>) =>
  safeText(z.string()).transform((text, ctx) => {
    const typed = splitAddresses(text);
    const parsed = list.safeParse(typed);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const index = issue?.path[0];
    ctx.addIssue({
      code: 'custom',
      message: typeof index === 'number' ? `${typed[index]} is not an e-mail address` : (issue?.message ?? ''),
    });
    return z.NEVER;
  });

/** The e-mail form: the same mail, its recipients typed as text ("a@x.in, b@x.in"). */
export const documentEmailFormSchema = z.object({
  to: typedRecipients(documentEmailSchema.shape.to),
  cc: typedRecipients(documentEmailSchema.shape.cc.unwrap()),
  subject: documentEmailSchema.shape.subject,
  message: documentEmailSchema.shape.message,
  attachPdi: documentEmailSchema.shape.attachPdi,
});
export type DocumentEmailForm = z.input<typeof documentEmailFormSchema>;

/** `GET …/email`: the mail as the server would send it, for the sender to change before sending. */
export const emailDraftSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  /** The attached PDF's file name. */
  attachment: z.string(),
  /**
   * An invoice whose dispatch has a pre-dispatch inspection report: its PDF's file name (one per
   * dispatch the invoice billed), offered to go with the invoice; absent when there is none.
   */
  pdiReports: z.array(z.string()).optional(),
  /** Whether the server has a mail server to send through (SMTP_URL); without one, sending is refused. */
  mailConfigured: z.boolean(),
});
export type EmailDraft = z.infer<typeof emailDraftSchema>;

/** What was sent, once the mail server accepted it. */
export const emailSentSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  attachment: z.string(),
  sentAt: z.string(),
});
export type EmailSent = z.infer<typeof emailSentSchema>;
