import {
  DAY_MS,
  MESSAGES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  type OtpPurpose,
} from '@nyaya/shared';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../core/db/client.ts';
import { otpChallenges } from '../../core/db/schema/index.ts';
import { badRequest, tooManyRequests } from '../../core/errors.ts';

export type OtpRequest = { userId: string; purpose: OtpPurpose; target: string };
export type IssuedOtp = { token: string; code: string; challengeId: string };
export type OtpChallenge = OtpRequest & { challengeId: string };
/** When a code is sent, and how long after the last one of its purpose it may be (OTP_RESEND_SECONDS unless configured). */
export type OtpTiming = { now?: Date; resendAfterSeconds?: number };
/**
 * Makes a challenge's token from its id, for a code whose token the server must be able to hand out again (see
 * auth/verification-tokens.ts); without one the token is random and only its holder has it.
 */
export type TokenOf = (challengeId: string) => string;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The code is hashed together with the challenge token, which the database does not hold: a leaked table
 * cannot be brute-forced for its six digits.
 */
function codeHash(token: string, code: string): string {
  return sha256(`${token}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

const invalidToken = () => badRequest(MESSAGES.resetTokenInvalid, 'token');

/**
 * Sends a fresh code for one purpose to one target of one user. A new code replaces the unused ones of the
 * same purpose, and may only follow the last one after the resend interval.
 */
export async function issueOtp(
  db: Database,
  request: OtpRequest,
  timing: OtpTiming = {},
  tokenOf?: TokenOf,
): Promise<IssuedOtp> {
  const now = timing.now ?? new Date();
  await replaceChallenges(db, ofUserAndPurpose(request), {
    now,
    resendAfterSeconds: timing.resendAfterSeconds,
  });
  const id = randomUUID();
  const token = tokenOf ? tokenOf(id) : newToken();
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  const challengeId = await insertChallenge(
    db,
    { ...request, id, token, codeHash: codeHash(token, code) },
    now,
  );
  return { token, code, challengeId };
}

/**
 * A challenge for a target that is no account's: its token behaves like a real one (wrong code, tries, expiry,
 * the resend interval per target) but no code ever matches it.
 */
export async function issueDecoyOtp(
  db: Database,
  request: { purpose: OtpPurpose; target: string },
  timing: OtpTiming = {},
): Promise<string> {
  const now = timing.now ?? new Date();
  const samePurpose = and(
    isNull(otpChallenges.userId),
    eq(otpChallenges.purpose, request.purpose),
    eq(otpChallenges.target, request.target),
  );
  await replaceChallenges(db, samePurpose, { now, resendAfterSeconds: timing.resendAfterSeconds });
  const token = newToken();
  await insertChallenge(db, { ...request, userId: null, token, codeHash: UNMATCHABLE_CODE_HASH }, now);
  return token;
}

/** No sha256 hex digest is empty, so a decoy's code never matches. */
const UNMATCHABLE_CODE_HASH = '';

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

async function sentWithinInterval(
  db: Database,
  samePurpose: SQL | undefined,
  { now, resendAfterSeconds = OTP_RESEND_SECONDS }: { now: Date; resendAfterSeconds?: number | undefined },
): Promise<boolean> {
  const [last] = await db
    .select({ lastSentAt: otpChallenges.lastSentAt })
    .from(otpChallenges)
    .where(samePurpose)
    .orderBy(desc(otpChallenges.lastSentAt))
    .limit(1);
  return last !== undefined && now.getTime() - last.lastSentAt.getTime() < resendAfterSeconds * 1000;
}

const ofUserAndPurpose = (request: { userId: string; purpose: OtpPurpose }) =>
  and(eq(otpChallenges.userId, request.userId), eq(otpChallenges.purpose, request.purpose));

/** Whether the user was sent a code of this purpose within the resend interval (issueOtp would refuse one now). */
export function codeSentWithinInterval(
  db: Database,
  request: { userId: string; purpose: OtpPurpose },
  timing: OtpTiming = {},
): Promise<boolean> {
  return sentWithinInterval(db, ofUserAndPurpose(request), { ...timing, now: timing.now ?? new Date() });
}

/** Refuses a resend within the resend interval of the last code, then retires the unused earlier codes. */
async function replaceChallenges(
  db: Database,
  samePurpose: SQL | undefined,
  timing: { now: Date; resendAfterSeconds?: number | undefined },
): Promise<void> {
  if (await sentWithinInterval(db, samePurpose, timing)) throw tooManyRequests(MESSAGES.otpResendTooSoon);
  const { now } = timing;
  await db
    .update(otpChallenges)
    .set({ consumedAt: now, replacedAt: now })
    .where(and(samePurpose, isNull(otpChallenges.consumedAt)));
}

async function insertChallenge(
  db: Database,
  challenge: {
    id?: string;
    userId: string | null;
    purpose: OtpPurpose;
    target: string;
    token: string;
    codeHash: string;
  },
  now: Date,
): Promise<string> {
  const { token, ...columns } = challenge;
  const [row] = await db
    .insert(otpChallenges)
    .values({
      ...columns,
      tokenHash: sha256(token),
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    })
    .returning({ id: otpChallenges.id });
  if (!row) throw new Error('OTP challenge insert returned nothing');
  return row.id;
}

/**
 * Checks a code against its challenge and marks the challenge verified. A wrong code counts as a try (in one
 * UPDATE, so parallel guesses all count); after OTP_MAX_ATTEMPTS the challenge is dead, right code or not.
 */
export async function verifyOtp(
  db: Database,
  input: { token: string; code: string; purposes?: readonly OtpPurpose[] },
  now = new Date(),
): Promise<OtpChallenge> {
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.tokenHash, sha256(input.token)));
  if (!challenge || challenge.consumedAt) throw invalidToken();
  if (input.purposes && !input.purposes.includes(challenge.purpose)) throw invalidToken();
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw tooManyRequests(MESSAGES.otpTooManyTries, 'otp');
  if (challenge.expiresAt <= now) throw badRequest(MESSAGES.otpExpired, 'otp');

  if (!sameHash(challenge.codeHash, codeHash(input.token, input.code))) {
    const [counted] = await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(eq(otpChallenges.id, challenge.id), lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ id: otpChallenges.id });
    if (!counted) throw tooManyRequests(MESSAGES.otpTooManyTries, 'otp');
    throw badRequest(MESSAGES.otpWrong, 'otp');
  }
  const { userId, purpose, target } = challenge;
  if (!userId) throw new Error('A decoy OTP challenge matched a code');
  if (!challenge.verifiedAt) {
    await db.update(otpChallenges).set({ verifiedAt: now }).where(eq(otpChallenges.id, challenge.id));
  }
  return { challengeId: challenge.id, userId, purpose, target };
}

/** Uses up a verified, unexpired challenge for the final step; a token works here once. */
export async function consumeOtp(
  db: Database,
  token: string,
  purposes: readonly OtpPurpose[],
  now = new Date(),
): Promise<OtpChallenge> {
  const [challenge] = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.tokenHash, sha256(token)),
        inArray(otpChallenges.purpose, [...purposes]),
        isNull(otpChallenges.consumedAt),
        isNotNull(otpChallenges.verifiedAt),
        gt(otpChallenges.expiresAt, now),
      ),
    )
    .returning();
  const userId = challenge?.userId;
  if (!challenge || !userId) throw invalidToken();
  const { purpose, target } = challenge;
  return { challengeId: challenge.id, userId, purpose, target };
}

/**
 * Withdraws a user's unused codes sent to addresses the account no longer has (an e-mail or mobile just changed):
 * a code waiting in an old mailbox or on an old number must not open the account.
 */
export async function withdrawCodesSentTo(db: Database, userId: string, targets: string[]): Promise<void> {
  if (targets.length === 0) return;
  await db
    .delete(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, userId),
        inArray(otpChallenges.target, targets),
        isNull(otpChallenges.consumedAt),
      ),
    );
}

/** A code still waiting to be entered, named again by its token (which only its TokenOf can make). */
export type PendingOtp = OtpRequest & { token: string; lastSentAt: Date };

/**
 * The user's codes of these purposes that can still be entered (unused, unexpired, tries left), newest first, with
 * their tokens made again by `tokenOf`; a code issued with another token (a random one) is not among them.
 */
export async function pendingOtps(
  db: Database,
  { userId, purposes, tokenOf }: { userId: string; purposes: readonly OtpPurpose[]; tokenOf: TokenOf },
  now = new Date(),
): Promise<PendingOtp[]> {
  const open = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, userId),
        inArray(otpChallenges.purpose, [...purposes]),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now),
        lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(otpChallenges.lastSentAt));
  return open.flatMap((challenge) => {
    const token = tokenOf(challenge.id);
    if (!sameHash(challenge.tokenHash, sha256(token))) return [];
    const { purpose, target, lastSentAt } = challenge;
    return [{ userId, purpose, target, token, lastSentAt }];
  });
}

/** How long a challenge stays after it expired: a late try still hears "expired" rather than "invalid". */
const KEEP_EXPIRED_MS = DAY_MS;

/** Deletes challenges (decoys included) that expired more than a day ago; returns how many. */
export async function pruneOtpChallenges(db: Database, now = new Date()): Promise<number> {
  const pruned = await db
    .delete(otpChallenges)
    .where(lt(otpChallenges.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)))
    .returning({ id: otpChallenges.id });
  return pruned.length;
}

/** Removes a challenge whose code never reached its target. */
export async function withdrawOtp(db: Database, challengeId: string): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
}

/** Whose a live challenge of these purposes is, and where its code went; 400 for a token of none (used, replaced). */
export async function openChallengeOf<Purpose extends OtpPurpose>(
  db: Database,
  token: string,
  purposes: readonly Purpose[],
): Promise<{ userId: string | null; purpose: Purpose; target: string }> {
  const [challenge] = await db
    .select({
      userId: otpChallenges.userId,
      purpose: otpChallenges.purpose,
      target: otpChallenges.target,
    })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.tokenHash, sha256(token)),
        isNull(otpChallenges.consumedAt),
        inArray(otpChallenges.purpose, [...purposes]),
      ),
    );
  if (!challenge) throw invalidToken();
  // The query kept only these purposes.
  return { ...challenge, purpose: challenge.purpose as Purpose };
}
