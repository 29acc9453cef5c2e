import type { CourtComplex, CourtRoom } from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import { courtRoomMissing, courtRoomsStreamedIn, proposedCourtRoomOf } from './court-room-choice';

const complexes: CourtComplex[] = [
  { id: 1, districtId: 1, name: 'Tis Hazari Courts', nameHi: null, value: 'DLCT01' },
  { id: 7, districtId: 6, name: 'Rohini Courts', nameHi: null, value: 'DLNW01' },
];
const room = (id: number, complexId: number, value: string, streamingRoom: string | null): CourtRoom => ({
  id,
  complexId,
  name: `Court No. ${value.split('^')[1]}`,
  nameHi: null,
  value,
  streamingRoomId: streamingRoom ? Number(streamingRoom.slice(4)) : null,
  streamingRoom,
});
const courtRooms = [
  room(1, 1, '1^1', 'Room1'),
  room(3, 1, '1^3', 'Room3'),
  room(21, 7, '7^3', 'Room3'),
  room(22, 7, '7^4', 'Room4'),
  room(23, 7, '7^5', null),
];

describe('courtRoomsStreamedIn', () => {
  it('gives the court rooms the room streams, none before a room is chosen', () => {
    expect(courtRoomsStreamedIn(courtRooms, 'Room3').map((courtRoom) => courtRoom.value)).toEqual([
      '1^3',
      '7^3',
    ]);
    expect(courtRoomsStreamedIn(courtRooms, '')).toEqual([]);
    expect(courtRoomsStreamedIn(courtRooms, undefined)).toEqual([]);
  });
});

describe('proposedCourtRoomOf', () => {
  const streamedIn = (roomId: string) => courtRoomsStreamedIn(courtRooms, roomId);

  it("proposes the room's court room in the complex the CNR names, hyphenated or in lower case too", () => {
    expect(proposedCourtRoomOf(streamedIn('Room3'), complexes, 'DLNW010068242023')).toBe('7^3');
    expect(proposedCourtRoomOf(streamedIn('Room3'), complexes, 'dlct-01-006824-2023')).toBe('1^3');
    expect(proposedCourtRoomOf(streamedIn('Room3'), complexes, 'DLNW01')).toBe('7^3');
  });

  it("proposes a room's only court room whatever the CNR", () => {
    expect(proposedCourtRoomOf(streamedIn('Room4'), complexes, '')).toBe('7^4');
  });

  it('proposes nothing the CNR and the room do not settle', () => {
    expect(proposedCourtRoomOf(streamedIn('Room3'), complexes, '')).toBeUndefined();
    expect(proposedCourtRoomOf(streamedIn('Room3'), complexes, '1234567890123456')).toBeUndefined();
    expect(proposedCourtRoomOf(streamedIn('Room3'), complexes, 'DLSW010068242023')).toBeUndefined();
    expect(proposedCourtRoomOf(streamedIn('Room9'), complexes, 'DLNW010068242023')).toBeUndefined();
  });
});

describe('courtRoomMissing', () => {
  it('asks for the court room in a room that streams court rooms', () => {
    expect(courtRoomMissing(courtRooms, { roomId: 'Room3', courtRoom: '' })).toBe(true);
    expect(courtRoomMissing(courtRooms, { roomId: 'Room3', courtRoom: '  ' })).toBe(true);
    expect(courtRoomMissing(courtRooms, { roomId: 'Room3' })).toBe(true);
    expect(courtRoomMissing(courtRooms, { roomId: 'Room3', courtRoom: '7^3' })).toBe(false);
  });

  it('leaves the question to the server for a room that streams none, and to Room No before a room is chosen', () => {
    expect(courtRoomMissing(courtRooms, { roomId: 'Room9', courtRoom: '' })).toBe(false);
    expect(courtRoomMissing(courtRooms, { roomId: '', courtRoom: '' })).toBe(false);
  });
});
