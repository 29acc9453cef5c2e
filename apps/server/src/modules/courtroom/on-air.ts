import { MESSAGES, type PublicStreamState } from '@nyaya/shared';
import type { RoomMeta } from './courtroom-store.ts';

type StreamFields = Pick<RoomMeta, 'hearing' | 'streaming' | 'pause'>;

/** Whether the room's courtroom reaches the public: streaming, and its hearing not Dismissed or excluded. */
export const isOnAir = (meta: StreamFields) => meta.streaming && meta.hearing?.streamable === true;

/** What the room's viewers see: the courtroom on air, else a slate with the pause reason's message. */
export function publicStreamStateOf(roomId: string, meta: StreamFields): PublicStreamState {
  if (isOnAir(meta)) return { roomId, live: true };
  const paused = !meta.streaming && meta.pause !== null && meta.hearing?.streamable === true;
  return { roomId, live: false, message: (paused && meta.pause?.message) || MESSAGES.courtNotInSession };
}
