import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { E2E_MAIL_DIR } from './env';

/** How many mails the journeys' mail server has kept so far. */
export const mailCount = () => readdirSync(E2E_MAIL_DIR).filter((name) => name.endsWith('.eml')).length;

/** The mail after the first `seen`, once it has arrived, parsed. */
export async function nextMail(seen: number): Promise<ParsedMail> {
  await expect.poll(mailCount, { message: 'a mail reaches the mail server' }).toBeGreaterThan(seen);
  const name = readdirSync(E2E_MAIL_DIR)
    .filter((file) => file.endsWith('.eml'))
    .sort()[seen] as string;
  return simpleParser(readFileSync(join(E2E_MAIL_DIR, name)));
}
