import { createHmac } from 'node:crypto';
import type { TokenOf } from '../otp/index.ts';

/**
 * The tokens of a signed-up account's verification codes, made from each challenge's id with a key derived from a
 * configured secret (as the captcha's keys are): the server can hand them out again to the account's right
 * password from any browser, so that codes already sent can be entered there. The database still holds no token,
 * so a copy of it cannot be tried against the codes' hashes; and a token without its code opens nothing.
 */
export function verificationTokens(secret: string): TokenOf {
  const key = createHmac('sha256', secret).update('otp:verification-token').digest();
  return (challengeId) => createHmac('sha256', key).update(challengeId).digest('base64url');
}
