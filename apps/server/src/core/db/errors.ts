/** SQLSTATE codes the services turn into answers a person understands. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a failed query, whichever driver raised it (drizzle wraps the driver's error as its cause). */
export function sqlStateOf(error: unknown): string | undefined {
  for (const candidate of [error, error instanceof Error ? error.cause : undefined]) {
    if (candidate instanceof Object && 'code' in candidate && typeof candidate.code === 'string') {
      return candidate.code;
    }
  }
  return undefined;
}

/**
 * A delete refused because other rows still point at it (an ON DELETE RESTRICT key). PostgreSQL 17 reports it as
 * restrict_violation (23001), earlier versions as foreign_key_violation (23503).
 */
export function isReferencedRowDelete(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '23001' || state === FOREIGN_KEY_VIOLATION;
}

/**
 * Runs a write that checked for a duplicate first: one racing another past that check hits the unique index, and
 * gets the same answer the check gives.
 */
export async function onDuplicate<T>(work: () => Promise<T>, duplicate: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw duplicate();
    throw error;
  }
}
