import type { RelayState } from '@nyaya/shared';
import type { CourtroomStore } from '../room-state/index.ts';

/** What a running courtroom shows on its streaming room's card; everything else comes from the database. */
export type RoomActivityState = {
  live: boolean;
  streaming: boolean;
  recording: boolean;
  recordingAlarm: boolean;
  viewers: number;
  waitingAdvocates: number;
  relay: RelayState[];
};

/**
 * The live state of each streaming room (by its name, the courtroom's roomId), read from the courtroom store:
 * Redis when REDIS_URL is set, so every instance builds the same cards. Live while a hearing is in progress.
 */
export type RoomActivity = { of: (roomId: string) => Promise<RoomActivityState> };

export function createRoomActivity(store: CourtroomStore): RoomActivity {
  return {
    of: async (roomId) => {
      const [meta, waiting, viewers] = await Promise.all([
        store.meta(roomId),
        store.waiting(roomId),
        store.viewers(roomId),
      ]);
      return {
        live: meta.hearing !== null,
        streaming: meta.streaming,
        recording: meta.recording,
        recordingAlarm: meta.recordingAlarm,
        viewers: viewers.length,
        waitingAdvocates: waiting.length,
        relay: meta.relay,
      };
    },
  };
}
