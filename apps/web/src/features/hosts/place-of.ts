import type { CourtRoomHosts } from '@nyaya/shared';

/** Where a court room is, as the app names a complex everywhere: "District / Complex". */
export const placeOf = (room: Pick<CourtRoomHosts, 'district' | 'complex'>) =>
  `${room.district} / ${room.complex}`;
