import {
  MESSAGES,
  type MobileOtpVerificationInput,
  type MobileUpdateInput,
  type Profile,
} from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import { badRequest } from '../../core/errors.ts';
import type { AuthContext, ClientInfo } from '../../core/sessions/sessions.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { textsIn } from '../../core/notifications/texts.ts';
import { verifyOtp } from '../otp/index.ts';
import { mobileCodeTarget, saveContact, sendContactCode, type ContactCodeContext } from './contact-code.ts';
import { assertMobileFree } from './contact-owner.ts';
import { loadProfile } from './profile.ts';

const mobileTarget = ({ dialCode, newMobile }: { dialCode: string; newMobile: string }) =>
  mobileCodeTarget(dialCode, newMobile);

/**
 * profile/mobileUpdate and profile/resendOtp: a change_mobile code texted to the new number, which must differ
 * from the stored one and be no other account's. A text that cannot be sent withdraws its code (503).
 */
export async function sendMobileCode(
  db: Database,
  notifier: Notifier,
  { auth, input, ...sending }: { auth: AuthContext; input: MobileUpdateInput } & ContactCodeContext,
): Promise<string> {
  const { user } = auth;
  if (input.newMobile === user.mobile && input.dialCode === user.dialCode) {
    throw badRequest(MESSAGES.newMobileSameAsOld, 'newMobile');
  }
  await assertMobileFree(db, input.newMobile, user.id);
  const target = mobileTarget(input);
  return sendContactCode(
    db,
    { userId: user.id, purpose: 'change_mobile', target },
    (code) => notifier.sms(target, textsIn(user.language).mobileChange(code)),
    sending,
  );
}

/**
 * profile/verifyOtp: the code must be this user's change_mobile code for exactly this number; the number is
 * checked again for another owner when it is saved.
 */
export async function verifyMobileCode(
  db: Database,
  { auth, input, client }: { auth: AuthContext; input: MobileOtpVerificationInput; client: ClientInfo },
): Promise<Profile> {
  const { user } = auth;
  const challenge = await verifyOtp(db, { token: input.token, code: input.otp, purposes: ['change_mobile'] });
  if (challenge.userId !== user.id || challenge.target !== mobileTarget(input)) {
    throw badRequest(MESSAGES.verificationFailed, 'otp');
  }
  await saveContact(db, {
    auth,
    client,
    token: input.token,
    purpose: 'change_mobile',
    changes: { mobile: input.newMobile, dialCode: input.dialCode },
    assertFree: (tx) => assertMobileFree(tx, input.newMobile, user.id),
  });
  return loadProfile(db, user.id);
}
