import {
  type CompanySettings,
  type DocumentEmail,
  type EmailDraft,
  type EmailSent,
  formatRupees,
  indianDate,
  type StatementQuery,
  toPaise,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { currentAuditLog } from '../../lib/audit-context.js';
import { AppError, conflict } from '../../lib/errors.js';
import { MAIL_NOT_CONFIGURED, type Mailer } from '../../lib/mailer.js';
import { recordDocumentEvent } from '../audit/index.js';
import type { CompanyService } from '../company/index.js';
import { type MailAttachment, pdiReportsOfInvoice } from '../inspections/index.js';
import { type InvoicesService, invoicePdfName, renderInvoicePdf } from '../invoices/index.js';
import type { ReceivablesService } from '../receivables/index.js';

export const NO_SENDER =
  "E-mail has no sender: enter the company's e-mail in Settings, or the administrator sets MAIL_FROM";

interface Deps {
  db: Db;
  invoices: InvoicesService;
  receivables: ReceivablesService;
  company: CompanyService;
  mailer: Mailer;
  /** MAIL_FROM; unset, the company's name and e-mail from its settings. */
  mailFrom: string | undefined;
}

/** A document ready to go: the draft the sender starts from, and what is attached. */
interface Prepared {
  draft: Omit<EmailDraft, 'mailConfigured'>;
  pdf: () => Promise<Buffer>;
  /** The invoice's dispatches' PDI reports: attached unless the sender says not (`attachPdi: false`). */
  pdiReports?: MailAttachment[];
  record: { entity: 'invoices' | 'customers'; id: string; label: string; part?: string };
}

const greeting = (contact: { contactPerson: string | null; name: string }) =>
  `Dear ${contact.contactPerson ?? contact.name},`;

const signature = (company: CompanySettings) =>
  ['Regards,', company.name, company.phone].filter((line): line is string => Boolean(line)).join('\n');

/** `"Acme Precision" <accounts@acme.in>` from the settings; null when the company has no e-mail. */
function senderOf(company: CompanySettings, mailFrom: string | undefined): string | null {
  if (mailFrom) return mailFrom;
  if (!company.email) return null;
  return company.name ? `"${company.name.replaceAll(/["\\\r\n]/g, '')}" <${company.email}>` : company.email;
}

/**
 * E-mailing an issued invoice or a customer's statement with its PDF: the proposed mail (to the
 * customer's e-mail, a subject and a message the sender may change), and the sending, written into
 * the record's History once the mail server has accepted it.
 */
export function createDocumentEmailService({ db, invoices, receivables, company, mailer, mailFrom }: Deps) {
  async function prepareInvoice(id: string, settings: CompanySettings): Promise<Prepared> {
    const invoice = await invoices.get(id);
    if (invoice.status === 'draft' || !invoice.invoiceNumber) {
      throw conflict('A draft invoice cannot be e-mailed: issue it first');
    }
    const contact = await receivables.party(invoice.customerId);
    const owing =
      invoice.balanceDue > 0 && invoice.balanceDue < invoice.grandTotal
        ? `\n${formatRupees(toPaise(invoice.balanceDue))} of it is still due.`
        : '';
    const cancelled = invoice.status === 'cancelled' ? ' (cancelled)' : '';
    const pdiReports = await pdiReportsOfInvoice(db, invoice.id, settings);
    return {
      draft: {
        to: contact.email ? [contact.email] : [],
        cc: [],
        subject: `Tax invoice ${invoice.invoiceNumber}${cancelled} from ${settings.name ?? 'us'}`,
        message: [
          greeting(contact),
          '',
          `Please find attached our tax invoice ${invoice.invoiceNumber}${cancelled} dated ${indianDate(invoice.invoiceDate)} for ${formatRupees(toPaise(invoice.grandTotal))}, due on ${indianDate(invoice.dueDate)}.${owing}`,
          '',
          signature(settings),
        ].join('\n'),
        attachment: invoicePdfName(invoice),
        ...(pdiReports.length ? { pdiReports: pdiReports.map((report) => report.fileName) } : {}),
      },
      pdf: () => renderInvoicePdf(invoice),
      pdiReports,
      record: { entity: 'invoices', id: invoice.id, label: invoice.invoiceNumber },
    };
  }

  async function prepareStatement(
    customerId: string,
    query: StatementQuery,
    settings: CompanySettings,
  ): Promise<Prepared> {
    const { statement, party, fileName, pdf } = await receivables.statementDocument(customerId, query, settings);
    const period = `${indianDate(statement.from)} to ${indianDate(statement.to)}`;
    const balance =
      statement.closingBalance > 0
        ? `The balance due as on ${indianDate(statement.to)} is ${formatRupees(toPaise(statement.closingBalance))}.`
        : statement.closingBalance < 0
          ? `We hold an advance of ${formatRupees(toPaise(-statement.closingBalance))} for you as on ${indianDate(statement.to)}.`
          : `Nothing is due as on ${indianDate(statement.to)}.`;
    return {
      draft: {
        to: party.email ? [party.email] : [],
        cc: [],
        subject: `Statement of account ${period} from ${settings.name ?? 'us'}`,
        message: [
          greeting(party),
          '',
          `Please find attached your statement of account with us for ${period}. ${balance}`,
          'Please let us know within 15 days of any difference from your books.',
          '',
          signature(settings),
        ].join('\n'),
        attachment: fileName,
      },
      pdf,
      record: { entity: 'customers', id: customerId, label: party.partyCode, part: 'statement' },
    };
  }

  const draftOf = (prepared: Prepared, settings: CompanySettings): EmailDraft => ({
    ...prepared.draft,
    mailConfigured: mailer.configured && senderOf(settings, mailFrom) !== null,
  });

  async function send(prepared: Prepared, settings: CompanySettings, mail: DocumentEmail): Promise<EmailSent> {
    if (!mailer.configured) throw new AppError(503, MAIL_NOT_CONFIGURED);
    const from = senderOf(settings, mailFrom);
    if (!from) throw conflict(NO_SENDER);
    const attachment = prepared.draft.attachment;
    const also = mail.attachPdi === false ? [] : (prepared.pdiReports ?? []);
    await mailer.send({
      from,
      to: mail.to,
      cc: mail.cc,
      subject: mail.subject,
      text: mail.message,
      attachments: [
        { fileName: attachment, content: await prepared.pdf() },
        ...(await Promise.all(
          also.map(async (report) => ({ fileName: report.fileName, content: await report.pdf() })),
        )),
      ],
    });
    const sentAt = new Date().toISOString();
    const changes = [
      { field: 'to', before: null, after: mail.to.join(', ') },
      ...(mail.cc.length ? [{ field: 'cc', before: null, after: mail.cc.join(', ') }] : []),
      { field: 'subject', before: null, after: mail.subject },
      { field: 'attachment', before: null, after: [attachment, ...also.map((report) => report.fileName)].join(', ') },
    ];
    try {
      await recordDocumentEvent(db, 'e-mailed', prepared.record, changes);
    } catch (error) {
      // The mail has gone: the sender is told so, and the History's gap is in the server log.
      currentAuditLog()?.error(
        { err: error, record: prepared.record },
        'The e-mail sent could not be written to History',
      );
    }
    return { to: mail.to, cc: mail.cc, subject: mail.subject, attachment, sentAt };
  }

  return {
    async invoiceDraft(id: string): Promise<EmailDraft> {
      const settings = await company.get();
      return draftOf(await prepareInvoice(id, settings), settings);
    },
    async sendInvoice(id: string, mail: DocumentEmail): Promise<EmailSent> {
      const settings = await company.get();
      return send(await prepareInvoice(id, settings), settings, mail);
    },
    async statementDraft(customerId: string, query: StatementQuery): Promise<EmailDraft> {
      const settings = await company.get();
      return draftOf(await prepareStatement(customerId, query, settings), settings);
    },
    async sendStatement(customerId: string, query: StatementQuery, mail: DocumentEmail): Promise<EmailSent> {
      const settings = await company.get();
      return send(await prepareStatement(customerId, query, settings), settings, mail);
    },
  };
}

export type DocumentEmailService = ReturnType<typeof createDocumentEmailService>;
