/** What a running courtroom reports about its streaming room; everything else on a card comes from the database. */
export type RoomActivityState = {
  live: boolean;
  streaming: boolean;
  recording: boolean;
  viewers: number;
  waitingAdvocates: number;
};

/** A room no courtroom has reported: nothing live, nobody watching or waiting. */
export const IDLE_ROOM: RoomActivityState = {
  live: false,
  streaming: false,
  recording: false,
  viewers: 0,
  waitingAdvocates: 0,
};

type Listener = (streamingRoomId: number) => void;

/**
 * The live state of each streaming room, by streaming room id, held in this instance's memory. The courtroom
 * is its only writer: `report(id, { live: true })` when a hearing starts, `{ viewers: n }` as viewers come
 * and go, `clear(id)` when it ends. Every change calls the `onChange` listeners (the control-room feed sends
 * the room's card to the Controllers, one card query per report: report viewer counts at a steady pace, not
 * on every join). Readers get IDLE_ROOM for a room never reported.
 *
 * One instance's view: with several instances the courtroom must report on the instance that builds the
 * cards, or move this state to Redis.
 */
export type RoomActivity = {
  get: (streamingRoomId: number) => RoomActivityState;
  report: (streamingRoomId: number, change: Partial<RoomActivityState>) => void;
  clear: (streamingRoomId: number) => void;
  onChange: (listener: Listener) => void;
};

export function createRoomActivity(): RoomActivity {
  const rooms = new Map<number, RoomActivityState>();
  const listeners: Listener[] = [];
  const changed = (streamingRoomId: number) => listeners.forEach((listener) => listener(streamingRoomId));
  return {
    get: (streamingRoomId) => rooms.get(streamingRoomId) ?? IDLE_ROOM,
    report: (streamingRoomId, change) => {
      rooms.set(streamingRoomId, { ...(rooms.get(streamingRoomId) ?? IDLE_ROOM), ...change });
      changed(streamingRoomId);
    },
    clear: (streamingRoomId) => {
      if (rooms.delete(streamingRoomId)) changed(streamingRoomId);
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
  };
}
