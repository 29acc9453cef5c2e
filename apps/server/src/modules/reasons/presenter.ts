import { keptText, type PauseReason } from '@nyaya/shared';
import type { ReasonRow } from './service.ts';

export function presentReason(row: ReasonRow): PauseReason {
  return { id: row.id, reason: row.reason, ...keptText(row.message) };
}
