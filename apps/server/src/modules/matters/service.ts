import { MESSAGES, courtDate, type MyMatter } from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import { forbidden } from '../../core/errors.ts';
import { meetingPathsOn } from '../external-meetings/index.ts';
import { findUserRecord } from '../../core/user-records.ts';
import { presentMyMatter } from './presenter.ts';
import { hearingsNaming } from './queries.ts';

/**
 * The signed-in advocate's matters on the court's today. Only once the control room verified their enrollment:
 * before that it is only a number they typed, and could be someone else's.
 */
export async function todaysMattersOf(db: Database, userId: string): Promise<MyMatter[]> {
  // Read afresh, not from the session: a verification since sign-in counts at once.
  const user = await findUserRecord(db, userId);
  if (!user?.advocateVerifiedAt || user.enrollmentNumber === null) {
    throw forbidden(MESSAGES.advocateAwaitingVerification);
  }
  const today = courtDate();
  const [matters, meetings] = await Promise.all([
    hearingsNaming(db, user.enrollmentNumber, today),
    meetingPathsOn(db, today),
  ]);
  return matters.map((matter) => presentMyMatter(matter, today, meetings.get(matter.roomId) ?? null));
}
