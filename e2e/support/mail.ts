import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

const mailDir = join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'mail');

export type ReceivedMail = { to: string[]; subject: string; text: string };

/** Every message the SMTP sink has received for this address so far, oldest first (one being written is not yet). */
export function mailsTo(address: string): ReceivedMail[] {
  return readdirSync(mailDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for the newest message the SMTP sink received for this address. */
export async function latestMailTo(address: string): Promise<ReceivedMail> {
  let latest: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        latest = mailsTo(address).at(-1);
        return latest !== undefined;
      },
      { message: `no mail to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return latest as ReceivedMail;
}

/** The 6-digit code and the set-password link of a code e-mail. */
export function codeAndLinkOf(mail: ReceivedMail): { code: string; link: string } {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const link = /(https?:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1];
  if (!code || !link) throw new Error(`no code or link in: ${mail.text}`);
  return { code, link };
}
