import { roomChanged, type CourtroomDeps } from './context.ts';
import { closeHearingSessionsOfRoom } from './hearings.ts';

/**
 * A court is live only while its judge is there: once their last socket has been gone for as long as a recording
 * waits for its recorder (RECORDING_ABANDON_SECONDS), the hearing ends, so neither the front door's "Live now" nor
 * search's Live lists a court nobody sits in. A recording still receiving chunks keeps them present, its chunks coming only from their
 * sockets; the recording itself is the recording watch's to finalise, and the judge back in time resumes it.
 */
export async function endHearingUnlessHostBack(
  deps: CourtroomDeps,
  roomId: string,
  userId: string,
  goneAt: number,
): Promise<void> {
  const meta = await deps.store.meta(roomId);
  if (meta.hostUserId !== userId || !meta.hearing) return;
  // Back since, on any instance: a socket of theirs that has gone again since has a grace of its own, counted
  // from then. Asked now, whether they are present would end the hearing of a judge away only for that moment.
  if (meta.hostSince !== null && meta.hostSince > goneAt) return;
  if (await deps.recordings.hostPresent(roomId, userId)) return;
  await closeHearingSessionsOfRoom(deps.db, roomId);
  await deps.store.setMeta(roomId, { hearing: null, streaming: false, pause: null });
  await roomChanged(deps, roomId);
  deps.log.warn({ roomId }, 'courtroom: the judge left without ending the hearing; ended');
}
