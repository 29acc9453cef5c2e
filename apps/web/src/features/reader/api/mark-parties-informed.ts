import type { CauseListDayEntry } from '@nyaya/shared';
import { api } from '../../../lib/api-client';
import { useNotifiedChange } from '../../../lib/use-notified-change';
import { DAY_LIST_KEY } from './get-day-list';

type PartiesInformed = { hearingId: number; informed: boolean };

/** Marks (or unmarks) that the parties of a hearing were told it will be streamed. */
export function markPartiesInformed({ hearingId, informed }: PartiesInformed) {
  return api.send<CauseListDayEntry>('PUT', `/causeList/reader/partiesInformed/${hearingId}`, {
    informed,
  });
}

export function useMarkPartiesInformed() {
  return useNotifiedChange(markPartiesInformed, { refreshes: [DAY_LIST_KEY] });
}
