import { MESSAGES } from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, sqlStateOf } from '../../core/db/errors.ts';
import { conflict, type AppError } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAccess } from '../../core/access-log.ts';

export async function recordMasterChange(db: Database, actor: Actor, target: string, detail: string) {
  await recordAccess(db, { ...actor, event: 'master_changed', target, detail });
}

/** "name A → B, value X → Y": the fields that changed, for the access log. */
export function describeChanges<T extends Record<string, unknown>>(
  before: T,
  after: T,
  labels: Partial<Record<keyof T, string>>,
): string {
  const changed = Object.entries(labels)
    .filter(([key]) => before[key] !== after[key])
    .map(([key, label]) => `${String(label)} ${String(before[key])} → ${String(after[key])}`);
  return changed.length > 0 ? changed.join(', ') : 'no changes';
}

/**
 * One change and its access-log line in one transaction. Checks made inside may still race another request:
 * a value taken meanwhile is the same 409 the check gives, and a broken reference (a parent deleted, a child
 * added meanwhile) is the error the caller names: in use for a delete, the missing parent for a save.
 */
export async function changeMaster<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  onForeignKey: () => AppError = inUse,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const state = sqlStateOf(error);
    if (state === UNIQUE_VIOLATION) throw conflict(MESSAGES.valueTaken, 'value');
    if (state === FOREIGN_KEY_VIOLATION) throw onForeignKey();
    throw error;
  }
}

export function inUse() {
  return conflict(MESSAGES.inUse);
}
