import { proposedCourtRoom, type CourtComplex, type CourtRoom } from '@nyaya/shared';

/** The court rooms a streaming room streams, by the room's name. */
export function courtRoomsStreamedIn(
  courtRooms: readonly CourtRoom[],
  roomId: string | undefined,
): CourtRoom[] {
  return roomId ? courtRooms.filter((courtRoom) => courtRoom.streamingRoom === roomId) : [];
}

/** The court room the form proposes, the one the server takes when none is named (shared proposedCourtRoom). */
export function proposedCourtRoomOf(
  streamed: readonly CourtRoom[],
  complexes: readonly CourtComplex[],
  cnr: string,
): string | undefined {
  const complexValues = new Map(complexes.map((complex) => [complex.id, complex.value]));
  return proposedCourtRoom(
    streamed.map((courtRoom) => ({
      value: courtRoom.value,
      complexValue: complexValues.get(courtRoom.complexId) ?? '',
    })),
    cnr,
  );
}

/**
 * Whether a hearing is being listed without its court room in a room that streams court rooms, none being
 * proposed: court search would find it under none. (The server, proposing none either, takes an empty court
 * room only in a room a High Court bench streams in, which the form cannot tell.)
 */
export function courtRoomMissing(
  courtRooms: readonly CourtRoom[],
  entry: { roomId?: string; courtRoom?: string },
): boolean {
  return !entry.courtRoom?.trim() && courtRoomsStreamedIn(courtRooms, entry.roomId).length > 0;
}
