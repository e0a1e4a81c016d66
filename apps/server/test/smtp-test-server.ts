import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it: the envelope and the message, parsed (mailparser). */
export interface ReceivedMail {
  from: string;
  to: string[];
  message: ParsedMail;
}

/**
 * A real SMTP server on a free local port, for the tests of e-mailing: it signs in whoever
 * `user`/`password` names, keeps every mail it accepts, and refuses a recipient `refuse` names
 * with the 550 a real server gives.
 */
export async function startSmtpTestServer({ user = 'lathe', password = 'smtp-test-password' } = {}) {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        const error = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (message) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            message,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    port,
    received,
    refuse: (address: string) => refused.add(address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
