import { can, type StreamingExclusion, type WithheldReason } from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import { namesEnrollment } from '../cause-list/index.ts';
import type { UserRecord } from '../../core/user-records.ts';
import { streamingRoomOfUser } from '../hosts/index.ts';

/** Who asks, as far as the rule on excluded matters' names needs to know. */
export type PartyViewer = Pick<UserRecord, 'id' | 'role' | 'enrollmentNumber' | 'advocateVerifiedAt'>;

/**
 * Whose excluded matters' names a viewer may see: every room's (a Controller), one streaming room's (its Judge and
 * Reader), the matters naming one enrollment (a verified advocate appears in them), or none.
 */
export type PartiesSeen = 'every room' | { streamingRoomId: number } | { enrollmentNumber: string } | 'none';

export async function partiesSeenBy(db: Database, viewer: PartyViewer): Promise<PartiesSeen> {
  if (viewer.role === 'Advocate' && viewer.advocateVerifiedAt && viewer.enrollmentNumber) {
    return { enrollmentNumber: viewer.enrollmentNumber };
  }
  if (!can(viewer.role, 'parties:viewWithheld')) return 'none';
  if (viewer.role === 'Controller') return 'every room';
  const streamingRoomId = await streamingRoomOfUser(db, viewer.id);
  return streamingRoomId === undefined ? 'none' : { streamingRoomId };
}

type Hearing = {
  streamingExclusion: StreamingExclusion;
  streamingRoomId: number;
  petitionerEnrollmentId: string;
  respondentEnrollmentId: string;
};

function sees(seen: PartiesSeen, hearing: Hearing): boolean {
  if (seen === 'every room') return true;
  if (seen === 'none') return false;
  if ('streamingRoomId' in seen) return seen.streamingRoomId === hearing.streamingRoomId;
  return namesEnrollment(hearing, seen.enrollmentNumber);
}

/** The exclusion that keeps a hearing's party and advocate names from the viewer; null when they may see them. */
export function withheldFrom(seen: PartiesSeen, hearing: Hearing): WithheldReason | null {
  return hearing.streamingExclusion === 'none' || sees(seen, hearing) ? null : hearing.streamingExclusion;
}
