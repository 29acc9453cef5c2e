import { useQuery } from '@tanstack/react-query';
import { useCourtNames } from './court-name';
import { complexesQuery, courtRoomsQuery, districtsQuery } from './master-data';

/** A court room named as people know it: its district, its court complex and its own name. */
export type CourtRoomPlace = { value: string; district: string; complex: string; name: string };

/**
 * Every court room with where it sits, in district then complex order, named in the page's language. Room names repeat in every complex
 * ("Court No. 1 …"), so a list of rooms needs the place to tell them apart, not the "n^m" code.
 */
export function useCourtRoomPlaces(): CourtRoomPlace[] {
  const rooms = useQuery(courtRoomsQuery()).data ?? [];
  const complexes = useQuery(complexesQuery()).data ?? [];
  const districts = useQuery(districtsQuery).data ?? [];
  const names = useCourtNames();
  return districts.flatMap((district) =>
    complexes
      .filter((complex) => complex.districtId === district.id)
      .flatMap((complex) =>
        rooms
          .filter((room) => room.complexId === complex.id)
          .map((room) => ({
            value: room.value,
            district: district.name,
            complex: names.master(complex),
            name: names.master(room),
          })),
      ),
  );
}

/** One line for a table cell: "District / Complex / Court". */
export function courtRoomPlaceLabel(place: CourtRoomPlace): string {
  return `${place.district} / ${place.complex} / ${place.name}`;
}
