import type { CourtroomSnapshot } from '@nyaya/shared';
import type { ChunkListener } from '../../media/recording/chunk-order.ts';

/**
 * What the courtroom tells of its rooms' recordings as they happen. The live broadcast (modules/live/broadcast.ts)
 * is what hears it: the chunks become the room's public stream and its relay.
 */
export type RecordingEvents = {
  /** Each new chunk of a recording once durable, in seq order per session. */
  chunkStored: ChunkListener;
  /** A room's recording session stopped; its last chunk was handed to chunkStored before. */
  recordingStopped: (roomId: string) => void;
  /** After every change of a room: going off air (paused, Dismissed, no hearing) cuts what the delay holds back. */
  roomChanged: (snapshot: CourtroomSnapshot) => void;
};
