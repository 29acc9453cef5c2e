import type { CourtRoomHosts, SiteLanguage } from '@nyaya/shared';
import { masterNameIn } from '../../lib/court-name';

/** Where a court room is, as the app names a complex everywhere: "District / Complex" (what the page filters by). */
export const placeOf = (room: Pick<CourtRoomHosts, 'district' | 'complex'>) =>
  `${room.district} / ${room.complex}`;

/** The same in a language: on Hindi pages the complex's Hindi name where it has one. */
export const placeIn = (
  room: Pick<CourtRoomHosts, 'district' | 'complex' | 'complexHi'>,
  language: SiteLanguage,
) => `${room.district} / ${masterNameIn({ name: room.complex, nameHi: room.complexHi }, language)}`;
