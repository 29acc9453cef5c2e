import type { Database } from '../../core/db/client.ts';
import { openSessions } from '../../media/recording/sessions.ts';
import type { CourtroomStore, RoomMeta } from '../room-state/index.ts';
import { hearingsInProgress, keepStreamState } from './hearings.ts';

/** What the judge decides of a room and the public stream follows. */
const DECIDED: (keyof RoomMeta)[] = ['hearing', 'streaming', 'pause'];

/**
 * The rooms' state in this process's memory (no Redis) with what a restart must not forget also in the database:
 * the hearing in progress is its open session already, and each change of Start/Stop Streaming or the pause is
 * kept on that session. `restore`, at start before anyone joins, reads it back.
 */
export function durableRoomState(
  store: CourtroomStore,
  db: Database,
): { store: CourtroomStore; restore: () => Promise<void> } {
  const turns = new Map<string, Promise<void>>();

  /**
   * One decision of a room at a time, each read, kept and applied before the next, so the database never holds
   * an older one than the memory. The database first: a crash in between keeps the judge's latest word (a Stop
   * Streaming never comes back on air).
   */
  function decide(roomId: string, change: Partial<RoomMeta>): Promise<void> {
    const turn = (turns.get(roomId) ?? Promise.resolve()).then(async () => {
      const { hearing, streaming, pause } = { ...(await store.meta(roomId)), ...change };
      if (hearing) await keepStreamState(db, hearing.hearingSessionId, { streaming, pause });
      await store.setMeta(roomId, change);
    });
    const settled = turn.catch(() => undefined);
    turns.set(roomId, settled);
    void settled.then(() => turns.get(roomId) === settled && turns.delete(roomId));
    return turn;
  }

  /**
   * Every room whose hearing or recording session is still open comes back as it was: its hearing (streamable
   * as its listing says now, so a Dismissed or excluded one stays off air), streaming and pause as kept, recording
   * while its session is open. On air, it is so for every chunk from now on: the judge's page resends and resumes
   * after the restart.
   */
  async function restore() {
    const now = Date.now();
    for (const { roomId, hearing, streaming, pause } of await hearingsInProgress(db)) {
      await store.setMeta(roomId, { hearing, streaming, pause, onAirSince: now });
    }
    for (const session of await openSessions(db)) await store.setMeta(session.roomId, { recording: true });
  }

  return {
    store: {
      ...store,
      setMeta: (roomId, change) =>
        DECIDED.some((field) => field in change) ? decide(roomId, change) : store.setMeta(roomId, change),
    },
    restore,
  };
}
