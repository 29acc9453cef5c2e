import { API_PREFIX, type VerificationCodesSent } from '@nyaya/shared';
import type { App } from '../app.ts';
import { codeOf } from './fixtures/account.ts';
import { nextIp, post } from './http.ts';

/** The code of the newest message the dev outbox holds for an address (an e-mail, or '+' dial code and mobile). */
export async function newestCodeTo(app: App, to: string): Promise<string> {
  const outbox = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const [newest] = outbox.json<{ data: { text: string }[] }>().data;
  if (!newest) throw new Error(`nothing sent to ${to}`);
  return codeOf(newest.text);
}

/** Where the mobile's code went, as the dev outbox files it: the shown '+91 98…' without its space. */
export const mobileCodeTarget = (sent: VerificationCodesSent) => sent.mobile.to.replace(' ', '');

/**
 * Verifies a signed-up account's e-mail and mobile as its owner does: asks for the codes (POST /auth/resendOTP)
 * and enters those that arrived (POST /auth/verifyOTP). Throws unless both steps succeed.
 */
export async function verifyContacts(app: App, userId: string, password: string, ip = nextIp()) {
  const asked = await post(app, '/auth/resendOTP', { userId, password }, { ip });
  if (asked.statusCode !== 200) throw new Error(`codes not sent: ${asked.body}`);
  const sent = asked.json<{ data: VerificationCodesSent }>().data;
  const verified = await post(
    app,
    '/auth/verifyOTP',
    {
      emailToken: sent.email.token,
      emailOtp: await newestCodeTo(app, sent.email.to),
      mobileToken: sent.mobile.token,
      mobileOtp: await newestCodeTo(app, mobileCodeTarget(sent)),
    },
    { ip },
  );
  if (verified.statusCode !== 200) throw new Error(`contacts not verified: ${verified.body}`);
}

/** POST /auth/signup, then the e-mail and mobile verified: an account that can sign in. */
export async function signUpVerified(
  app: App,
  body: { email: string; password: string } & Record<string, unknown>,
  ip = nextIp(),
) {
  const response = await post(app, '/auth/signup', body, { ip });
  if (response.statusCode !== 201) throw new Error(`signup refused: ${response.body}`);
  await verifyContacts(app, body.email, body.password, ip);
  return response;
}
