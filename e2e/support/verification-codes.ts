import type { APIRequestContext } from '@playwright/test';
import { emailedCodeAfter, textedCodeAfter } from './sent-codes';

/**
 * Runs `action` and returns the codes that verify a signed-up account, the one e-mailed and the one texted
 * (`mobile` with '+' and its dial code) after it.
 */
export async function verificationCodesAfter(
  request: APIRequestContext,
  { email, mobile }: { email: string; mobile: string },
  action: () => Promise<unknown>,
): Promise<{ emailCode: string; mobileCode: string }> {
  let mobileCode = '';
  const emailCode = await emailedCodeAfter(email, async () => {
    mobileCode = await textedCodeAfter(request, mobile, action);
  });
  return { emailCode, mobileCode };
}

/** Another 6-digit code than `code`: one the server refuses. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(code.length, '0');
