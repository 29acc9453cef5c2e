import { MESSAGES, keptText, type PublicStreamState } from '@nyaya/shared';
import type { RoomMeta } from './courtroom-store.ts';

type StreamFields = Pick<RoomMeta, 'hearing' | 'streaming' | 'pause'>;

/** Whether the room's courtroom reaches the public: streaming, and its hearing not Dismissed or excluded. */
export const isOnAir = (meta: StreamFields) => meta.streaming && meta.hearing?.streamable === true;

/**
 * Whether the room's public has a picture to watch: on air, and recording, since the public stream is made of the
 * recording's chunks (streaming alone shows them only a waiting screen), and its stream not broken. What the front
 * door lists as live and what search offers to watch.
 */
export const reachesThePublic = (meta: StreamFields & Pick<RoomMeta, 'recording' | 'streamFailure'>) =>
  isOnAir(meta) && meta.recording && meta.streamFailure === null;

/** What the slate says while the room is off air: the pause reason's message, else "Court not in session". */
export function offAirMessageOf(meta: StreamFields): string {
  const paused = !meta.streaming && meta.pause !== null && meta.hearing?.streamable === true;
  return (paused && meta.pause?.message) || MESSAGES.courtNotInSession;
}

/** What the room's viewers see: the courtroom on air, else a slate with the pause reason's message. */
export function publicStreamStateOf(roomId: string, meta: StreamFields): PublicStreamState {
  if (isOnAir(meta)) return { roomId, live: true };
  return { roomId, live: false, ...keptText(offAirMessageOf(meta)) };
}
