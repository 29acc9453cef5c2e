import { MESSAGES, type EmailChangeInput, type EmailOtpVerificationInput, type Profile } from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import { badRequest } from '../../core/errors.ts';
import type { AuthContext, ClientInfo } from '../../core/sessions/sessions.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { textsIn } from '../../core/notifications/texts.ts';
import { verifyOtp } from '../otp/index.ts';
import { saveContact, sendContactCode, type ContactCodeContext } from './contact-code.ts';
import { assertEmailFree } from './contact-owner.ts';
import { loadProfile } from './profile.ts';

/**
 * profile/sendEmailVerificationContact: a change_email code e-mailed to the new address, which must differ
 * from the stored one and be no other account's. A message that cannot be sent withdraws its code (503).
 */
export async function sendEmailCode(
  db: Database,
  notifier: Notifier,
  { auth, input, ...sending }: { auth: AuthContext; input: EmailChangeInput } & ContactCodeContext,
): Promise<string> {
  const { user } = auth;
  if (input.email === user.email) throw badRequest(MESSAGES.newEmailSameAsOld, 'email');
  await assertEmailFree(db, input.email, user.id);
  return sendContactCode(
    db,
    { userId: user.id, purpose: 'change_email', target: input.email },
    (code) => {
      const { subject, text } = textsIn(user.language).emailChange(code);
      return notifier.email(input.email, subject, text);
    },
    sending,
  );
}

/**
 * profile/emailContactOTPVerification: the e-mail the change started from must still be the stored one, and the
 * code this user's change_email code; its target becomes the e-mail, checked again for another owner.
 */
export async function verifyEmailCode(
  db: Database,
  { auth, input, client }: { auth: AuthContext; input: EmailOtpVerificationInput; client: ClientInfo },
): Promise<Profile> {
  const { user } = auth;
  if (input.oldEmail !== user.email) throw badRequest(MESSAGES.contactChanged, 'oldEmail');
  const challenge = await verifyOtp(db, { token: input.token, code: input.otp, purposes: ['change_email'] });
  if (challenge.userId !== user.id) throw badRequest(MESSAGES.verificationFailed, 'otp');
  await saveContact(db, {
    auth,
    client,
    token: input.token,
    purpose: 'change_email',
    changes: { email: challenge.target },
    assertFree: (tx) => assertEmailFree(tx, challenge.target, user.id),
  });
  return loadProfile(db, user.id);
}
