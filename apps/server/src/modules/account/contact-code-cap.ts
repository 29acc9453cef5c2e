import { CONTACT_CODES_PER_DAY, DAY_MS, MESSAGES } from '@nyaya/shared';
import { and, count, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { contactCodeSends } from '../../core/db/schema/index.ts';
import { tooManyRequests } from '../../core/errors.ts';

const withinDay = (now: Date) => gt(contactCodeSends.sentAt, new Date(now.getTime() - DAY_MS));
const capReached = () => tooManyRequests(MESSAGES.contactCodesDailyLimit);

/** 429 when any of these targets has had its CONTACT_CODES_PER_DAY codes in the last day. */
export async function assertCodesLeftToday(db: Database, targets: string[], now = new Date()): Promise<void> {
  const [full] = await db
    .select({ target: contactCodeSends.target })
    .from(contactCodeSends)
    .where(and(inArray(contactCodeSends.target, targets), withinDay(now)))
    .groupBy(contactCodeSends.target)
    .having(({ target }) => gte(count(target), CONTACT_CODES_PER_DAY))
    .limit(1);
  if (full) throw capReached();
}

/**
 * Counts a code about to go to a target no account has verified, refusing (429) one past the day's
 * CONTACT_CODES_PER_DAY. Counted first and checked after, so requests racing for the last code cannot all pass.
 * Returns what uncountCode takes back when the code is not sent after all.
 */
export async function countCode(db: Database, target: string, now = new Date()): Promise<number> {
  const [counted] = await db
    .insert(contactCodeSends)
    .values({ target, sentAt: now })
    .returning({ id: contactCodeSends.id });
  if (!counted) throw new Error('contact code send insert returned nothing');
  const [sent] = await db
    .select({ total: count() })
    .from(contactCodeSends)
    .where(and(eq(contactCodeSends.target, target), withinDay(now)));
  if ((sent?.total ?? 0) > CONTACT_CODES_PER_DAY) {
    await uncountCode(db, counted.id);
    throw capReached();
  }
  return counted.id;
}

export async function uncountCode(db: Database, id: number): Promise<void> {
  await db.delete(contactCodeSends).where(eq(contactCodeSends.id, id));
}

/** Forgets the codes sent more than a day ago, which no cap counts any more; returns how many. */
export async function pruneContactCodeSends(db: Database, now = new Date()): Promise<number> {
  const pruned = await db
    .delete(contactCodeSends)
    .where(lt(contactCodeSends.sentAt, new Date(now.getTime() - DAY_MS)))
    .returning({ id: contactCodeSends.id });
  return pruned.length;
}
