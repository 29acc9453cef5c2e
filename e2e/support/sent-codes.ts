import { API_PREFIX } from '@nyaya/shared';
import { expect, type APIRequestContext } from '@playwright/test';
import { mailsTo } from './mail';

const CODE = /\b(\d{6})\b/;

/**
 * Runs `action` and returns the code of the first e-mail to `address` that arrives after it (the real SMTP
 * sink), so an earlier message to the same address is never taken for it.
 */
export async function emailedCodeAfter(address: string, action: () => Promise<unknown>): Promise<string> {
  const before = mailsTo(address).length;
  await action();
  let code: string | undefined;
  await expect
    .poll(() => (code = CODE.exec(mailsTo(address).slice(before).at(-1)?.text ?? '')?.[1]), {
      message: `no new code mailed to ${address}`,
      timeout: 15_000,
    })
    .toBeTruthy();
  return code as string;
}

type OutboxEntry = { id: number; to: string; text: string };

async function outboxTo(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const response = await request.get(`${API_PREFIX}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
}

/**
 * Runs `action` and returns the code of the first text to `number` ('+' dial code and mobile) after it: no SMS
 * gateway runs in the walks, so the server keeps texts in its dev outbox.
 */
export async function textedCodeAfter(
  request: APIRequestContext,
  number: string,
  action: () => Promise<unknown>,
): Promise<string> {
  const newestBefore = (await outboxTo(request, number))[0]?.id ?? 0;
  await action();
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const newest = (await outboxTo(request, number))[0];
        code = newest && newest.id > newestBefore ? CODE.exec(newest.text)?.[1] : undefined;
        return code;
      },
      { message: `no new code texted to ${number}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}
