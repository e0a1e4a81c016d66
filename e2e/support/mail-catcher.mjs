// The mail server of the journeys: a real SMTP server (smtp-server) on E2E_SMTP_PORT that keeps
// every mail the app sends as an .eml file in E2E_MAIL_DIR, for the journeys to open and read.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!dir || !port) throw new Error('E2E_MAIL_DIR and E2E_SMTP_PORT name where mail is kept and heard');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      writeFileSync(join(dir, `${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
