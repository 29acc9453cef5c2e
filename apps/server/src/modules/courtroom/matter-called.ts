import { COURTROOM_EVENTS, type MatterCalled } from '@nyaya/shared';
import { userRoom } from '../../realtime/socket-server.ts';
import type { CauseListRecord } from '../cause-list/index.ts';
import { verifiedAdvocatesEnrolled } from '../users/index.ts';
import type { CourtroomDeps } from './context.ts';

/**
 * The judge called a hearing: the verified advocates its cause-list entry names are told on every socket they
 * have open, so their pages turn it to Join at once. Telling them never holds up or fails the call itself.
 */
export async function tellAdvocatesOfCall(deps: CourtroomDeps, roomId: string, listing: CauseListRecord) {
  try {
    const enrolled = [listing.petitionerEnrollmentId, listing.respondentEnrollmentId];
    const advocates = await verifiedAdvocatesEnrolled(deps.db, enrolled);
    if (advocates.length === 0) return;
    const called: MatterCalled = {
      hearingId: listing.hearingId,
      roomId,
      courtRoom: listing.courtRoom,
      cnr: listing.cnr,
      caseNumber: listing.caseNumber,
      petitioner: listing.petitioner,
      defendant: listing.respondent,
    };
    deps.io.to(advocates.map(userRoom)).emit(COURTROOM_EVENTS.matterCalled, called);
  } catch (error) {
    deps.log.error({ err: error, roomId }, 'courtroom: telling the advocates of a call failed');
  }
}
