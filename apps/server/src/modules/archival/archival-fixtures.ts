import { courtDaysAgo, demoAccount } from '@nyaya/shared';
import { count, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accessLog, archivalRequests, users } from '../../db/schema/index.ts';
import type { TestClient } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { CAUSE_LIST_PATH, entryBody } from '../cause-list/cause-list-fixtures.ts';

export const ARCHIVAL_PATH = '/archival';

/** The court's date some days back. */
export const daysAgo = courtDaysAgo;

/** A hearing that took place: CNR DLNW010000<nn>2024, ten days ago, in Room1, unless told otherwise. */
export const PAST = { cnr: 'DLNW010000402024', hearingDate: daysAgo(10), roomNo: 'Room1' } as const;
/** The court PAST is heard in: the one court room of its complex (DLNW01) that Room1 streams. */
export const PAST_COURT = {
  en: 'Rohini Courts (DLNW01), Court No. 1 (District & Sessions Judge)',
  hi: 'रोहिणी न्यायालय (DLNW01), न्यायालय कक्ष सं. 1 (ज़िला एवं सत्र न्यायाधीश)',
};

/** Lists a case in the cause list through the Controller's own form (a past date is allowed there). */
export async function listHearing(
  controller: TestClient,
  hearing: { cnr: string; hearingDate: string; roomNo: string },
) {
  const body = entryBody({ cnr: hearing.cnr, nextDate: hearing.hearingDate, roomNo: hearing.roomNo });
  const response = await controller.post(`${CAUSE_LIST_PATH}/addCauseList`, body);
  expect(response.statusCode).toBe(201);
}

const REASON = 'I need the recording of this hearing for my appeal.';

/** A valid Create Request form (the Controller's); override any field (undefined leaves it out). */
export function createBody(overrides: Record<string, unknown> = {}) {
  return { requesterEmail: demoAccount('Individual').email, ...PAST, reason: REASON, ...overrides };
}

/** A valid request modal of an Expired case (a requester's own). */
export function ownBody(overrides: Record<string, unknown> = {}) {
  const { cnr, hearingDate } = PAST;
  return { cnr, hearingDate, reason: REASON, termsAccepted: true, ...overrides };
}

export async function requestCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(archivalRequests);
  return row?.total ?? 0;
}

export async function lastAccessLog(t: TestApp) {
  const [row] = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
  return row;
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
