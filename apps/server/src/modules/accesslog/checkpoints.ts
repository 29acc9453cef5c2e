import {
  ACCESS_LOG_CHECKPOINT_FORMAT,
  canonicalJson,
  HOUR_MS,
  type AccessLogChainProblem,
  type AccessLogCheckpointBody,
} from '@nyaya/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { createPublicKey, verify } from 'node:crypto';
import { checkAccessLogChain } from '../../core/access-log-chain.ts';
import type { Database } from '../../core/db/client.ts';
import { accessLog, accessLogCheckpoints } from '../../core/db/schema/index.ts';
import { keyIdOf, type RecordSigner } from '../../core/record-signer.ts';

const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/** A checkpoint the log no longer agrees with, or one the court's key did not sign. */
export type CheckpointProblem =
  | { kind: 'unsigned'; slot: string }
  /** The rows up to the checkpoint's head changed since (`edited`: the row there is not as it was) or went. */
  | { kind: 'edited' | 'missing'; slot: string; rowId: number };

const bodyBytes = (body: AccessLogCheckpointBody) => Buffer.from(canonicalJson(body));

/**
 * Checks the log against every checkpoint signed before: each signed by the court's key, and the row at its head
 * still there with the hash it had. What the chain alone cannot show: its rows rewritten with their hashes
 * recomputed, or its last rows cut off.
 */
export async function checkCheckpoints(
  db: Database,
  publicKeyPem: string,
): Promise<CheckpointProblem | null> {
  const publicKey = createPublicKey(publicKeyPem);
  const keyId = keyIdOf(publicKey);
  const checkpoints = await db
    .select({
      slot: accessLogCheckpoints.slot,
      body: accessLogCheckpoints.body,
      keyId: accessLogCheckpoints.keyId,
      signature: accessLogCheckpoints.signature,
      hashAtHead: accessLog.hash,
    })
    .from(accessLogCheckpoints)
    .leftJoin(accessLog, eq(accessLog.id, sql`(${accessLogCheckpoints.body} ->> 'headId')::integer`))
    .orderBy(asc(accessLogCheckpoints.slot));
  for (const { slot, body, keyId: signedBy, signature, hashAtHead } of checkpoints) {
    const at = slot.toISOString();
    const signed =
      signedBy === keyId && verify(null, bodyBytes(body), publicKey, Buffer.from(signature, 'base64'));
    if (!signed) return { kind: 'unsigned', slot: at };
    if (body.headId === null) continue;
    if (hashAtHead === null) return { kind: 'missing', slot: at, rowId: body.headId };
    if (hashAtHead !== body.headHash) return { kind: 'edited', slot: at, rowId: body.headId };
  }
  return null;
}

/**
 * Takes this hour's checkpoint unless an instance has: checks the chain whole and signs what it found. A problem
 * found is signed with it, so that System Health shows it and the next checks keep to the rows before it.
 */
export async function takeCheckpoint(
  db: Database,
  signer: RecordSigner,
  now = new Date(),
): Promise<AccessLogCheckpointBody | null> {
  const slot = hourOf(now);
  if ((await db.$count(accessLogCheckpoints, eq(accessLogCheckpoints.slot, slot))) > 0) return null;
  const chain = await checkAccessLogChain(db);
  const checkpointProblem = chain.problem ? null : await checkCheckpoints(db, signer.publicKeyPem);
  const problem: AccessLogChainProblem | null =
    chain.problem ??
    (checkpointProblem && 'rowId' in checkpointProblem
      ? { kind: checkpointProblem.kind, rowId: checkpointProblem.rowId }
      : null);
  const body: AccessLogCheckpointBody = {
    format: ACCESS_LOG_CHECKPOINT_FORMAT,
    checkedAt: now.toISOString(),
    rows: chain.rows,
    headId: chain.headId,
    headHash: chain.headHash,
    problem,
  };
  const [taken] = await db
    .insert(accessLogCheckpoints)
    .values({ slot, body, keyId: signer.keyId, signature: signer.sign(bodyBytes(body)) })
    .onConflictDoNothing()
    .returning({ id: accessLogCheckpoints.id });
  return taken ? body : null;
}

/** The newest checkpoint's record of the chain, for System Health. */
export async function lastCheckpoint(db: Database): Promise<AccessLogCheckpointBody | null> {
  const [last] = await db
    .select({ body: accessLogCheckpoints.body })
    .from(accessLogCheckpoints)
    .orderBy(desc(accessLogCheckpoints.slot))
    .limit(1);
  return last?.body ?? null;
}

type CheckpointLog = { error: (details: object, message: string) => void; warn: (message: string) => void };

/**
 * Takes a checkpoint now (the hour's, if none is yet) and at the start of every hour. The function returned stops
 * it, once a checkpoint being taken is done.
 */
export function startAccessLogCheckpoints(
  db: Database,
  signer: RecordSigner,
  log: CheckpointLog,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const take = async () => {
    try {
      const body = await takeCheckpoint(db, signer);
      if (body?.problem) {
        log.warn(`Access log: the chain does not hold at row ${body.problem.rowId} (${body.problem.kind})`);
      }
    } catch (error) {
      log.error({ err: error }, 'access log: the hourly checkpoint failed');
    }
    if (stopped) return;
    const now = Date.now();
    timer = setTimeout(() => (taking = take()), hourOf(new Date(now)).getTime() + HOUR_MS - now);
  };
  let taking = take();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await taking;
  };
}
