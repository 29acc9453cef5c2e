import type { CaseRow, SavedCase } from '@nyaya/shared';
import type { SavedCaseRecord } from './saved-case-queries.ts';

export function presentSavedCase(saved: SavedCaseRecord, hearing: CaseRow | null): SavedCase {
  return { cnr: saved.cnr, savedAt: saved.savedAt.toISOString(), hearing };
}
