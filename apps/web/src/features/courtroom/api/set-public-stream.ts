import type { CauseListEntry, PublicStreamDecision } from '@nyaya/shared';
import { api } from '../../../lib/api-client';
import { useNotifiedChange } from '../../../lib/use-notified-change';
import { ROOM_DAY_LIST_KEY } from './get-room-day-list';

type PublicStreamChange = { hearingId: number; decision: PublicStreamDecision };

/** The judge's Allow/Dismiss: whether the hearing goes on the public stream. */
export function setPublicStream({ hearingId, decision }: PublicStreamChange) {
  return api.send<CauseListEntry>('PUT', `/courtroom/hearings/${hearingId}/publicStream`, { decision });
}

export function useSetPublicStream() {
  return useNotifiedChange(setPublicStream, { refreshes: [ROOM_DAY_LIST_KEY] });
}
