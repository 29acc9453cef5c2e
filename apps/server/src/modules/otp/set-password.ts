import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { recordAccess } from '../../core/access-log.ts';
import { hashPassword } from '../../core/passwords.ts';
import { revokeUserSessions, type ClientInfo } from '../../core/sessions/sessions.ts';
import { forgiveFailures } from '../../core/sign-in-failures.ts';
import { PASSWORD_PURPOSES } from './password-code.ts';
import { consumeOtp } from './service.ts';

/**
 * The last step of setting or resetting a password: the verified token is used up, the new password saved,
 * the failed sign-ins of the account's e-mail and mobile forgiven (the person proved they own it) and every
 * session of the account ended (whoever held them no longer knows the password). Returns the user whose
 * sockets the caller must end.
 */
export async function setPasswordWithToken(
  db: Database,
  { token, password }: { token: string; password: string },
  client: ClientInfo,
): Promise<string> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const challenge = await consumeOtp(tx, token, PASSWORD_PURPOSES);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, challenge.userId))
      .returning({ id: users.id, role: users.role, email: users.email, mobile: users.mobile });
    if (!user) throw new Error('The user of a code vanished');
    await forgiveFailures(tx, [user.email, user.mobile]);
    await revokeUserSessions(tx, user.id);
    await recordAccess(tx, {
      event: 'password_reset',
      client,
      userId: user.id,
      role: user.role,
      userIdentifier: user.email,
    });
    return user.id;
  });
}
