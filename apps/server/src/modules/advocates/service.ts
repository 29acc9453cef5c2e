import { MESSAGES } from '@nyaya/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { conflict, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAccess } from '../../core/access-log.ts';
import { revokeUserSessions } from '../../core/sessions/sessions.ts';
import { ADVOCATES_BY_STATUS, findApplicant, type ApplicantRecord } from './queries.ts';

async function mustFind(db: Database, userId: string): Promise<ApplicantRecord> {
  const row = await findApplicant(db, userId);
  if (!row) throw notFound(MESSAGES.advocateNotFound, 'userId');
  return row;
}

type Decision = { event: 'advocate_verified' | 'advocate_rejected'; set: Partial<typeof users.$inferInsert> };

/**
 * Decides a pending applicant. The update itself checks that they are still pending, so of two deciding at
 * once exactly one succeeds and the other gets 409; the change and its access-log line commit together.
 */
function decide(db: Database, userId: string, decision: Decision, actor: Actor, note?: string) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set(decision.set)
      .where(and(eq(users.id, userId), ADVOCATES_BY_STATUS.pending))
      .returning({ id: users.id });
    if (!updated) {
      await mustFind(tx, userId);
      throw conflict(MESSAGES.advocateAlreadyDecided);
    }
    const applicant = await mustFind(tx, userId);
    const enrollment = `enrollment ${applicant.enrollmentNumber ?? 'none'}`;
    await recordAccess(tx, {
      ...actor,
      event: decision.event,
      target: applicant.email,
      detail: note === undefined ? enrollment : `${enrollment}; note: ${note}`,
    });
    return applicant;
  });
}

/** The enrollment was found on the Bar Council roll: the Advocate may now wait in lobbies for their cases. */
export function verifyAdvocate(db: Database, userId: string, actor: Actor): Promise<ApplicantRecord> {
  const set = { advocateVerifiedAt: new Date(), advocateVerifiedBy: actor.userId };
  return decide(db, userId, { event: 'advocate_verified', set }, actor);
}

/** Not on the roll (or not this person): the account is deactivated and signed out everywhere. */
export async function rejectAdvocate(
  db: Database,
  userId: string,
  note: string,
  actor: Actor & { endUserSessions: (userId: string) => void },
): Promise<ApplicantRecord> {
  const { endUserSessions, ...who } = actor;
  const applicant = await decide(
    db,
    userId,
    { event: 'advocate_rejected', set: { isActive: false } },
    who,
    note,
  );
  await revokeUserSessions(db, userId);
  endUserSessions(userId);
  return applicant;
}
