import { MESSAGES } from '@nyaya/shared';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { captchaSolutions } from '../../core/db/schema/index.ts';
import { badRequest } from '../../core/errors.ts';

const CAPTCHA_FIELD = 'captchaValue';
const CAPTCHA_TTL_MS = 5 * 60_000;
/**
 * The proof of work: the widget tries counters from 0 up to one picked here, deriving a PBKDF2 key of this cost
 * at each (about a second on a phone); the server derives just one key to check the answer.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 500;
const COUNTER_RANGE = { min: 1_000, max: 2_000 };

/** The widget's payload: base64 of JSON {challenge, solution}. Only shape is checked here; altcha-lib does the rest. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string().min(1),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      // Every challenge made here expires; one without is not ours.
      expiresAt: z.number(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

export type Captcha = {
  /** A fresh signed challenge, as the ALTCHA widget fetches it. */
  challenge: () => Promise<Challenge>;
  /**
   * Accepts a solved, unexpired challenge once (on any instance); else a 400 on captchaValue, saying
   * `missing` when there is none.
   */
  verify: (payload: string | undefined, missing?: string) => Promise<void>;
};

/** Both HMAC keys are derived from a configured secret, so instances agree and no new secret is needed. */
function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex');
}

function decode(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

export function createCaptcha(db: Database, secret: string): Captcha {
  const hmacSignatureSecret = derivedSecret(secret, 'signature');
  const hmacKeySignatureSecret = derivedSecret(secret, 'key-signature');
  const invalid = () => badRequest(MESSAGES.captchaInvalid, CAPTCHA_FIELD);

  /** Remembers a solved challenge until it expires; false when it was already used. */
  async function firstUse(challengeId: string, expiresAt: Date): Promise<boolean> {
    await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
    const inserted = await db
      .insert(captchaSolutions)
      .values({ challengeId, expiresAt })
      .onConflictDoNothing()
      .returning({ challengeId: captchaSolutions.challengeId });
    return inserted.length === 1;
  }

  return {
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_RANGE.max, COUNTER_RANGE.min),
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    verify: async (payload, missing = MESSAGES.captchaRequired) => {
      if (!payload) throw badRequest(missing, CAPTCHA_FIELD);
      const decoded = decode(payload);
      if (!decoded) throw invalid();
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => undefined);
      if (!result?.verified) throw invalid();
      const { nonce, expiresAt } = decoded.challenge.parameters;
      if (!(await firstUse(nonce, new Date(expiresAt * 1000)))) throw invalid();
    },
  };
}
