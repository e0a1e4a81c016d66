import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText, titleOf } from '../../../test/pdf-facts.js';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test/smtp-test-server.js';
import { roles } from '../../db/schema/index.js';
import { createMailer, MAIL_NOT_CONFIGURED } from '../../lib/mailer.js';
import { SERVER_ROOT } from '../../paths.js';
import { NO_SENDER } from './document-email.service.js';

/** Invoices and statements e-mailed with their PDFs through a real SMTP server the test starts. */
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp?.close());
const kit = invoiceTestKit({ env: () => ({ SMTP_URL: smtp.url }) });

const COMPANY_MAIL = 'accounts@acme-precision.in';
const mail = (fields: Record<string, unknown> = {}) => ({
  to: ['buyer@kaveri.example'],
  subject: 'Your invoice',
  message: 'Please find it attached.',
  ...fields,
});

async function issuedInvoice(customer: Record<string, unknown> = {}) {
  const buyer = await kit.customer({ contactPerson: 'Suresh Patil', email: 'Purchase@Kaveri.example', ...customer });
  const invoice = await kit.issueNew(
    kit.draftBody(buyer.id, [{ quantity: 10, rate: 1000 }], { dueDate: '2026-12-31' }),
  );
  return { buyer, invoice };
}

describe('e-mailing an invoice', () => {
  beforeAll(() => kit.setCompany({ email: COMPANY_MAIL }));

  it("proposes the customer's e-mail, a subject and a message naming the invoice, its total and due date", async () => {
    const { invoice } = await issuedInvoice();
    const draft = await kit.ok('GET', `/api/invoices/${invoice.id}/email`);
    expect(draft).toEqual({
      to: ['purchase@kaveri.example'],
      cc: [],
      subject: `Tax invoice ${invoice.invoiceNumber} from ${invoice.seller.name}`,
      message: expect.stringContaining(
        `Please find attached our tax invoice ${invoice.invoiceNumber} dated ${invoice.invoiceDate.split('-').reverse().join('/')} for ₹11,800.00, due on 31/12/2026.`,
      ),
      attachment: `${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`,
      mailConfigured: true,
    });
    expect(draft.message.startsWith('Dear Suresh Patil,\n')).toBe(true);
  });

  it('sends it with the PDF attached, from the company, and writes who sent it to whom into its History', async () => {
    const { invoice } = await issuedInvoice();
    const before = smtp.received.length;
    const sent = await kit.ok('POST', `/api/invoices/${invoice.id}/email`, {
      to: ['Buyer@Kaveri.example', 'stores@kaveri.example'],
      cc: ['accounts@kaveri.example'],
      subject: `Invoice ${invoice.invoiceNumber}`,
      message: 'Dear Suresh,\nPlease find the invoice attached.\n\nRegards',
    });
    expect(sent).toMatchObject({
      to: ['buyer@kaveri.example', 'stores@kaveri.example'],
      cc: ['accounts@kaveri.example'],
      attachment: `${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`,
    });

    expect(smtp.received).toHaveLength(before + 1);
    const got = smtp.received.at(-1);
    expect(got?.from).toBe(COMPANY_MAIL);
    expect(got?.to).toEqual(['buyer@kaveri.example', 'stores@kaveri.example', 'accounts@kaveri.example']);
    const message = got?.message;
    expect(message?.from?.value).toEqual([{ address: COMPANY_MAIL, name: invoice.seller.name }]);
    expect(message?.subject).toBe(`Invoice ${invoice.invoiceNumber}`);
    expect(message?.text?.trim()).toBe('Dear Suresh,\nPlease find the invoice attached.\n\nRegards');
    const [pdf] = message?.attachments ?? [];
    expect(pdf?.filename).toBe(sent.attachment);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(titleOf(pdf?.content as Buffer)).toBe(invoice.invoiceNumber);

    const history = await kit.ok('GET', `/api/invoices/${invoice.id}/history`);
    expect(history.data[0]).toMatchObject({
      event: 'e-mailed',
      entity: 'invoices',
      entityId: invoice.id,
      recordLabel: invoice.invoiceNumber,
      actorEmail: 'admin@example.com',
      route: `POST /api/invoices/${invoice.id}/email`,
      changes: [
        { field: 'to', before: null, after: 'buyer@kaveri.example, stores@kaveri.example' },
        { field: 'cc', before: null, after: 'accounts@kaveri.example' },
        { field: 'subject', before: null, after: `Invoice ${invoice.invoiceNumber}` },
        { field: 'attachment', before: null, after: sent.attachment },
      ],
    });
  });

  it('refuses a draft, and a mail the server could not send is a 502 that says why, with nothing written', async () => {
    const buyer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(buyer.id, [{}]));
    const early = await kit.call('GET', `/api/invoices/${draft.id}/email`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A draft invoice cannot be e-mailed: issue it first');

    const { invoice } = await issuedInvoice();
    smtp.refuse('gone@kaveri.example');
    const before = smtp.received.length;
    const refused = await kit.call('POST', `/api/invoices/${invoice.id}/email`, mail({ to: ['gone@kaveri.example'] }));
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/^The mail server refused the message: 550 5\.1\.1 <gone@kaveri\.example>/);
    expect(refused.body).not.toMatch(/at .*\.js/);
    expect(smtp.received).toHaveLength(before);
    const history = await kit.ok('GET', `/api/invoices/${invoice.id}/history`);
    expect(history.data.some((entry: { event: string }) => entry.event === 'e-mailed')).toBe(false);
  });

  it('names the field of a bad recipient list, subject or message', async () => {
    const { invoice } = await issuedInvoice();
    const send = (body: object) => kit.call('POST', `/api/invoices/${invoice.id}/email`, body);
    const errors = async (body: object) => {
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await errors(mail({ to: [] }))).toEqual({ to: 'Add at least one recipient' });
    expect(await errors(mail({ to: ['not-an-address'] }))).toEqual({ 'to.0': 'Email is invalid' });
    expect(await errors(mail({ cc: Array.from({ length: 11 }, (_, i) => `c${i}@x.example`) }))).toEqual({
      cc: 'At most 10 addresses in Cc',
    });
    expect(await errors(mail({ to: ['a@x.example', 'A@x.example'] }))).toEqual({ to: 'To names an address twice' });
    // A line break in the subject would write a header of the sender's choosing.
    expect(await errors(mail({ subject: 'Invoice\r\nBcc: everyone@example.com' }))).toEqual({
      subject: 'Subject must be one line',
    });
    expect(await errors(mail({ message: 'Hello\u0000' }))).toEqual({ message: 'Must not contain control characters' });
  });

  it('needs e-mails: create to send; invoices: view reads the proposal only', async () => {
    const { invoice } = await issuedInvoice();
    const viewer = await kit.h.userWith([{ scope: 'invoices', actions: ['view'] }]);
    const sender = await kit.h.userWith([
      { scope: 'invoices', actions: ['view'] },
      { scope: 'emails', actions: ['create'] },
    ]);
    const mailer = await kit.h.userWith([{ scope: 'emails', actions: ['create'] }]);
    const as = (token: string, method: 'GET' | 'POST') =>
      kit.h.call(method, `/api/invoices/${invoice.id}/email`, { token, body: method === 'POST' ? mail() : undefined });
    expect((await as(viewer.accessToken, 'GET')).statusCode).toBe(200);
    expect((await as(viewer.accessToken, 'POST')).statusCode).toBe(403);
    expect((await as(mailer.accessToken, 'POST')).statusCode).toBe(403);
    expect((await as(sender.accessToken, 'POST')).statusCode).toBe(200);
  });
});

describe('e-mailing a statement', () => {
  it("sends the customer's statement for the period with its PDF, and writes it into the customer's History", async () => {
    await kit.setCompany({ email: COMPANY_MAIL });
    const { buyer, invoice } = await issuedInvoice({ email: 'accounts@deccan.example' });
    const period = `from=${invoice.invoiceDate}&to=${invoice.invoiceDate}`;
    const draft = await kit.ok('GET', `/api/customers/${buyer.id}/statement/email?${period}`);
    expect(draft.to).toEqual(['accounts@deccan.example']);
    expect(draft.message).toContain('The balance due as on');
    expect(draft.message).toContain('is ₹11,800.00.');
    expect(draft.attachment).toBe(`Statement-${buyer.partyCode}-${invoice.invoiceDate}-${invoice.invoiceDate}.pdf`);

    const sent = await kit.ok(
      'POST',
      `/api/customers/${buyer.id}/statement/email?${period}`,
      mail({ to: draft.to, subject: draft.subject, message: draft.message }),
    );
    const [pdf] = smtp.received.at(-1)?.message.attachments ?? [];
    expect(pdf?.filename).toBe(sent.attachment);
    const text = pdfText(pdf?.content as Buffer);
    expect(text).toContain('STATEMENT OF ACCOUNT');
    expect(text).toContain('₹11,800.00');

    const history = await kit.ok('GET', `/api/customers/${buyer.id}/history`);
    expect(history.data[0]).toMatchObject({
      event: 'e-mailed',
      entity: 'customers',
      part: 'statement',
      recordLabel: buyer.partyCode,
    });
  });

  it('without a sender (no company e-mail, no MAIL_FROM) the proposal says it cannot be sent, and sending is refused', async () => {
    await kit.setCompany({ email: null });
    const { buyer } = await issuedInvoice();
    const draft = await kit.ok('GET', `/api/customers/${buyer.id}/statement/email`);
    expect(draft.mailConfigured).toBe(false);
    const refused = await kit.call('POST', `/api/customers/${buyer.id}/statement/email`, mail());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NO_SENDER);
  });
});

describe('the mailer', () => {
  const message = {
    from: 'a@x.example',
    to: ['b@x.example'],
    cc: [],
    subject: 's',
    text: 't',
    attachments: [{ fileName: 'a.pdf', content: Buffer.from('') }],
  };

  it('refuses to send when no mail server is named, and says so', async () => {
    const mailer = createMailer(undefined);
    expect(mailer.configured).toBe(false);
    await expect(mailer.send(message)).rejects.toMatchObject({ statusCode: 503, message: MAIL_NOT_CONFIGURED });
  });

  it('tells a wrong sign-in from a server that cannot be reached', async () => {
    await expect(
      createMailer(`smtp://lathe:wrong-password@127.0.0.1:${smtp.port}`).send(message),
    ).rejects.toMatchObject({ statusCode: 502, message: 'The mail server refused the sign-in in SMTP_URL' });
    const closed = await startSmtpTestServer();
    await closed.close();
    await expect(createMailer(closed.url).send(message)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The mail server could not be reached; try again later',
    });
  });
});

describe('migration 0014', () => {
  it('gives e-mails: create to whoever edits invoices, and nobody else', async () => {
    const editor = await kit.h.userWith([{ scope: 'invoices', actions: ['view', 'edit'] }]);
    const viewer = await kit.h.userWith([{ scope: 'invoices', actions: ['view'] }]);
    const file = readFileSync(join(SERVER_ROOT, 'drizzle', '0014_email_permission.sql'), 'utf8');
    for (let run = 0; run < 2; run++) {
      await kit.h.db.transaction(async (tx) => {
        for (const statement of file.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
      });
    }
    const permissionsOf = async (roleId: string) =>
      (await kit.h.db.select().from(roles).where(eq(roles.id, roleId)))[0]?.permissions;
    expect(await permissionsOf(editor.roleId)).toEqual([
      { scope: 'invoices', actions: ['view', 'edit'] },
      { scope: 'emails', actions: ['create'] },
    ]);
    expect(await permissionsOf(viewer.roleId)).toEqual([{ scope: 'invoices', actions: ['view'] }]);
  });
});
