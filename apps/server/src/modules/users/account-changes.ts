import type { AdminUserRecord } from './admin-records.ts';

const AUDITED_FIELDS = [
  'role',
  'firstName',
  'lastName',
  'email',
  'dialCode',
  'mobile',
  'courtRoom',
  'enrollmentNumber',
] as const satisfies readonly (keyof AdminUserRecord)[];

/** The access log's account of an edit, e.g. "role Judge → Reader; courtRoom 1^1 → none". */
export function describeAccountChanges(before: AdminUserRecord, after: AdminUserRecord): string {
  const changes = AUDITED_FIELDS.filter((field) => before[field] !== after[field]).map(
    (field) => `${field} ${before[field] ?? 'none'} → ${after[field] ?? 'none'}`,
  );
  return changes.length ? changes.join('; ') : 'no changes';
}
