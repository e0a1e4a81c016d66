import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { mailDirOf } from './env';

/** The mail folder of the running journey's lane: its server's port names it. */
const mailDir = () => mailDirOf(Number(new URL(String(test.info().project.use.baseURL)).port));

const mails = () =>
  readdirSync(mailDir())
    .filter((name) => name.endsWith('.eml'))
    .sort();

/** How many mails the lane's mail server has kept so far. */
export const mailCount = () => mails().length;

/** The mail after the first `seen`, once it has arrived, parsed. */
export async function nextMail(seen: number): Promise<ParsedMail> {
  await expect.poll(mailCount, { message: 'a mail reaches the mail server' }).toBeGreaterThan(seen);
  return simpleParser(readFileSync(join(mailDir(), mails()[seen] as string)));
}
