import type { CourtroomSnapshot, RecordingMimeType } from '@nyaya/shared';
import type { ChunkListener } from '../../media/recording/chunk-order.ts';

/**
 * What the courtroom tells of its rooms' recordings as they happen. The live broadcast (modules/live/broadcast.ts)
 * hears the chunks, stops and changes: they become the room's public stream and its relay; the court record
 * (modules/court-record) hears the finalisations: it seals each recording.
 */
export type RecordingEvents = StreamEvents & {
  /**
   * A recording session became the hearing's recording (its row and MP4 written). Part of finalising: a server
   * closing waits for it, and it never fails (what goes wrong is logged).
   */
  recordingFinalised: (recordingId: number) => Promise<void>;
};

/** What the live broadcast hears of the courtroom's recordings. */
export type StreamEvents = {
  /** Each new chunk of a recording once durable, in seq order per session. */
  chunkStored: ChunkListener;
  /**
   * A chunk of the judge's low live rendition (issue 41), recorded beside the session's own; only ever after the
   * session's first chunk was handed to chunkStored.
   */
  lowRungChunk: (
    roomId: string,
    chunk: { bytes: Uint8Array; arrivedAt: number },
    mimeType: RecordingMimeType,
  ) => void;
  /** A room's recording session stopped; its last chunk was handed to chunkStored before. */
  recordingStopped: (roomId: string) => void;
  /** After every change of a room: going off air (paused, Dismissed, no hearing) cuts what the delay holds back. */
  roomChanged: (snapshot: CourtroomSnapshot) => void;
};
