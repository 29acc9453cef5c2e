import { DEFAULT_COUNTRY, MESSAGES, SEATED_ROLES, type AddUserInput, type Role } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { courtRooms, users } from '../../core/db/schema/index.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { recordAccess } from '../../core/access-log.ts';
import { revokeUserSessions, type ClientInfo } from '../../core/sessions/sessions.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { formerCodeTargets } from '../account/index.ts';
import { type PasswordPurpose, type Recipient, sendPasswordCode, withdrawCodesSentTo } from '../otp/index.ts';
import {
  type AdminUserRecord,
  assertContactsFree,
  assertEnrollmentFree,
  describeAccountChanges,
  findAdminUser,
  insertUser,
  personColumns,
  removeUnverifiedHolders,
  rethrowContactTaken,
} from '../users/index.ts';
import type { UserRecord } from '../../core/user-records.ts';
import { recordVerifiedOnSave, verificationOnSave } from './verification.ts';

/** Who is acting and from where; origin is the address the links in e-mails point at. */
export type AdminContext = {
  admin: UserRecord;
  client: ClientInfo;
  origin: string;
  notifier: Notifier;
  log: { error: (details: object, message: string) => void };
};

function isSeated(role: Role): boolean {
  return (SEATED_ROLES as readonly Role[]).includes(role);
}

/** The court room id of a Judge or Reader (400 for an unknown value); other roles keep none. */
async function courtRoomIdFor(db: Database, input: AddUserInput): Promise<number | null> {
  if (!isSeated(input.role) || !input.courtRoom) return null;
  const [room] = await db
    .select({ id: courtRooms.id })
    .from(courtRooms)
    .where(eq(courtRooms.value, input.courtRoom));
  if (!room) throw badRequest(MESSAGES.courtRoomUnknown, 'courtRoom');
  return room.id;
}

async function columnsOf(db: Database, input: AddUserInput) {
  return { ...personColumns(input), courtRoomId: await courtRoomIdFor(db, input) };
}

function audit(context: AdminContext) {
  const { admin, client } = context;
  return { client, userId: admin.id, role: admin.role, userIdentifier: admin.email };
}

async function requireUser(db: Database, id: string): Promise<AdminUserRecord> {
  const user = await findAdminUser(db, id);
  if (!user) throw notFound(MESSAGES.userNotFound);
  return user;
}

function sendCode(db: Database, user: Recipient, purpose: PasswordPurpose, context: AdminContext) {
  return sendPasswordCode(db, context.notifier, { user, purpose, origin: context.origin }, context.log);
}

/**
 * A staff or public account without a password: the person sets one with the code e-mailed to them. If the
 * e-mail cannot be sent, the account is removed again (no transaction spans the delivery: it may be slow,
 * and the dev outbox writes through its own connection).
 */
export async function createUser(
  db: Database,
  input: AddUserInput,
  context: AdminContext,
): Promise<AdminUserRecord> {
  const columns = await columnsOf(db, input);
  const verification = verificationOnSave(columns, undefined, context.admin);
  const row = await insertUser(db, { ...columns, ...verification, country: DEFAULT_COUNTRY });
  try {
    await sendCode(db, row, 'set_password', context);
  } catch (error) {
    await db.delete(users).where(eq(users.id, row.id));
    throw error;
  }
  await removeUnverifiedHolders(db, row, row.id);
  await recordAccess(db, {
    ...audit(context),
    event: 'user_created',
    target: row.email,
    detail: `role ${row.role}`,
  });
  if (row.advocateVerifiedAt) await recordVerifiedOnSave(db, context, row);
  return requireUser(db, row.id);
}

export async function updateUser(
  db: Database,
  id: string,
  input: AddUserInput,
  context: AdminContext,
): Promise<AdminUserRecord> {
  const before = await requireUser(db, id);
  if (id === context.admin.id && input.role !== before.role)
    throw badRequest(MESSAGES.cannotChangeOwnRole, 'role');
  const columns = await columnsOf(db, input);
  await assertContactsFree(db, input, id);
  await assertEnrollmentFree(db, columns.enrollmentNumber, id);
  const verification = verificationOnSave(columns, before, context.admin);
  await db
    .update(users)
    .set({ ...columns, ...verification })
    .where(eq(users.id, id))
    .catch(rethrowContactTaken);
  await removeUnverifiedHolders(db, input, id);
  const after = await requireUser(db, id);
  await withdrawCodesSentTo(db, id, formerCodeTargets(before, after));
  await recordAccess(db, {
    ...audit(context),
    event: 'user_updated',
    target: after.email,
    detail: describeAccountChanges(before, after),
  });
  if (verification?.advocateVerifiedAt) await recordVerifiedOnSave(db, context, after);
  return after;
}

/** Deactivation also ends every session of the user at once; an admin cannot deactivate themselves. */
export async function setUserActive(
  db: Database,
  id: string,
  isActive: boolean,
  context: AdminContext & { endUserSessions: (userId: string) => void },
): Promise<AdminUserRecord> {
  if (!isActive && id === context.admin.id) throw badRequest(MESSAGES.cannotDeactivateSelf, 'isActive');
  const user = await requireUser(db, id);
  await db.update(users).set({ isActive }).where(eq(users.id, id));
  if (!isActive) {
    await revokeUserSessions(db, id);
    context.endUserSessions(id);
  }
  await recordAccess(db, {
    ...audit(context),
    event: isActive ? 'user_activated' : 'user_deactivated',
    target: user.email,
  });
  return { ...user, isActive };
}

export async function sendResetCode(db: Database, id: string, context: AdminContext): Promise<void> {
  const user = await requireUser(db, id);
  await sendCode(db, user, 'reset_password', context);
  await recordAccess(db, { ...audit(context), event: 'reset_code_sent', target: user.email });
}
