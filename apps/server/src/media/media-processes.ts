import type { IngestState, MediaProcess, RelayState } from '@nyaya/shared';

/**
 * The ffmpeg processes of this instance's live pipelines, each in its state since when, for System Health: the
 * pipelines report every change here, the health service reads the list.
 */
export type MediaProcesses = {
  /** The room's live HLS ffmpeg now; undefined once it is stopped on purpose (off air, the recording ended). */
  setIngest(roomId: string, state: IngestState | undefined): void;
  /** The same of the room's low rendition, recorded by the judge's browser (media/live/low-rung.ts). */
  setLowRung(roomId: string, state: IngestState | undefined): void;
  /** The room's relays now, one per platform; none once it relays no more. */
  setRelays(roomId: string, states: RelayState[]): void;
  /** By room, each room's ingest, then its low rendition's, before its relays. */
  list(): MediaProcess[];
};

const keep = (states: Map<string, IngestState>, roomId: string, state: IngestState | undefined) => {
  if (state) states.set(roomId, state);
  else states.delete(roomId);
};

export function createMediaProcesses(): MediaProcesses {
  const ingests = new Map<string, IngestState>();
  const lowRungs = new Map<string, IngestState>();
  const relays = new Map<string, RelayState[]>();
  return {
    setIngest: (roomId, state) => keep(ingests, roomId, state),
    setLowRung: (roomId, state) => keep(lowRungs, roomId, state),
    setRelays(roomId, states) {
      if (states.length > 0) relays.set(roomId, states);
      else relays.delete(roomId);
    },
    list() {
      const rooms = [...new Set([...ingests.keys(), ...lowRungs.keys(), ...relays.keys()])].sort();
      return rooms.flatMap((roomId): MediaProcess[] => {
        const ingest = ingests.get(roomId);
        const lowRung = lowRungs.get(roomId);
        return [
          ...(ingest ? [{ roomId, kind: 'ingest' as const, ...ingest }] : []),
          ...(lowRung ? [{ roomId, kind: 'low-rung' as const, ...lowRung }] : []),
          ...(relays.get(roomId) ?? []).map((relay) => ({ roomId, kind: 'relay' as const, ...relay })),
        ];
      });
    },
  };
}
