import { AppError } from './errors.js';

/** One mail with its PDFs attached (an invoice, and its dispatch's PDI report). */
export interface OutgoingMail {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  attachments: { fileName: string; content: Buffer }[];
}

export interface Mailer {
  /** Whether a mail server is named (SMTP_URL): without one, `send` refuses. */
  configured: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

export const MAIL_NOT_CONFIGURED =
  'E-mail is not set up on this server: the administrator names a mail server in SMTP_URL';

/** A mail server that does not answer in this long is given up on, and the user told. */
const TIMEOUT_MS = 15_000;

/**
 * Sends mail through the SMTP server of `smtpUrl` (nodemailer; STARTTLS when the server offers
 * it, `smtps://` for TLS from the start). nodemailer loads with the first mail, not at start-up.
 * A refusal or an unreachable server is a 502 that says which, never the mail server's stack.
 */
export function createMailer(smtpUrl: string | undefined): Mailer {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const transporter = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: TIMEOUT_MS,
        greetingTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
      }),
    );
    return transport;
  };
  return {
    configured: smtpUrl !== undefined,
    async send(mail) {
      if (smtpUrl === undefined) throw new AppError(503, MAIL_NOT_CONFIGURED);
      try {
        await (await transporter()).sendMail({
          from: mail.from,
          to: mail.to,
          cc: mail.cc,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments.map(({ fileName, content }) => ({
            filename: fileName,
            content,
            contentType: 'application/pdf',
          })),
        });
      } catch (error) {
        throw new AppError(502, mailFailure(error));
      }
    },
  };
}

/** What went wrong, in words a user can pass on: the server's own reply when it gave one. */
function mailFailure(error: unknown): string {
  const { code, responseCode, response } = (error ?? {}) as { code?: string; responseCode?: number; response?: string };
  if (code === 'EAUTH') return 'The mail server refused the sign-in in SMTP_URL';
  if (responseCode && response) {
    return `The mail server refused the message: ${response.replaceAll(/[\r\n]+/g, ' ').slice(0, 200)}`;
  }
  if (code === 'ETIMEDOUT') return 'The mail server did not answer in time; try again later';
  return 'The mail server could not be reached; try again later';
}
